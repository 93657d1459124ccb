/**
 * The teacher's views, pure: the case columns, a case's tracking points across a class (who missed
 * each). The grades are in grades.ts.
 */
import type { ScoreBreakdown } from '../../../schemas/api/practice.ts';
import type * as T from '../../../schemas/api/teacher.ts';
import type { Scenario } from '../../../schemas/scenario.ts';

export const caseColumns = (cases: readonly Scenario[]): T.ClassViewData['cases'] =>
  cases.map((s) => ({
    id: s.id,
    title: s.title,
    caseType: s.caseType,
    totalScore: s.totalScore,
    passScore: s.passScore,
  }));

/** A student's graded attempt at the case, scored. */
export type GradedAttempt = {
  student: { id: string; username: string; name: string };
  attemptId: string;
  breakdown: ScoreBreakdown;
};

/**
 * A case across a class, point by point: of the graded attempts' breakdowns (the attempt each
 * student's grade stands for), how many earned each rule in full (a penalty: triggered it) or in
 * part, that share of the graded, and who did not earn it in full (a penalty: who triggered it).
 * Points in the order of the case's scoring rules.
 */
export const caseAnalytics = (
  scenario: Scenario,
  students: number,
  graded: readonly GradedAttempt[],
): T.CaseAnalyticsData => {
  const submitted = graded.length;
  const scores = graded.map((g) => g.breakdown.score);
  return {
    case: caseColumns([scenario])[0]!,
    students,
    submitted,
    average: submitted
      ? Math.round((scores.reduce((n, x) => n + x, 0) / submitted) * 10) / 10
      : null,
    points: scenario.scoring.map((rule) => {
      const full = (p: ScoreBreakdown['points'][number] | undefined) =>
        p?.outcome === 'hit' || p?.outcome === 'triggered';
      // By point and source: an attempt on another case version may have other rules (ADR 0023).
      const sourceID = rule.sourceID ?? (rule.source === 'client' ? -1 : null);
      const pointOf = (g: GradedAttempt) =>
        g.breakdown.points.find((p) => p.pointID === rule.point && p.sourceID === sourceID);
      const results = graded.map(pointOf);
      const hit = results.filter(full).length;
      const penalty = rule.score < 0;
      return {
        pointID: rule.point,
        content: rule.content,
        page: rule.page,
        score: rule.score,
        hit,
        partial: results.filter((p) => p?.outcome === 'partial').length,
        share: submitted ? hit / submitted : 0,
        missed: graded.flatMap((g) => {
          const p = pointOf(g);
          // A point missed is one not earned in full; a penalty "missed" is one triggered.
          if (penalty ? !full(p) : full(p)) return [];
          return [
            {
              studentId: g.student.id,
              username: g.student.username,
              name: g.student.name,
              attemptId: g.attemptId,
              earned: p?.earned ?? 0,
            },
          ];
        }),
      };
    }),
  };
};
