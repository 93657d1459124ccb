/** Display helpers: money with 2 decimals, dates, localised scenario text. */
import dayjs from 'dayjs';
import { useCallback } from 'react';
import type { LocalText } from '../../../schemas/common.ts';
import { useLocale } from '../i18n/index.ts';
import { languageInfo, pickText } from '../i18n/languages.ts';

export const formatMoney = (value: number, tag = 'en-US') =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A real instant (when an attempt started or was submitted) in the browser's zone. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** An instant of a case shown on the case's own zone (UTC offset in minutes): YYYY-MM-DD HH:mm. */
export const formatZoned = (iso: string | null | undefined, offsetMinutes: number) => {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
};

/** The first or last instant of a whole day (YYYY-MM-DD) of a zone, written with that offset. */
export const zonedDayEdge = (day: string, offsetMinutes: number, edge: 'start' | 'end') => {
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  const time = edge === 'start' ? '00:00:00.000' : '23:59:59.999';
  return `${day}T${time}${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
};

/** A wall time of a case's zone ("YYYY-MM-DD HH:mm") as an instant with that offset. */
export const zonedInstant = (local: string, offsetMinutes: number) => {
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.replace(' ', 'T')}:00${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
};

/** Scenario text in the interface language (falls back to en, then zh). */
export const useLocalText = () => {
  const language = useLocale((s) => s.language);
  return useCallback((text: LocalText | null | undefined) => pickText(text, language), [language]);
};

export const useMoney = () => {
  const language = useLocale((s) => s.language);
  return useCallback((v: number) => formatMoney(v, languageInfo(language).tag), [language]);
};
