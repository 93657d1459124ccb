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
import { englishMessage, type MessageParams, type QuestionMessage } from './messages.ts';
import { blankCount, normaliseAnswer } from './normalise.ts';

/**
 * One error: where (path), what (`code` and `params`: the message key the app translates, see
 * messages.ts), its English text, and for an unknown field the field's name (`key`).
 */
export type QuestionIssue = {
  path: (string | number)[];
  code: QuestionMessage;
  params?: MessageParams;
  message: string;
  key?: string;
};

const issue = (
  path: (string | number)[],
  code: QuestionMessage,
  params?: MessageParams,
): QuestionIssue => ({
  path,
  code,
  ...(params ? { params } : {}),
  message: englishMessage(code, params),
});

const ajv = new Ajv({ allErrors: true, strict: false });
const validators: Record<QuestionType, ValidateFunction> = {
  single: ajv.compile(SingleQuestion),
  multiple: ajv.compile(MultipleQuestion),
  trueFalse: ajv.compile(TrueFalseQuestion),
  fill: ajv.compile(FillQuestion),
  matching: ajv.compile(MatchingQuestion),
  shortText: ajv.compile(ShortTextQuestion),
};

const describe = (e: ErrorObject): [QuestionMessage, MessageParams] => {
  if (e.keyword === 'additionalProperties')
    return ['unknownField', { name: String(e.params.additionalProperty) }];
  if (e.keyword === 'required') return ['missingField', { name: String(e.params.missingProperty) }];
  if (e.keyword === 'maxLength') return ['tooLong', { limit: Number(e.params.limit) }];
  if (e.keyword === 'minLength') return ['empty', {}];
  if (e.keyword === 'enum')
    return ['notOneOf', { values: (e.params.allowedValues as unknown[]).join(', ') }];
  return ['invalid', { detail: e.message ?? e.keyword }];
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
    return [issue([], 'notMapping')];
  }
  const type = (q as { type?: unknown }).type;
  if (!QUESTION_TYPES.includes(type as QuestionType)) {
    return [
      issue(['type'], 'unknownQuestionType', {
        type: String(type),
        types: QUESTION_TYPES.join(', '),
      }),
    ];
  }
  const validate = validators[type as QuestionType];
  if (validate(q)) return [];
  const seen = new Set<string>();
  const issues: QuestionIssue[] = [];
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'const') continue;
    const [code, params] = describe(e);
    const found = issue(segments(e.instancePath), code, params);
    const id = `${e.instancePath}|${found.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const key =
      e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
    issues.push({ ...found, ...(key ? { key } : {}) });
  }
  // A source that fits neither form: anyOf errors only.
  if (issues.length === 0) issues.push(issue(['source'], 'sourceForm'));
  return issues;
};

/** Meaning errors of one valid question. */
const meaningIssues = (q: Question): QuestionIssue[] => {
  const issues: QuestionIssue[] = [];
  if (q.type === 'single' || q.type === 'multiple') {
    const ids = q.options.map((o) => o.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) issues.push(issue(['options', i, 'id'], 'optionTwice', { id }));
    });
    const refs = q.type === 'single' ? [q.answer] : q.answers;
    refs.forEach((r, i) => {
      if (!ids.includes(r))
        issues.push(
          issue(q.type === 'single' ? ['answer'] : ['answers', i], 'answerNotAnOption', {
            answer: r,
            options: ids.join(', '),
          }),
        );
    });
  }
  if (q.type === 'fill') {
    for (const lang of ['zh', 'en'] as const) {
      const n = blankCount(q.text[lang]);
      if (n !== q.blanks.length)
        issues.push(
          issue(['text', lang], 'blankCount', { lang, marked: n, given: q.blanks.length }),
        );
    }
    q.blanks.forEach((b, i) => {
      if (b.accept.some((a) => normaliseAnswer(a) === ''))
        issues.push(issue(['blanks', i], 'emptyAccepted'));
    });
  }
  if (q.type === 'matching') {
    for (const lang of ['zh', 'en'] as const) {
      const rights = [...q.pairs.map((p) => p.right), ...(q.distractors ?? [])].map((t) =>
        normaliseAnswer(t[lang]),
      );
      if (new Set(rights).size !== rights.length)
        issues.push(issue(['pairs'], 'sameRightItems', { lang }));
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
      issues: [issue([], 'notList')],
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
    if (seen.has(id) || taken.has(id)) issues.push(issue([i, 'id'], 'duplicateId', { id }));
    else seen.set(id, i);
  });
  return { questions: issues.length === 0 ? (list as Question[]) : [], issues };
};
