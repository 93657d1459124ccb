/**
 * A timeline entry in the viewer's language: its sentence with the values filled in (message keys
 * translated, text by language picked, sim instants on the case's clock), its time (the case's
 * clock, or the real time of a teacher's event), and each field of its data labelled and shown
 * as text — never as JSON.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../schemas/common.ts';
import type { SentenceValue, TimelineEntry } from '../../../../schemas/api/timeline.ts';
import { formatDateTime, formatZoned, useLocalText } from '../../shared/format.ts';

export type Readers = {
  t: (key: string, options?: Record<string, unknown>) => string;
  text: (text: LocalText | null | undefined) => string;
  utcOffset: number;
};

/** One value of a sentence as text. */
export const valueText = (v: SentenceValue, r: Readers): string => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if ('t' in v) return r.t(v.t);
  if ('ts' in v) return v.ts.map((k) => r.t(k)).join(', ');
  if ('text' in v) return r.text(v.text);
  return formatZoned(v.time, r.utcOffset);
};

export const sentenceText = (e: Pick<TimelineEntry, 'sentence'>, r: Readers): string =>
  r.t(
    e.sentence.key,
    Object.fromEntries(Object.entries(e.sentence.params).map(([k, v]) => [k, valueText(v, r)])),
  );

/** When: the case's clock in its zone, or a real instant in the viewer's. */
export const entryTime = (e: Pick<TimelineEntry, 'at' | 'clock'>, utcOffset: number) =>
  e.clock === 'real' ? formatDateTime(e.at) : formatZoned(e.at, utcOffset);

const LANGUAGE_CODE = /^[a-z]{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isLocalText = (v: object): v is LocalText =>
  Object.keys(v).length > 0 &&
  Object.entries(v).every(([k, x]) => LANGUAGE_CODE.test(k) && typeof x === 'string');

/** Any data value as text: text by language picked, instants on the case's clock, lists joined. */
export const dataText = (v: unknown, r: Readers): string => {
  if (v === null || v === undefined || v === '') return r.t('common.none');
  if (typeof v === 'boolean') return r.t(v ? 'common.yes' : 'common.no');
  if (typeof v === 'string') return INSTANT.test(v) ? formatZoned(v, r.utcOffset) : v;
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) {
    const items = v.map((x) => dataText(x, r));
    return v.every((x) => x === null || typeof x !== 'object')
      ? items.join(', ')
      : items.join('\n');
  }
  if (isLocalText(v)) return r.text(v);
  return Object.entries(v)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `${r.t(`teacher.step.field.${k}`, { defaultValue: k })}: ${dataText(x, r)}`)
    .join(' · ');
};

/** The entry's data, field by field: its label and its value (the sentence's, when it has one). */
export const dataFields = (e: TimelineEntry, r: Readers) => {
  const data = e.data && typeof e.data === 'object' ? (e.data as Record<string, unknown>) : {};
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([field, v]) => {
      const param = e.sentence.params[field];
      return {
        field,
        label: r.t(`teacher.step.field.${field}`, { defaultValue: field }),
        value: param === undefined ? dataText(v, r) : valueText(param, r),
      };
    });
};

export const useTimelineText = (utcOffset: number) => {
  const { t } = useTranslation();
  const text = useLocalText();
  return useMemo(() => {
    const r: Readers = { t: (key, options) => String(t(key, options as never)), text, utcOffset };
    return {
      sentence: (e: TimelineEntry) => sentenceText(e, r),
      fields: (e: TimelineEntry) => dataFields(e, r),
      time: (e: TimelineEntry) => entryTime(e, utcOffset),
    };
  }, [t, text, utcOffset]);
};
