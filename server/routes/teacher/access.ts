/**
 * Who may do what with a class (issue 22 §2): teachers and admins only reach /api/Teacher; a
 * teacher account acts on a class by its role among the class's staff. A 'teacher' may do
 * everything (read, comment, grade: the grading method, scores, ratings, the review queue,
 * exports, the class's assistants); an 'assistant' reads the class, its attempts and reports and
 * comments. An admin acts as a class's teacher. Anything else is 403 (an unknown class, attempt
 * or student 404), decided before anything is read for the answer or written.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError, forbidden, notFound } from '../../errors.ts';
import type { Attempt, SchoolClass, StaffRole, User } from '../../storage/types.ts';

/** What a request asks of a class: to read it, to comment on its attempts, to grade it. */
export type Right = 'read' | 'comment' | 'teach';

const RIGHTS: Record<StaffRole, readonly Right[]> = {
  teacher: ['read', 'comment', 'teach'],
  assistant: ['read', 'comment'],
};

export const mayDo = (role: StaffRole | null, right: Right) =>
  role !== null && RIGHTS[role].includes(right);

export const teacherOf = async (ctx: AppContext, req: FastifyRequest): Promise<User> => {
  const { user } = await ctx.auth(req);
  if (user.role !== 'teacher' && user.role !== 'admin') throw forbidden();
  return user;
};

/** The user's role in the class: an admin's is 'teacher'; null when not its staff. */
export const roleIn = async (
  ctx: AppContext,
  user: User,
  classId: string,
): Promise<StaffRole | null> => {
  if (user.role === 'admin') return 'teacher';
  if (user.role !== 'teacher') return null;
  const staff = await ctx.storage.listClassStaff(classId);
  return staff.find((m) => m.userId === user.id)?.role ?? null;
};

/** 403: not the class's staff at all, or an assistant asking for a teacher's right. */
const refuse = (role: StaffRole | null) =>
  role === null ? forbidden() : new ApiError(403, 'staff.error.teacherOnly');

const check = async (ctx: AppContext, user: User, cls: SchoolClass | null, right: Right) => {
  const role = cls ? await roleIn(ctx, user, cls.id) : user.role === 'admin' ? 'teacher' : null;
  if (!mayDo(role, right)) throw refuse(role);
  return role as StaffRole;
};

/** A class the user may exercise `right` on, with their role in it. */
export const classAccess = async (
  ctx: AppContext,
  user: User,
  classId: string,
  right: Right = 'read',
): Promise<{ cls: SchoolClass; role: StaffRole }> => {
  const cls = await ctx.storage.getClass(classId);
  if (!cls) throw notFound();
  return { cls, role: await check(ctx, user, cls, right) };
};

export const classFor = async (
  ctx: AppContext,
  user: User,
  classId: string,
  right: Right = 'read',
): Promise<SchoolClass> => (await classAccess(ctx, user, classId, right)).cls;

/** A student of one of the user's classes (a student without a class: admins only). */
export const studentFor = async (
  ctx: AppContext,
  user: User,
  studentId: string,
  right: Right = 'read',
): Promise<{ student: User; cls: SchoolClass | null; role: StaffRole }> => {
  const student = await ctx.storage.getUserById(studentId);
  if (!student || student.role !== 'student') throw notFound();
  const cls = student.classId ? await ctx.storage.getClass(student.classId) : null;
  return { student, cls, role: await check(ctx, user, cls, right) };
};

/** An attempt of a student in one of the user's classes, with its student, class and the role. */
export const attemptFor = async (
  ctx: AppContext,
  user: User,
  attemptId: string,
  right: Right = 'read',
): Promise<{ attempt: Attempt; student: User; cls: SchoolClass | null; role: StaffRole }> => {
  const attempt = await ctx.storage.getAttempt(attemptId);
  if (!attempt) throw notFound('attempt.error.notFound');
  const student = await ctx.storage.getUserById(attempt.userId);
  if (!student) throw notFound('attempt.error.notFound');
  const cls = student.classId ? await ctx.storage.getClass(student.classId) : null;
  return { attempt, student, cls, role: await check(ctx, user, cls, right) };
};
