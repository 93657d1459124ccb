/**
 * A second opinion on one written reply: the prompt that asks a language model to assess the reply
 * criterion by criterion as a customer-service team lead would (the same criteria as the point's
 * rubric, described in words, without the rubric's own verdict so it does not anchor the model),
 * and the reading of its answer: only the rubric's criteria, the suggested score clamped to the
 * point's range. The response time is not the model's to judge and is left out.
 */
import { CRITERION } from '../../engine/index.ts';
import type { PointResult, RubricCheck } from '../../schemas/api/practice.ts';
import type { SecondOpinionData } from '../../schemas/api/teacherReview.ts';
import type { RubricCriterion } from '../../schemas/scenario.ts';
import { LlmError, type ChatMessage } from './client.ts';

const BANNED: Record<string, string> = {
  link: 'a web link',
  email: 'an e-mail address',
  phone: 'a phone number',
  reviewIncentive: 'an offer in return for a review',
};
const PART: Record<string, (expected: string) => string> = {
  greeting: (name) => (name ? `greets the buyer by name (${name})` : 'greets the buyer'),
  acknowledge: () => 'acknowledges the problem or thanks the buyer',
  nextStep: () => 'says what happens next, and when',
  closing: () => "closes with the store's or the agent's name",
};

const describe = (criterion: RubricCriterion, checks: RubricCheck[]): string => {
  const list = (f: (c: RubricCheck) => string) => checks.map(f).join('; ');
  switch (criterion) {
    case 'mustInclude':
      return `states these facts: ${list((c) => `"${c.expected}"`)}`;
    case 'anyOf':
      return `says ${list(
        (c) =>
          `one of ${c.expected
            .split(' | ')
            .map((x) => `"${x}"`)
            .join(' or ')}`,
      )}`;
    case 'forbidden':
      return `does not say ${list((c) => `"${c.expected}"`)}`;
    case 'banned':
      return `contains no ${list((c) => BANNED[c.expected] ?? c.expected)}`;
    case 'length':
      return list((c) => {
        const n = c.expected;
        if (c.kind === 'minWords') return `at least ${n} words`;
        if (c.kind === 'maxWords') return `at most ${n} words`;
        if (c.kind === 'minLength') return `at least ${n} characters`;
        return `at most ${n} characters`;
      });
    case 'language':
      return `is written in the language with ISO code "${checks[0]?.expected ?? ''}" (the buyer's)`;
    case 'structure':
      return list((c) => PART[c.kind]?.(c.expected) ?? c.kind);
    case 'sentences':
      return 'gives its facts in full sentences, not as a bare list of ids and keywords';
    case 'tone':
      return 'is polite: no blaming the buyer, no shouting in capitals, no "!!!", no ultimatums';
    case 'within':
      return '';
    default: {
      const unhandled: never = criterion;
      return unhandled;
    }
  }
};

/** The rubric's criteria on this point, in order, with their checks (the time limit left out). */
export const criteriaOf = (point: PointResult) => {
  const by = new Map<RubricCriterion, RubricCheck[]>();
  for (const c of point.checks) {
    const k = CRITERION[c.kind];
    if (k === 'within') continue;
    by.set(k, [...(by.get(k) ?? []), c]);
  }
  return [...by].map(([criterion, checks]) => ({ criterion, text: describe(criterion, checks) }));
};

export const opinionPrompt = (
  point: PointResult,
  text: string,
  lang: 'zh' | 'en',
): ChatMessage[] => {
  const criteria = criteriaOf(point);
  const task = point.content.en ?? point.content.zh ?? '';
  return [
    {
      role: 'system',
      content: [
        'You are a customer-service team lead at a cross-border e-commerce seller. You grade a',
        "trainee's written reply the way you grade your own team: on its content and its form.",
        'Judge each criterion you are given, strictly but fairly; a paraphrase of a fact counts.',
        'Answer with one JSON object only, of this form:',
        '{"criteria":[{"criterion":"<name>","ok":true|false,"reason":"<one sentence>"}],',
        ' "earned":<number from 0 to the points>,"summary":"<two sentences at most>"}',
        `Write every reason and the summary in ${lang === 'zh' ? 'Simplified Chinese' : 'English'}.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: [
        `What the reply is graded on: ${task}`,
        `Points: ${point.score}`,
        'Criteria (name: what it asks):',
        ...criteria.map((c) => `- ${c.criterion}: the reply ${c.text}`),
        "The trainee's reply, between the lines:",
        '-----',
        text,
        '-----',
      ].join('\n'),
    },
  ];
};

/** Reads the model's answer; refuses one that is not the JSON asked for. */
export const readOpinion = (
  content: string,
  point: PointResult,
  model: string,
): SecondOpinionData => {
  let raw: unknown;
  try {
    // Some models wrap JSON in a Markdown fence even when asked not to.
    raw = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new LlmError('badAnswer', 'the answer is not JSON');
  }
  const a = raw as { criteria?: unknown; earned?: unknown; summary?: unknown };
  const wanted = new Set(criteriaOf(point).map((c) => c.criterion));
  const seen = new Set<string>();
  const criteria: SecondOpinionData['criteria'] = [];
  for (const c of Array.isArray(a.criteria) ? a.criteria : []) {
    const { criterion, ok, reason } = (c ?? {}) as Record<string, unknown>;
    if (typeof criterion !== 'string' || !wanted.has(criterion as RubricCriterion)) continue;
    if (seen.has(criterion) || typeof ok !== 'boolean') continue;
    seen.add(criterion);
    criteria.push({
      criterion: criterion as RubricCriterion,
      ok,
      reason: typeof reason === 'string' ? reason.slice(0, 500) : '',
    });
  }
  if (criteria.length === 0 || typeof a.earned !== 'number' || !Number.isFinite(a.earned))
    throw new LlmError('badAnswer', 'the answer lacks the criteria or the score');
  const [low, high] = point.score < 0 ? [point.score, 0] : [0, point.score];
  return {
    model,
    criteria,
    earned: Math.round(Math.min(high, Math.max(low, a.earned))),
    summary: typeof a.summary === 'string' ? a.summary.slice(0, 1000) : '',
  };
};
