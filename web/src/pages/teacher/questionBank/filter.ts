/** The question bank page's search: words in either language or the id, and each tag chosen. */
import type { QuestionBankData } from '../../../../../schemas/api/questionBank.ts';

export type BankRow = QuestionBankData['questions'][number];
export type BankFilter = {
  words: string;
  type: string | null;
  platform: string | null;
  module: string | null;
  topic: string | null;
  difficulty: number | null;
  dubiousOnly: boolean;
};
export const NO_FILTER: BankFilter = {
  words: '',
  type: null,
  platform: null,
  module: null,
  topic: null,
  difficulty: null,
  dubiousOnly: false,
};

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

export const matchesFilter = (row: BankRow, f: BankFilter): boolean => {
  const q = row.question;
  if (f.type !== null && q.type !== f.type) return false;
  if (f.platform !== null && q.tags.platform !== f.platform) return false;
  if (f.module !== null && q.tags.module !== f.module) return false;
  if (f.topic !== null && q.tags.topic !== f.topic) return false;
  if (f.difficulty !== null && q.tags.difficulty !== f.difficulty) return false;
  if (f.dubiousOnly && !row.statistics.dubious) return false;
  const words = fold(f.words).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = fold([q.id, q.text.zh, q.text.en].join(' '));
  return words.every((w) => hay.includes(w));
};

/** The distinct values of one tag over the bank, sorted, for the tag filters. */
export const tagValues = <K extends 'platform' | 'module' | 'topic'>(
  rows: readonly BankRow[],
  key: K,
): string[] =>
  [...new Set(rows.flatMap((r) => (r.question.tags[key] ? [r.question.tags[key]] : [])))].sort();
