/**
 * The teacher's views, pure: a class's progress per case, the students × cases matrix with rank,
 * a case's tracking points across a class. A
 * student's standing on a case is their latest submitted attempt, else the one in progress (reset
 * attempts are gone from the lists).
 */
import type { ScoreBreakdown } from '../../../schemas/api/practice.ts';
import type * as T from '../../../schemas/api/teacher.ts';
import type { Scenario } from '../../../schemas/scenario.ts';
import { standing } from '../../attempts/standing.ts';
import type { Attempt, User } from '../../storage/types.ts';

export const caseColumns = (cases: readonly Scenario[]): T.ClassViewData['cases'] =>
  cases.map((s) => ({
    id: s.id,
    title: s.title,
    caseType: s.caseType,
    totalScore: s.totalScore,
    passScore: s.passScore,
  }));

const cell = (a: Attempt): T.ClassCell => ({
  attemptId: a.id,
  status: a.status,
  score: a.status === 'submitted' ? a.score : null,
  passed: a.status === 'submitted' ? a.passed : null,
  startedAt: a.startedAt,
  submittedAt: a.submittedAt,
});

export const classProgress = (
  cases: readonly Scenario[],
  students: readonly User[],
  attempts: readonly Attempt[],
): T.CaseProgress[] => {
  const by = standing(attempts);
  return cases.map((s) => {
    const mine = students.flatMap((u) => {
      const a = by.get(u.id)?.get(s.id);
      return a ? [a] : [];
    });
    const submitted = mine.filter((a) => a.status === 'submitted');
    const scores = submitted.map((a) => a.score ?? 0);
    return {
      caseId: s.id,
      started: mine.length,
      submitted: submitted.length,
      passed: submitted.filter((a) => a.passed).length,
      average: scores.length
        ? Math.round((scores.reduce((n, x) => n + x, 0) / scores.length) * 10) / 10
        : null,
    };
  });
};

/** Competition ranking by total (1, 2, 2, 4); students with nothing submitted have none. */
export const classMatrix = (
  cases: readonly Scenario[],
  students: readonly User[],
  attempts: readonly Attempt[],
): T.ClassViewData['students'] => {
  const by = standing(attempts);
  const rows = students
    .filter((u) => u.role === 'student')
    .map((u) => {
      const mine = by.get(u.id) ?? new Map<string, Attempt>();
      const cells: Record<string, T.ClassCell> = {};
      let total = 0;
      let submitted = 0;
      for (const s of cases) {
        const a = mine.get(s.id);
        if (!a) continue;
        cells[s.id] = cell(a);
        if (a.status === 'submitted') {
          total += a.score ?? 0;
          submitted += 1;
        }
      }
      return {
        id: u.id,
        username: u.username,
        name: u.displayName,
        rank: null as number | null,
        total,
        submitted,
        cells,
      };
    });
  const ranked = rows.filter((r) => r.submitted > 0).sort((a, b) => b.total - a.total);
  ranked.forEach((r, i) => {
    const prev = ranked[i - 1];
    r.rank = prev && prev.total === r.total ? prev.rank : i + 1;
  });
  return rows;
};


/**
 * A case across a class, point by point: of the submitted attempts' breakdowns (each student's
 * standing attempt, scored), how many earned each rule in full (a penalty: triggered it) or in
 * part, and that share of the submitted. Points in the order of the case's scoring rules.
 */
export const caseAnalytics = (
  scenario: Scenario,
  breakdowns: readonly ScoreBreakdown[],
): T.CaseAnalyticsData => {
  const submitted = breakdowns.length;
  const scores = breakdowns.map((b) => b.score);
  return {
    case: caseColumns([scenario])[0]!,
    submitted,
    average: submitted
      ? Math.round((scores.reduce((n, x) => n + x, 0) / submitted) * 10) / 10
      : null,
    points: scenario.scoring.map((rule) => {
      // By point and source: an attempt on another case version may have other rules (ADR 0023).
      const sourceID = rule.sourceID ?? (rule.source === 'client' ? -1 : null);
      const results = breakdowns.map((b) =>
        b.points.find((p) => p.pointID === rule.point && p.sourceID === sourceID),
      );
      const hit = results.filter((p) => p?.outcome === 'hit' || p?.outcome === 'triggered').length;
      return {
        pointID: rule.point,
        content: rule.content,
        page: rule.page,
        score: rule.score,
        hit,
        partial: results.filter((p) => p?.outcome === 'partial').length,
        share: submitted ? hit / submitted : 0,
      };
    }),
  };
};
