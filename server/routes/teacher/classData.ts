/**
 * What the class routes read of a class: its header (school, staff, the reader's role, grading
 * method) and its students with their grades (every attempt, reset ones included: one query);
 * the class view (students × cases) built from both, for /ClassView and the class's workbook.
 */
import type { ClassViewData } from '../../../schemas/api/teacher.ts';
import type { Scenario } from '../../../schemas/scenario.ts';
import type { AppContext } from '../../context.ts';
import type { SchoolClass, StaffRole, User } from '../../storage/types.ts';
import { classBook, classMatrix } from './grades.ts';
import { caseColumns } from './views.ts';
import { staffOf } from './staffRoutes.ts';

export const classInfoOf = async (
  ctx: AppContext,
  cls: SchoolClass,
  students: number,
  role: StaffRole,
): Promise<ClassViewData['class']> => {
  const staff = await staffOf(ctx, cls.id);
  const teachers = staff.filter((m) => m.role === 'teacher').map((m) => m.name);
  return {
    id: cls.id,
    name: cls.name,
    school: (await ctx.storage.getSchool(cls.schoolId))?.name ?? '',
    teacher: teachers.length ? teachers.join(', ') : null,
    staff,
    role,
    students,
    gradingMethod: cls.gradingMethod,
  };
};

export const classWorkOf = async (
  ctx: AppContext,
  cls: SchoolClass,
  cases: readonly Scenario[],
) => {
  const students = (await ctx.storage.listClassUsers(cls.id)).filter(
    (u: User) => u.role === 'student',
  );
  const attempts = await ctx.storage.listAttemptsOfUsers(
    students.map((u) => u.id),
    { includeReset: true },
  );
  return { students, attempts, book: classBook(cases, attempts, cls.gradingMethod) };
};

export const classViewOf = async (
  ctx: AppContext,
  cls: SchoolClass,
  role: StaffRole,
): Promise<ClassViewData> => {
  // The shipped cases and the authored ones published to this class (ADR 0025).
  const cases = ctx.library.listForClass(cls.id);
  const { students, book } = await classWorkOf(ctx, cls, cases);
  return {
    class: await classInfoOf(ctx, cls, students.length, role),
    cases: caseColumns(cases),
    students: classMatrix(cases, students, book),
  };
};
