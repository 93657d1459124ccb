/**
 * A student's practical results over time (/practiceAchievement): every submitted attempt, oldest
 * submission first, reset ones too (a reset keeps its submission), and per case the attempts
 * submitted, the best and latest score and the grade the class's method gives. Cases the
 * catalogue no longer holds are left out (nothing to name them by).
 */
import type {
  PracticeAchievementCase,
  PracticeAchievementData,
} from '../../schemas/api/practiceAchievement.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Attempt, GradingMethod } from '../storage/types.ts';
import { gradeOf, wasSubmitted } from './grading.ts';

type CaseOf = (
  caseId: string,
) => Pick<Scenario, 'title' | 'caseType' | 'totalScore' | 'passScore'> | undefined;

const bySubmission = (a: { submittedAt: string; id: string }, b: typeof a) =>
  a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id < b.id ? -1 : 1;

export const practiceAchievement = (
  attempts: readonly Attempt[],
  method: GradingMethod,
  caseOf: CaseOf,
): PracticeAchievementData => {
  const byCase = new Map<string, Attempt[]>();
  for (const a of attempts) byCase.set(a.caseId, [...(byCase.get(a.caseId) ?? []), a]);
  const list: PracticeAchievementData['list'] = [];
  const cases: PracticeAchievementCase[] = [];
  for (const [caseId, mine] of byCase) {
    const s = caseOf(caseId);
    const done = mine.filter(wasSubmitted).sort(bySubmission);
    if (!s || done.length === 0) continue;
    const grade = gradeOf(mine, method, s.passScore)!;
    const counted = new Set(grade.counted);
    for (const a of done)
      list.push({
        attemptID: a.id,
        caseID: caseId,
        title: s.title,
        caseType: s.caseType,
        score: a.score,
        totalScore: s.totalScore,
        passed: a.passed ?? a.score >= s.passScore,
        startedAt: a.startedAt,
        submittedAt: a.submittedAt,
        counted: counted.has(a.id),
      });
    cases.push({
      caseID: caseId,
      title: s.title,
      caseType: s.caseType,
      totalScore: s.totalScore,
      passScore: s.passScore,
      submitted: done.length,
      best: Math.max(...done.map((a) => a.score)),
      latest: done.at(-1)!.score,
      grade: { score: grade.score!, passed: grade.passed ?? false },
    });
  }
  list.sort((a, b) => bySubmission({ ...a, id: a.attemptID }, { ...b, id: b.attemptID }));
  cases.sort((a, b) => a.caseID.localeCompare(b.caseID));
  return { gradingMethod: method, list, cases };
};
