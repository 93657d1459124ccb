/** Display helpers: money with 2 decimals, dates, localised scenario text. */
import dayjs from 'dayjs';
import { useCallback } from 'react';
import type { LocalText } from '../../../schemas/common.ts';
import { useLocale } from '../i18n/index.ts';
import { languageInfo, pickText } from '../i18n/languages.ts';

export const formatMoney = (value: number, tag = 'en-US') =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** Scenario text in the interface language (falls back to en, then zh). */
export const useLocalText = () => {
  const language = useLocale((s) => s.language);
  return useCallback((text: LocalText | null | undefined) => pickText(text, language), [language]);
};

export const useMoney = () => {
  const language = useLocale((s) => s.language);
  return useCallback((v: number) => formatMoney(v, languageInfo(language).tag), [language]);
};
