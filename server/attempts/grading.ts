/**
 * A student's grade on a case, by the class's grading method (as Moodle's quiz): every attempt
 * they submitted counts, also one reset since (a reset closes the attempt but keeps its score and
 * submission), and the method picks the highest score, the last or the first submitted, or their
 * average. An attempt reset while in progress was never submitted: it is history, not a grade.
 * What the class view, the progress, the analytics, the exports and the training report count.
 */
import type { Attempt, GradingMethod } from '../storage/types.ts';

export const GRADING_METHODS = ['highest', 'last', 'first', 'average'] as const;
export const DEFAULT_GRADING_METHOD: GradingMethod = 'highest';

/** Submitted at some point, whatever its row says now (a reset keeps the score). */
export const wasSubmitted = (a: Attempt): a is Attempt & { submittedAt: string; score: number } =>
  a.submittedAt !== null && a.score !== null;

export type Grade = {
  /**
   * The attempt the grade stands for: the one the method picked (average: the last submitted);
   * without a submission, the one in progress, else the latest.
   */
  attemptId: string;
  /** 'submitted' once graded; else where the student is ('inProgress', or only reset ones). */
  status: 'submitted' | 'inProgress' | 'reset';
  /** The grade (average: rounded to one decimal), or null before any submission. */
  score: number | null;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
  /** Attempts at the case, reset ones included, and how many of them were submitted. */
  attempts: number;
  submitted: number;
  /** The attempts the grade counts (average: every submitted one). */
  counted: string[];
  /** The latest start or submission of any of these attempts. */
  lastActivity: string;
};

const round1 = (x: number) => Math.round(x * 10) / 10;
/**
 * Instants compare as text (ISO 8601 in UTC, one format: ordinal order is time order), which is
 * many times cheaper than localeCompare over a class's thousands of attempts; ids keep theirs.
 */
const byInstant = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySubmission = (a: Attempt, b: Attempt) =>
  byInstant(a.submittedAt!, b.submittedAt!) ||
  byInstant(a.startedAt, b.startedAt) ||
  a.id.localeCompare(b.id);
const byStart = (a: Attempt, b: Attempt) =>
  byInstant(a.startedAt, b.startedAt) || a.id.localeCompare(b.id);

/**
 * One student's grade on one case from all their attempts at it (any order). `passScore` decides
 * an average's pass; the other methods keep the picked attempt's own. Null without attempts.
 */
export const gradeOf = (
  attempts: readonly Attempt[],
  method: GradingMethod,
  passScore: number,
): Grade | null => {
  if (attempts.length === 0) return null;
  const done = attempts.filter(wasSubmitted).sort(bySubmission);
  const lastActivity = attempts
    .map((a) => (a.submittedAt && a.submittedAt > a.startedAt ? a.submittedAt : a.startedAt))
    .reduce((x, y) => (y > x ? y : x));
  const common = { attempts: attempts.length, submitted: done.length, lastActivity };
  if (done.length === 0) {
    const latest = attempts.reduce((x, a) => (byStart(a, x) > 0 ? a : x));
    const open = attempts.find((a) => a.status === 'inProgress') ?? latest;
    return {
      attemptId: open.id,
      status: open.status === 'inProgress' ? 'inProgress' : 'reset',
      score: null,
      passed: null,
      startedAt: open.startedAt,
      submittedAt: null,
      counted: [],
      ...common,
    };
  }
  const last = done.at(-1)!;
  if (method === 'average') {
    const score = round1(done.reduce((n, a) => n + a.score, 0) / done.length);
    return {
      attemptId: last.id,
      status: 'submitted',
      score,
      passed: score >= passScore,
      startedAt: last.startedAt,
      submittedAt: last.submittedAt,
      counted: done.map((a) => a.id),
      ...common,
    };
  }
  // Highest: the first attempt that reached it (a later equal score adds nothing).
  const picked =
    method === 'first'
      ? done[0]!
      : method === 'last'
        ? last
        : done.reduce((best, a) => (a.score > best.score ? a : best));
  return {
    attemptId: picked.id,
    status: 'submitted',
    score: picked.score,
    passed: picked.passed ?? picked.score >= passScore,
    startedAt: picked.startedAt,
    submittedAt: picked.submittedAt,
    counted: [picked.id],
    ...common,
  };
};

/** Every student's grade per case: student id → case id → grade (cases `passScore` knows). */
export const gradeBook = (
  attempts: readonly Attempt[],
  method: GradingMethod,
  passScore: (caseId: string) => number | undefined,
): Map<string, Map<string, Grade>> => {
  const grouped = new Map<string, Map<string, Attempt[]>>();
  for (const a of attempts) {
    const mine = grouped.get(a.userId) ?? new Map<string, Attempt[]>();
    const list = mine.get(a.caseId) ?? [];
    list.push(a);
    mine.set(a.caseId, list);
    grouped.set(a.userId, mine);
  }
  const out = new Map<string, Map<string, Grade>>();
  for (const [userId, cases] of grouped) {
    const mine = new Map<string, Grade>();
    for (const [caseId, list] of cases) {
      const pass = passScore(caseId);
      if (pass === undefined) continue;
      const g = gradeOf(list, method, pass);
      if (g) mine.set(caseId, g);
    }
    out.set(userId, mine);
  }
  return out;
};

/** The mean of grades, one decimal, or null. */
export const meanOf = (xs: readonly number[]) =>
  xs.length ? round1(xs.reduce((n, x) => n + x, 0) / xs.length) : null;
