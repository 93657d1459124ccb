/**
 * A class's grades, pure: per case how many started, submitted and passed it and the average
 * grade; the students × cases matrix ranked by average grade; and the students needing attention
 * first. Grades follow the class's grading method (server/attempts/grading.ts) over every attempt,
 * reset ones included: a submission reset later still counts.
 */
import type * as T from '../../../schemas/api/teacher.ts';
import type { Scenario } from '../../../schemas/scenario.ts';
import { gradeBook, meanOf, type Grade } from '../../attempts/grading.ts';
import type { Attempt, GradingMethod, User } from '../../storage/types.ts';

export type Book = Map<string, Map<string, Grade>>;

/** Every student's grade per case of the catalogue, by the method. */
export const classBook = (
  cases: readonly Scenario[],
  attempts: readonly Attempt[],
  method: GradingMethod,
): Book => {
  const pass = new Map(cases.map((s) => [s.id, s.passScore]));
  return gradeBook(attempts, method, (id) => pass.get(id));
};

const cell = (g: Grade): T.ClassCell => ({
  attemptId: g.attemptId,
  status: g.status,
  score: g.score,
  passed: g.passed,
  startedAt: g.startedAt,
  submittedAt: g.submittedAt,
  attempts: g.attempts,
  submittedAttempts: g.submitted,
});

/** A student's standing over the cases: average grade, cases by outcome, last activity. */
export const standingOf = (
  cases: readonly Scenario[],
  u: User,
  mine: ReadonlyMap<string, Grade> | undefined,
): T.StudentStanding & { total: number; submitted: number } => {
  const grades = cases.flatMap((s) => {
    const g = mine?.get(s.id);
    return g ? [g] : [];
  });
  const graded = grades.filter((g) => g.score !== null);
  const scores = graded.map((g) => g.score!);
  const last = grades.map((g) => g.lastActivity).sort();
  return {
    id: u.id,
    username: u.username,
    name: u.displayName,
    average: meanOf(scores),
    passed: graded.filter((g) => g.passed).length,
    failed: graded.filter((g) => !g.passed).length,
    inProgress: grades.length - graded.length,
    notStarted: cases.length - grades.length,
    lastActivity: last.at(-1) ?? null,
    total: Math.round(scores.reduce((n, x) => n + x, 0) * 10) / 10,
    submitted: graded.length,
  };
};

export const classProgress = (
  cases: readonly Scenario[],
  students: readonly User[],
  book: Book,
): T.CaseProgress[] =>
  cases.map((s) => {
    const grades = students.flatMap((u) => {
      const g = book.get(u.id)?.get(s.id);
      return g ? [g] : [];
    });
    const graded = grades.filter((g) => g.score !== null);
    return {
      caseId: s.id,
      started: grades.length,
      submitted: graded.length,
      passed: graded.filter((g) => g.passed).length,
      average: meanOf(graded.map((g) => g.score!)),
    };
  });

/** Competition ranking by average grade (1, 2, 2, 4); students with no grade have none. */
export const classMatrix = (
  cases: readonly Scenario[],
  students: readonly User[],
  book: Book,
): T.ClassViewData['students'] => {
  const rows = students
    .filter((u) => u.role === 'student')
    .map((u) => {
      const mine = book.get(u.id);
      const cells: Record<string, T.ClassCell> = {};
      for (const s of cases) {
        const g = mine?.get(s.id);
        if (g) cells[s.id] = cell(g);
      }
      return { ...standingOf(cases, u, mine), rank: null as number | null, cells };
    });
  const ranked = rows.filter((r) => r.average !== null).sort((a, b) => b.average! - a.average!);
  ranked.forEach((r, i) => {
    const prev = ranked[i - 1];
    r.rank = prev && prev.average === r.average ? prev.rank : i + 1;
  });
  return rows;
};

/** Whether a student has a case failed or not started. */
export const isBehind = (s: T.StudentStanding) => s.failed + s.notStarted > 0;

/**
 * The students needing attention first: most cases failed, then most not started (a failure is
 * the stronger sign: with many cases nearly everyone has some not started), then inactive longest
 * (never active first), then by account.
 */
export const needingAttention = <S extends T.StudentStanding>(
  standings: readonly S[],
  max: number,
): S[] =>
  standings
    .filter(isBehind)
    .sort(
      (a, b) =>
        b.failed - a.failed ||
        b.notStarted - a.notStarted ||
        (a.lastActivity ?? '').localeCompare(b.lastActivity ?? '') ||
        a.username.localeCompare(b.username),
    )
    .slice(0, max);
