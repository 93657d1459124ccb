/**
 * Checks questions against the schema (schemas/questions.ts), one validator per type so an error
 * names the field of that type, then for meaning: options referenced exist, option ids unique,
 * blanks marked in both languages, matching items distinct, ids unique across the bank.
 * Pure; errors carry the path inside the list ([index, field, …]) for the caller to locate.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import {
  FillQuestion,
  MatchingQuestion,
  MultipleQuestion,
  QUESTION_TYPES,
  ShortTextQuestion,
  SingleQuestion,
  TrueFalseQuestion,
  type Question,
  type QuestionType,
} from '../../schemas/questions.ts';
import { blankCount, normaliseAnswer } from './normalise.ts';

export type QuestionIssue = { path: (string | number)[]; message: string; key?: string };

const ajv = new Ajv({ allErrors: true, strict: false });
const validators: Record<QuestionType, ValidateFunction> = {
  single: ajv.compile(SingleQuestion),
  multiple: ajv.compile(MultipleQuestion),
  trueFalse: ajv.compile(TrueFalseQuestion),
  fill: ajv.compile(FillQuestion),
  matching: ajv.compile(MatchingQuestion),
  shortText: ajv.compile(ShortTextQuestion),
};

const describe = (e: ErrorObject): string => {
  if (e.keyword === 'additionalProperties')
    return `unknown field "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'required') return `missing field "${String(e.params.missingProperty)}"`;
  if (e.keyword === 'maxLength') return `longer than ${String(e.params.limit)} characters`;
  if (e.keyword === 'minLength') return 'must not be empty';
  if (e.keyword === 'enum')
    return `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`;
  return e.message ?? e.keyword;
};

const segments = (pointer: string): (string | number)[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** Schema errors of one question (its path prefix is added by the caller). */
const schemaIssues = (q: unknown): QuestionIssue[] => {
  if (typeof q !== 'object' || q === null || Array.isArray(q)) {
    return [{ path: [], message: 'a question must be a mapping' }];
  }
  const type = (q as { type?: unknown }).type;
  if (!QUESTION_TYPES.includes(type as QuestionType)) {
    return [
      {
        path: ['type'],
        message: `unknown question type "${String(type)}"; one of: ${QUESTION_TYPES.join(', ')}`,
      },
    ];
  }
  const validate = validators[type as QuestionType];
  if (validate(q)) return [];
  const seen = new Set<string>();
  const issues: QuestionIssue[] = [];
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'const') continue;
    const message = describe(e);
    const id = `${e.instancePath}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const key =
      e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
    issues.push({ path: segments(e.instancePath), message, ...(key ? { key } : {}) });
  }
  // A source that fits neither form: anyOf errors only.
  if (issues.length === 0)
    issues.push({ path: ['source'], message: 'source needs {title, url} or {course, section}' });
  return issues;
};

/** Meaning errors of one valid question. */
const meaningIssues = (q: Question): QuestionIssue[] => {
  const issues: QuestionIssue[] = [];
  if (q.type === 'single' || q.type === 'multiple') {
    const ids = q.options.map((o) => o.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        issues.push({ path: ['options', i, 'id'], message: `option "${id}" appears twice` });
    });
    const refs = q.type === 'single' ? [q.answer] : q.answers;
    refs.forEach((r, i) => {
      if (!ids.includes(r))
        issues.push({
          path: q.type === 'single' ? ['answer'] : ['answers', i],
          message: `answer "${r}" is not one of the options (${ids.join(', ')})`,
        });
    });
  }
  if (q.type === 'fill') {
    for (const lang of ['zh', 'en'] as const) {
      const n = blankCount(q.text[lang]);
      if (n !== q.blanks.length)
        issues.push({
          path: ['text', lang],
          message: `the ${lang} text marks ${n} blank(s) with ___ but ${q.blanks.length} are given`,
        });
    }
    q.blanks.forEach((b, i) => {
      if (b.accept.some((a) => normaliseAnswer(a) === ''))
        issues.push({
          path: ['blanks', i],
          message: 'an accepted answer is empty once normalised',
        });
    });
  }
  if (q.type === 'matching') {
    for (const lang of ['zh', 'en'] as const) {
      const rights = [...q.pairs.map((p) => p.right), ...(q.distractors ?? [])].map((t) =>
        normaliseAnswer(t[lang]),
      );
      if (new Set(rights).size !== rights.length)
        issues.push({ path: ['pairs'], message: `two right-hand items are the same in ${lang}` });
    }
  }
  return issues;
};

/** Issues of a list of questions; ids must be unique within it and not in `taken` (other files). */
export const checkQuestions = (
  list: unknown,
  taken: ReadonlySet<string> = new Set(),
): { questions: Question[]; issues: QuestionIssue[] } => {
  if (!Array.isArray(list)) {
    return {
      questions: [],
      issues: [{ path: [], message: 'a question file is a list of questions' }],
    };
  }
  const issues: QuestionIssue[] = [];
  const seen = new Map<string, number>();
  list.forEach((q: unknown, i) => {
    const own = schemaIssues(q);
    if (own.length === 0) own.push(...meaningIssues(q as Question));
    issues.push(...own.map((e) => ({ ...e, path: [i, ...e.path] })));
    const id = (q as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    if (seen.has(id) || taken.has(id))
      issues.push({ path: [i, 'id'], message: `duplicate question id "${id}"` });
    else seen.set(id, i);
  });
  return { questions: issues.length === 0 ? (list as Question[]) : [], issues };
};
