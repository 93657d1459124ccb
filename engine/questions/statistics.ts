/**
 * Question statistics as Moodle computes them (issue 24 §1): facility index, standard deviation,
 * discrimination index and discriminative efficiency per paper (moodle/moodle
 * question/classes/statistics/questions/calculator.php), averaged over the papers a question was
 * asked in (question/bank/statistics/classes/helper.php), and how often each option was chosen.
 */
import type { Question, QuestionAnswer } from '../../schemas/questions.ts';
import { isAnswered } from './answered.ts';

/** One question of a submitted attempt: its mark (0..1, the whole question being 1) and answer. */
export type ScoredItem = { questionId: string; mark: number; answer: QuestionAnswer | null };
/** A submitted attempt: the paper it was of and each question asked in it. */
export type ScoredAttempt = { paperId: string; items: readonly ScoredItem[] };

/** Moodle's figures for one question in one paper (null where Moodle's are null). */
export type PaperFigures = {
  attempts: number;
  /** Mean mark in percent. */
  facility: number;
  /** Standard deviation of the mark in percent; null with fewer than 2 attempts. */
  sd: number | null;
  /** 100 × correlation of the mark with the rest of the paper; null without variance. */
  discriminationIndex: number | null;
  /** 100 × covariance / the largest covariance the marks could have; null when that is 0. */
  discriminativeEfficiency: number | null;
};

/** How often an option was chosen, and whether it is a right one. */
export type OptionCount = { option: string; right: boolean; chosen: number };

export type QuestionStatistics = {
  questionId: string;
  /** Submitted attempts that asked the question, over all papers. */
  attempts: number;
  /** Attempts with an answer given (not left blank). */
  answered: number;
  /** Moodle's question-bank columns: each figure averaged over the papers where it is defined. */
  facility: number | null;
  discriminationIndex: number | null;
  discriminativeEfficiency: number | null;
  /** Discriminative efficiency below 15: Moodle's sign of a dubious question. */
  dubious: boolean;
  /** Moodle's "needs checking?" from the discrimination index: below 30, below 50, else. */
  needsChecking: 'veryLikely' | 'likely' | 'unlikely' | null;
  /** Per paper, as Moodle's quiz statistics report shows them. */
  papers: ({ paperId: string } & PaperFigures)[];
  /** Choice and true/false questions: how often each option (or true, false) was chosen. */
  options: OptionCount[];
};

export const DUBIOUS_EFFICIENCY = 15;
const NEEDS_CHECKING_LOW = 30;
const NEEDS_CHECKING_HIGH = 50;

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Moodle's calculator for one question in one quiz: `marks[i]` the question's mark in attempt i,
 * `others[i]` the rest of that attempt's marks (its total minus this mark).
 */
export const paperFigures = (marks: readonly number[], others: readonly number[]): PaperFigures => {
  const s = marks.length;
  const mx = mean(marks);
  const my = mean(others);
  const facility = 100 * mx;
  if (s < 2)
    return {
      attempts: s,
      facility,
      sd: null,
      discriminationIndex: null,
      discriminativeEfficiency: null,
    };
  // The largest covariance possible with these marginals: both sorted the same way.
  const sx = [...marks].sort((a, b) => a - b);
  const sy = [...others].sort((a, b) => a - b);
  let vx = 0;
  let vy = 0;
  let cov = 0;
  let covMax = 0;
  for (let i = 0; i < s; i++) {
    const dx = marks[i]! - mx;
    const dy = others[i]! - my;
    vx += dx * dx;
    vy += dy * dy;
    cov += dx * dy;
    covMax += (sx[i]! - mx) * (sy[i]! - my);
  }
  const n1 = s - 1;
  vx /= n1;
  vy /= n1;
  cov /= n1;
  covMax /= n1;
  return {
    attempts: s,
    facility,
    sd: 100 * Math.sqrt(vx),
    discriminationIndex: vx * vy ? (100 * cov) / Math.sqrt(vx * vy) : null,
    discriminativeEfficiency: covMax ? (100 * cov) / covMax : null,
  };
};

/** The mean of the defined values, as Moodle's bank averages a figure over quizzes. */
const average = (xs: readonly (number | null)[]) => {
  const defined = xs.filter((x): x is number => x !== null);
  return defined.length ? mean(defined) : null;
};

const needsChecking = (di: number | null): QuestionStatistics['needsChecking'] =>
  di === null
    ? null
    : di < NEEDS_CHECKING_LOW
      ? 'veryLikely'
      : di < NEEDS_CHECKING_HIGH
        ? 'likely'
        : 'unlikely';

const optionCounts = (q: Question, answers: readonly (QuestionAnswer | null)[]): OptionCount[] => {
  if (q.type === 'single' || q.type === 'multiple') {
    const right = new Set(q.type === 'single' ? [q.answer] : q.answers);
    return q.options.map((o) => ({
      option: o.id,
      right: right.has(o.id),
      chosen: answers.filter(
        (a) =>
          (a?.type === 'single' && a.choice === o.id) ||
          (a?.type === 'multiple' && a.choices.includes(o.id)),
      ).length,
    }));
  }
  if (q.type === 'trueFalse')
    return [true, false].map((v) => ({
      option: String(v),
      right: q.answer === v,
      chosen: answers.filter((a) => a?.type === 'trueFalse' && a.value === v).length,
    }));
  return [];
};

/** Every question of the bank with its figures from these submitted attempts. */
export const questionStatistics = (
  bank: readonly Question[],
  attempts: readonly ScoredAttempt[],
): QuestionStatistics[] => {
  type Acc = { marks: number[]; others: number[] };
  const byQuestion = new Map<
    string,
    { papers: Map<string, Acc>; answers: (QuestionAnswer | null)[] }
  >();
  for (const a of attempts) {
    const total = a.items.reduce((s, i) => s + i.mark, 0);
    for (const item of a.items) {
      let q = byQuestion.get(item.questionId);
      if (!q) byQuestion.set(item.questionId, (q = { papers: new Map(), answers: [] }));
      let p = q.papers.get(a.paperId);
      if (!p) q.papers.set(a.paperId, (p = { marks: [], others: [] }));
      p.marks.push(item.mark);
      p.others.push(total - item.mark);
      q.answers.push(item.answer);
    }
  }
  return bank.map((q) => {
    const acc = byQuestion.get(q.id);
    const papers = [...(acc?.papers ?? [])]
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
      .map(([paperId, p]) => ({ paperId, ...paperFigures(p.marks, p.others) }));
    const de = average(papers.map((p) => p.discriminativeEfficiency));
    const di = average(papers.map((p) => p.discriminationIndex));
    return {
      questionId: q.id,
      attempts: acc?.answers.length ?? 0,
      answered: acc?.answers.filter(isAnswered).length ?? 0,
      facility: average(papers.map((p) => p.facility)),
      discriminationIndex: di,
      discriminativeEfficiency: de,
      dubious: de !== null && de < DUBIOUS_EFFICIENCY,
      needsChecking: needsChecking(di),
      papers,
      options: optionCounts(q, acc?.answers ?? []),
    };
  });
};
