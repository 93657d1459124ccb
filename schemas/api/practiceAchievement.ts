/**
 * /api/PracticeTraining/PracticeAchievement (issue 24 §3): the student's practical results over
 * time, every submitted attempt oldest first (a reset one keeps its submission), and per case the
 * attempts, the best and latest score and the grade the class's method gives.
 */
import { Type, type Static } from 'typebox';
import { CaseType, LocalText } from '../common.ts';
import { GradingMethod } from './grades.ts';

export const PracticeAchievementRow = Type.Object({
  attemptID: Type.String(),
  caseID: Type.String(),
  title: LocalText,
  caseType: CaseType,
  score: Type.Number(),
  totalScore: Type.Number(),
  passed: Type.Boolean(),
  startedAt: Type.String(),
  submittedAt: Type.String(),
  /** Whether the case's grade counts this attempt (the class's method). */
  counted: Type.Boolean(),
});

export const PracticeAchievementCase = Type.Object({
  caseID: Type.String(),
  title: LocalText,
  caseType: CaseType,
  totalScore: Type.Number(),
  passScore: Type.Number(),
  submitted: Type.Integer(),
  best: Type.Number(),
  latest: Type.Number(),
  grade: Type.Object({ score: Type.Number(), passed: Type.Boolean() }),
});

export const PracticeAchievementData = Type.Object({
  gradingMethod: GradingMethod,
  list: Type.Array(PracticeAchievementRow),
  cases: Type.Array(PracticeAchievementCase),
});

export type PracticeAchievementRow = Static<typeof PracticeAchievementRow>;
export type PracticeAchievementCase = Static<typeof PracticeAchievementCase>;
export type PracticeAchievementData = Static<typeof PracticeAchievementData>;
