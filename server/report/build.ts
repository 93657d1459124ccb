/**
 * The training report of one student: who they are, their cases by scene category and by module
 * (total, completed, average grade), and each graded case as an assessment result with its rank
 * among the class's grades and the teacher's rating and comment. Grades follow the class's
 * grading method (server/attempts/grading.ts: a submission reset later still counts). Reads only
 * the student's own attempts and their class's rows. The JSON report and the PDF both come from
 * here, so they show the same figures.
 */
import type { TrainingReportData } from '../../schemas/api/practice.ts';
import { CASE_TYPES, MODULES } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { DEFAULT_GRADING_METHOD, gradeBook, type Grade } from '../attempts/grading.ts';
import type { AppContext } from '../context.ts';
import type { User } from '../storage/types.ts';

const average = (xs: readonly number[]) =>
  xs.length ? Math.round((xs.reduce((n, x) => n + x, 0) / xs.length) * 10) / 10 : null;

/** Total, completed and average over the cases a filter keeps. */
const tally = (cases: readonly Scenario[], mine: ReadonlyMap<string, Grade>) => {
  const done = cases.flatMap((c) => {
    const g = mine.get(c.id);
    return g?.score != null ? [g.score] : [];
  });
  return { total: cases.length, completed: done.length, average: average(done) };
};

export const buildTrainingReport = async (
  ctx: Pick<AppContext, 'library' | 'storage' | 'attempts'>,
  user: User,
): Promise<TrainingReportData> => {
  // The cases the student is offered: the shipped ones and those published to their class.
  const cases = ctx.library.listFor(user);
  const cls = user.classId ? await ctx.storage.getClass(user.classId) : null;
  const school = cls ? await ctx.storage.getSchool(cls.schoolId) : null;
  const major = cls?.majorId ? await ctx.storage.getMajor(cls.majorId) : null;
  const college = major ? await ctx.storage.getCollege(major.collegeId) : null;
  const teachers = cls
    ? (await ctx.storage.listClassStaff(cls.id)).filter((m) => m.role === 'teacher')
    : [];
  const method = cls?.gradingMethod ?? DEFAULT_GRADING_METHOD;
  const passOf = new Map(cases.map((c) => [c.id, c.passScore]));
  const all = { includeReset: true };
  const own = await ctx.storage.listAttempts(user.id, all);
  const mine =
    gradeBook(own, method, (id) => passOf.get(id)).get(user.id) ?? new Map<string, Grade>();
  const classmates = cls
    ? (await ctx.storage.listClassUsers(cls.id)).filter((u) => u.role === 'student')
    : [];
  const theirs = gradeBook(
    await ctx.storage.listAttemptsOfUsers(
      classmates.map((u) => u.id),
      all,
    ),
    method,
    (id) => passOf.get(id),
  );
  const assessments: TrainingReportData['assessments'] = [];
  for (const c of cases) {
    const g = mine.get(c.id);
    const a = g ? own.find((x) => x.id === g.attemptId) : undefined;
    if (!g || g.score === null || !g.submittedAt || !a) continue;
    const scores = classmates.flatMap((u) => {
      const x = theirs.get(u.id)?.get(c.id);
      return x?.score != null ? [x.score] : [];
    });
    const score = g.score;
    const { state } = await ctx.attempts.load(a);
    assessments.push({
      userCaseID: a.id,
      caseID: c.id,
      title: c.title,
      caseType: c.caseType,
      submittedAt: g.submittedAt,
      score,
      totalScore: c.totalScore,
      passed: g.passed ?? false,
      classRank: cls ? 1 + scores.filter((s) => s > score).length : null,
      classSize: scores.length,
      review: state.review,
    });
  }
  assessments.sort((x, y) => y.submittedAt.localeCompare(x.submittedAt));
  return {
    student: {
      name: user.displayName,
      account: user.username,
      school: school?.name ?? null,
      college: college?.name ?? null,
      major: major?.name ?? null,
      className: cls?.name ?? null,
      teacher: teachers.length ? teachers.map((m) => m.displayName).join(', ') : null,
    },
    byCategory: CASE_TYPES.map((caseType) => ({
      caseType,
      ...tally(
        cases.filter((c) => c.caseType === caseType),
        mine,
      ),
    })).filter((r) => r.total > 0),
    byModule: MODULES.map((module) => ({
      module,
      ...tally(
        cases.filter((c) => c.modules.includes(module)),
        mine,
      ),
    })).filter((r) => r.total > 0),
    assessments,
  };
};
