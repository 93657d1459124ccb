/**
 * What a student wrote during an attempt, for the teacher: every free text in the data of the
 * student's own events (remarks, reasons, replies, mails, chat messages, evidence, questionnaire
 * questions), in stream order, with the field it was written in. A free text is a string of
 * words — one with a space or a character beyond ASCII (Chinese, Thai …) — so order numbers,
 * SKUs, carriers, times and status names are left out.
 */
import type { TimelineEntry } from '../../../../schemas/api/teacher.ts';

export type StudentText = {
  version: number;
  at: string;
  type: string;
  /** The field's name (the last key of its path; a list item is named after its list). */
  field: string;
  text: string;
};

// eslint-disable-next-line no-control-regex -- "beyond ASCII" is the point
const WORDS = /\s|[^\u0000-\u007f]/;
const isFreeText = (s: string) => s.trim().length >= 2 && WORDS.test(s.trim());

const collect = (value: unknown, field: string, out: { field: string; text: string }[]) => {
  if (typeof value === 'string') {
    if (isFreeText(value)) out.push({ field, text: value.trim() });
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, field, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, k, out);
  }
};

export const studentTexts = (timeline: readonly TimelineEntry[]): StudentText[] =>
  timeline
    .filter((e) => e.actor === 'student')
    .flatMap((e) => {
      const found: { field: string; text: string }[] = [];
      collect(e.data, '', found);
      return found.map((f) => ({ version: e.version, at: e.at, type: e.type, ...f }));
    });
