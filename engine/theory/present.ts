/**
 * A question as a student's page shows it (schemas/theory/view.ts): options and matching items in
 * an order shuffled by the attempt's seed and the item's place, under keys A, B, C … by position,
 * so nothing the page receives (keys, order) tells which is right; and the page's answer in those
 * keys turned back into the bank's answer (option ids, matching indexes) for grading.
 */
import type { Question, QuestionAnswer } from '../../schemas/questions.ts';
import type { ItemAnswer, ItemView } from '../../schemas/theory/view.ts';
import { createRng, seedFrom } from '../core/random.ts';

export const KEYS = 'ABCDEFGHIJKLMNO';
export const keyOf = (position: number) => KEYS[position]!;
const positionOf = (key: string) => KEYS.indexOf(key);

/** A permutation of 0..n-1 from a seed (Fisher–Yates): shown position → original index. */
export const shuffledOrder = (n: number, seed: number): number[] => {
  const rng = createRng(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
};

/** The seed of one item's shuffles: the attempt's seed and the item's place in the paper. */
export const itemSeed = (seed: number, place: string) => seedFrom(String(seed), place);

/** The right-hand items of a matching question: the pairs' rights, then the distractors. */
export const matchingRights = (q: Extract<Question, { type: 'matching' }>) => [
  ...q.pairs.map((p) => p.right),
  ...(q.distractors ?? []),
];

/** How many things the seed shuffles for a question (0: nothing). */
const shuffled = (q: Question) =>
  q.type === 'single' || q.type === 'multiple'
    ? q.options.length
    : q.type === 'matching'
      ? matchingRights(q).length
      : 0;

/** The shown order of a question's options or right-hand items for this item seed. */
export const orderOf = (q: Question, seed: number) => shuffledOrder(shuffled(q), seed);

export const presentItem = (q: Question, seed: number): ItemView => {
  const order = orderOf(q, seed);
  switch (q.type) {
    case 'single':
    case 'multiple':
      return {
        type: q.type,
        text: q.text,
        options: order.map((o, i) => ({ key: keyOf(i), text: q.options[o]!.text })),
      };
    case 'trueFalse':
      return { type: 'trueFalse', text: q.text };
    case 'fill':
      return { type: 'fill', text: q.text, blanks: q.blanks.length };
    case 'matching': {
      const rights = matchingRights(q);
      return {
        type: 'matching',
        text: q.text,
        left: q.pairs.map((p) => p.left),
        targets: order.map((o, i) => ({ key: keyOf(i), text: rights[o]! })),
      };
    }
    case 'shortText':
      return { type: 'shortText', text: q.text };
  }
};

/** The shown key → the original index, or null for a key past the shown items. */
const unkey = (order: number[], key: string | null) => {
  if (key === null) return null;
  const p = positionOf(key);
  return p >= 0 && p < order.length ? order[p]! : null;
};

/**
 * The bank's answer for a page's answer to this question with this item seed; null when the
 * answer is of another type (it grades 0) or names a key that was not shown.
 */
export const toBankAnswer = (q: Question, seed: number, a: ItemAnswer): QuestionAnswer | null => {
  if (a.type !== q.type) return null;
  const order = orderOf(q, seed);
  switch (a.type) {
    case 'single': {
      if (q.type !== 'single') return null;
      const i = unkey(order, a.choice);
      if (a.choice !== null && i === null) return null;
      return { type: 'single', choice: i === null ? null : q.options[i]!.id };
    }
    case 'multiple': {
      if (q.type !== 'multiple') return null;
      const idx = a.choices.map((k) => unkey(order, k));
      if (idx.some((i) => i === null)) return null;
      return { type: 'multiple', choices: idx.map((i) => q.options[i!]!.id) };
    }
    case 'matching': {
      const idx = a.matches.map((k) => unkey(order, k));
      if (idx.some((i, n) => i === null && a.matches[n] !== null)) return null;
      return { type: 'matching', matches: idx };
    }
    case 'trueFalse':
    case 'fill':
    case 'shortText':
      return a;
  }
};

/** Whether the page's answer says anything: one rule for the bank's and the page's shapes. */
export { isAnswered } from '../questions/answered.ts';
