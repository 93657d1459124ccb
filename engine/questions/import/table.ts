/**
 * The spreadsheet template (questions/templates/questions.xlsx, or the same columns as CSV) →
 * question drafts with their row numbers. One row per question; the header row names the
 * columns (TEMPLATE_COLUMNS; Chinese headers through COLUMN_ALIASES):
 *   type          single, multiple, trueFalse, fill, matching, shortText (or 单选 多选 判断 填空 匹配 简答)
 *   a_zh … f_en   options of single and multiple; pairs "left -> right" of matching ("-> x": a distractor)
 *   answer        single: B; multiple: A,C; trueFalse: true/false (对/错); fill: blanks split by ;
 *                 and accepted answers of a blank by | (5000; kg|千克)
 *   rubric_zh/en  shortText: the phrases the answer must include, split by ;   min_words: at least
 *   version       the question's version (1 when empty)
 * A cell that starts like a formula (= + @) is refused: exported back to a spreadsheet it would run.
 */
import type { ImportRow } from '../../../schemas/warehouse/domain.ts';
import type { MessageParams, QuestionMessage } from '../messages.ts';
import {
  OPTION_IDS,
  importError,
  withDefaults,
  type Draft,
  type ImportDefaults,
  type ImportError,
} from './draft.ts';

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export const TEMPLATE_COLUMNS = [
  'id',
  'type',
  'topic',
  'difficulty',
  'platform',
  'module',
  'text_zh',
  'text_en',
  ...LETTERS.flatMap((l) => [`${l}_zh`, `${l}_en`]),
  'answer',
  'explanation_zh',
  'explanation_en',
  'source_title',
  'source_url',
  'course',
  'section',
  'rubric_zh',
  'rubric_en',
  'min_words',
  'version',
] as const;

/** Header names → template columns (lower-cased; the template's own names map to themselves). */
export const COLUMN_ALIASES: Record<string, string> = {
  ...Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c, c])),
  编号: 'id',
  题型: 'type',
  知识点: 'topic',
  难度: 'difficulty',
  平台: 'platform',
  中文题干: 'text_zh',
  英文题干: 'text_en',
  答案: 'answer',
  中文解析: 'explanation_zh',
  英文解析: 'explanation_en',
  来源标题: 'source_title',
  来源链接: 'source_url',
};

const TYPES: Record<string, string> = {
  single: 'single',
  multiple: 'multiple',
  truefalse: 'trueFalse',
  fill: 'fill',
  matching: 'matching',
  shorttext: 'shortText',
  单选: 'single',
  单选题: 'single',
  多选: 'multiple',
  多选题: 'multiple',
  判断: 'trueFalse',
  判断题: 'trueFalse',
  填空: 'fill',
  填空题: 'fill',
  匹配: 'matching',
  匹配题: 'matching',
  简答: 'shortText',
  简答题: 'shortText',
};

const TRUE = ['true', 't', '对', '正确', '是', '√'];
const FALSE = ['false', 'f', '错', '错误', '否', '×'];

const FORMULA = /^[=+@]/;
const split = (s: string, sep: RegExp) =>
  s
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);

type Cells = Record<string, string>;

const bi = (c: Cells, name: string) => {
  const out: Record<string, string> = {};
  if (c[`${name}_zh`]) out.zh = c[`${name}_zh`] as string;
  if (c[`${name}_en`]) out.en = c[`${name}_en`] as string;
  return out;
};

type Problem = { problem: QuestionMessage; params?: MessageParams };
const problem = (name: QuestionMessage, params?: MessageParams): Problem => ({
  problem: name,
  ...(params ? { params } : {}),
});

const isProblem = (x: Record<string, unknown> | Problem): x is Problem =>
  typeof x.problem === 'string';

