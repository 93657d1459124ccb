/**
 * Who may read what of the classes: teachers and admins only; a teacher only the classes they
 * teach and the attempts of those classes' students, an admin every class. Anything else is 403
 * (an unknown class or attempt 404), before anything is read for the answer.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Attempt, SchoolClass, User } from '../../storage/types.ts';

export const teacherOf = async (ctx: AppContext, req: FastifyRequest): Promise<User> => {
  const { user } = await ctx.auth(req);
  if (user.role !== 'teacher' && user.role !== 'admin') throw forbidden();
  return user;
};

export const mayRead = (user: User, cls: SchoolClass) =>
  user.role === 'admin' || cls.teacherId === user.id;

export const classFor = async (
  ctx: AppContext,
  user: User,
  classId: string,
): Promise<SchoolClass> => {
  const cls = await ctx.storage.getClass(classId);
  if (!cls) throw notFound();
  if (!mayRead(user, cls)) throw forbidden();
  return cls;
};

/** An attempt of a student in one of the teacher's classes, with its student and class. */
export const attemptFor = async (
  ctx: AppContext,
  user: User,
  attemptId: string,
): Promise<{ attempt: Attempt; student: User; cls: SchoolClass | null }> => {
  const attempt = await ctx.storage.getAttempt(attemptId);
  if (!attempt) throw notFound('attempt.error.notFound');
  const student = await ctx.storage.getUserById(attempt.userId);
  if (!student) throw notFound('attempt.error.notFound');
  const cls = student.classId ? await ctx.storage.getClass(student.classId) : null;
  if (user.role !== 'admin' && (!cls || !mayRead(user, cls))) throw forbidden();
  return { attempt, student, cls };
};
