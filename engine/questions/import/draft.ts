/**
 * What every importer shares: a draft is a question object as read from a file, not yet checked,
 * with the line (GIFT, Aiken) or row (spreadsheet) it came from. `finishImport` checks the drafts
 * all together (check.ts) and keeps them all or none.
 */
import type { Question, QuestionType } from '../../../schemas/questions.ts';
import { checkQuestions } from '../check.ts';
import {
  englishMessage,
  messageKey,
  type MessageParams,
  type QuestionMessage,
} from '../messages.ts';

export type Where = { line: number } | { row: number };
/**
 * One error of an import: where (line or row), the message key and params the app translates,
 * the field of the question it is about (if any), and the English text the CLI prints.
 */
export type ImportError = Where & {
  key: string;
  params?: MessageParams;
  field?: string;
  message: string;
};

export const importError = (
  where: Where,
  code: QuestionMessage,
  params?: MessageParams,
): ImportError => ({
  ...where,
  key: messageKey(code),
  ...(params ? { params } : {}),
  message: englishMessage(code, params),
});
export type Draft = { at: Where; question: Record<string, unknown> };

/** What the file itself does not say: applied to every question that lacks it. */
export type ImportDefaults = {
  /** Ids of questions without one: `<idPrefix>-<n>`, n counting from 1 in the file. */
  idPrefix: string;
  topic?: string;
  difficulty?: number;
  platform?: string;
  source?: { title: string; url: string } | { course: string; section: string };
};

export type ImportResult = {
  questions: Question[];
  byType: Partial<Record<QuestionType, number>>;
  errors: ImportError[];
};

/** Text in zh and en from Moodle's multilang spans: <span lang="zh" class="multilang">…</span>. */
const SPAN =
  /<span\s+(?:lang=["']([a-z]{2})(?:[_-][a-z]+)?["']\s+class=["']multilang["']|class=["']multilang["']\s+lang=["']([a-z]{2})(?:[_-][a-z]+)?["'])\s*>([\s\S]*?)<\/span>/giu;

/**
 * The languages of a text written with multilang spans; a text without spans has no language
 * (the check then reports the missing zh and en). Spaces and line ends are tidied.
 */
export const splitLanguages = (text: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(SPAN)) {
    const lang = (m[1] ?? m[2] ?? '').toLowerCase();
    const body = (m[3] ?? '').replace(/\s+/gu, ' ').trim();
    if (body) out[lang] = out[lang] ? `${out[lang]} ${body}` : body;
  }
  return out;
};

/** Every language's text of one accepted answer (a fill-in blank may accept both). */
export const allTexts = (text: string): string[] => {
  const langs = Object.values(splitLanguages(text));
  return langs.length > 0 ? langs : [text.replace(/\s+/gu, ' ').trim()];
};

export const OPTION_IDS = 'abcdefgh';

/** Fills what the file leaves out from the defaults: id, tags, source. */
export const withDefaults = (
  q: Record<string, unknown>,
  n: number,
  d: ImportDefaults,
): Record<string, unknown> => {
  const tags = { ...((q.tags as Record<string, unknown> | undefined) ?? {}) };
  if (tags.topic === undefined && d.topic !== undefined) tags.topic = d.topic;
  if (tags.difficulty === undefined) tags.difficulty = d.difficulty ?? 1;
  if (tags.platform === undefined && d.platform !== undefined) tags.platform = d.platform;
  return {
    id: `${d.idPrefix}-${n}`,
    version: 1,
    ...q,
    tags,
    ...(q.source === undefined && d.source ? { source: d.source } : {}),
  };
};

/** Checks the drafts together: every question, or none with every error by line or row. */
export const finishImport = (
  drafts: Draft[],
  readErrors: ImportError[],
  taken: ReadonlySet<string>,
  /** How the file counts: by line (GIFT, Aiken) or by row (spreadsheets). */
  unit: 'line' | 'row',
): ImportResult => {
  const { questions, issues } = checkQuestions(
    drafts.map((d) => d.question),
    taken,
  );
  const errors = [
    ...readErrors,
    ...issues.map((i): ImportError => {
      const draft = drafts[i.path[0] as number];
      const field = i.path.slice(1).join('.');
      const e = importError(
        draft?.at ?? (unit === 'line' ? { line: 1 } : { row: 1 }),
        i.code,
        i.params,
      );
      return field ? { ...e, field, message: `${e.message} (${field})` } : e;
    }),
  ].sort((a, b) => ('line' in a ? a.line : a.row) - ('line' in b ? b.line : b.row));
  if (errors.length > 0 || drafts.length === 0) {
    return {
      questions: [],
      byType: {},
      errors:
        errors.length > 0
          ? errors
          : [importError(unit === 'line' ? { line: 1 } : { row: 1 }, 'noQuestions')],
    };
  }
  const byType: ImportResult['byType'] = {};
  for (const q of questions) byType[q.type] = (byType[q.type] ?? 0) + 1;
  return { questions, byType, errors: [] };
};