/** The type-specific fields of a row, or what is wrong with it. */
const body = (type: string, c: Cells): Record<string, unknown> | Problem => {
  const answer = c.answer ?? '';
  const filled = LETTERS.filter((l) => c[`${l}_zh`] || c[`${l}_en`]);
  if (type === 'single' || type === 'multiple') {
    const options = filled.map((l, i) => ({
      id: OPTION_IDS[i] as string,
      letter: l,
      text: bi(c, l),
    }));
    const chosen = split(answer.toLowerCase(), /[,，、;\s]+|(?=[a-f])/).filter((x) => x !== '');
    if (chosen.length === 0) return problem('emptyAnswer');
    const bad = chosen.filter((x) => !options.some((o) => o.letter === x));
    if (bad.length > 0)
      return problem('answerNotFilled', { letters: bad.join(', ').toUpperCase() });
    const ids = options.filter((o) => chosen.includes(o.letter)).map((o) => o.id);
    const opts = options.map(({ id, text }) => ({ id, text }));
    return type === 'single'
      ? ids.length === 1
        ? { options: opts, answer: ids[0] }
        : problem('singleOneAnswer')
      : { options: opts, answers: ids };
  }
  if (type === 'trueFalse') {
    const a = answer.trim().toLowerCase();
    if (a === '') return problem('emptyAnswer');
    if (TRUE.includes(a)) return { answer: true };
    if (FALSE.includes(a)) return { answer: false };
    return problem('notTrueFalse', { value: answer });
  }
  if (type === 'fill') {
    const blanks = split(answer, /[;；]/).map((b) => ({ accept: split(b, /[|｜]/) }));
    if (blanks.length === 0) return problem('emptyAnswer');
    return { blanks };
  }
  if (type === 'matching') {
    const pairs: { left: Record<string, string>; right: Record<string, string> }[] = [];
    const distractors: Record<string, string>[] = [];
    for (const l of filled) {
      const sides = { left: {} as Record<string, string>, right: {} as Record<string, string> };
      for (const lang of ['zh', 'en'] as const) {
        const cell = c[`${l}_${lang}`] ?? '';
        const k = cell.indexOf('->');
        if (k === -1) return problem('matchingCell', { letter: l.toUpperCase(), lang });
        const left = cell.slice(0, k).trim();
        const right = cell.slice(k + 2).trim();
        if (left) sides.left[lang] = left;
        if (right) sides.right[lang] = right;
      }
      if (Object.keys(sides.left).length === 0) distractors.push(sides.right);
      else pairs.push(sides);
    }
    return { pairs, ...(distractors.length ? { distractors } : {}) };
  }
  // shortText
  const rubric = (lang: 'zh' | 'en') => {
    const phrases = split(c[`rubric_${lang}`] ?? '', /[;；]/);
    const min = c.min_words ?? '';
    return {
      ...(phrases.length ? { mustInclude: phrases } : {}),
      ...(/^\d+$/.test(min) ? { minWords: Number(min) } : {}),
    };
  };
  const zh = rubric('zh');
  const en = rubric('en');
  if (Object.keys(zh).length === 0 || Object.keys(en).length === 0) return problem('rubricMissing');
  return { rubric: { zh, en } };
};

const REQUIRED = ['type', 'text_zh', 'text_en'];

/** A read spreadsheet (server/imports/read-table.ts): header columns and rows of cells. */
export type QuestionTable = { columns: string[]; rows: ImportRow[] };

export const readQuestionTable = (
  table: QuestionTable,
  defaults: ImportDefaults,
): { drafts: Draft[]; errors: ImportError[] } => {
  const missing = REQUIRED.filter((c) => !table.columns.includes(c));
  if (missing.length > 0)
    return {
      drafts: [],
      errors: [importError({ row: 1 }, 'missingColumns', { columns: missing.join(', ') })],
    };
  const drafts: Draft[] = [];
  const errors: ImportError[] = [];
  for (const { row, cells } of table.rows) {
    const formula = Object.entries(cells).find(([, v]) => FORMULA.test(v));
    if (formula) {
      errors.push(
        importError({ row }, 'formulaCell', { column: formula[0], value: formula[1].slice(0, 20) }),
      );
      continue;
    }
    const type = TYPES[(cells.type ?? '').toLowerCase()];
    if (!type) {
      errors.push(importError({ row }, 'unknownType', { type: cells.type ?? '' }));
      continue;
    }
    const fields = body(type, cells);
    if (isProblem(fields)) {
      errors.push(importError({ row }, fields.problem, fields.params));
      continue;
    }
    const difficulty = cells.difficulty ?? '';
    const tags = {
      ...(cells.topic ? { topic: cells.topic } : {}),
      ...(difficulty
        ? { difficulty: /^\d+$/.test(difficulty) ? Number(difficulty) : difficulty }
        : {}),
      ...(cells.platform ? { platform: cells.platform } : {}),
      ...(cells.module ? { module: cells.module } : {}),
    };
    const source = cells.source_url
      ? { title: cells.source_title || cells.source_url, url: cells.source_url }
      : cells.course
        ? { course: cells.course, section: cells.section ?? '' }
        : undefined;
    const explanation = bi(cells, 'explanation');
    const q = {
      ...(cells.id ? { id: cells.id } : {}),
      ...(/^\d+$/.test(cells.version ?? '') ? { version: Number(cells.version) } : {}),
      type,
      text: bi(cells, 'text'),
      ...fields,
      ...(Object.keys(explanation).length ? { explanation } : {}),
      tags,
      ...(source ? { source } : {}),
    };
    drafts.push({ at: { row }, question: withDefaults(q, drafts.length + 1, defaults) });
  }
  return { drafts, errors };
};
