/**
 * Administration is for admins only: teachers and students get 403, a request without a session
 * 401. The checks of what an admin asks for (the class exists, the teacher is a teacher …) run
 * before anything is written.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { classRule } from '../../admin/accounts.ts';
import type { Role, SchoolClass, User } from '../../storage/types.ts';

export const adminOf = async (ctx: AppContext, req: FastifyRequest): Promise<User> => {
  const { user } = await ctx.auth(req);
  if (user.role !== 'admin') throw forbidden();
  return user;
};

export const userFor = async (ctx: AppContext, id: string): Promise<User> => {
  const user = await ctx.storage.getUserById(id);
  if (!user) throw notFound('admin.error.noUser');
  return user;
};

export const classFor = async (ctx: AppContext, id: string): Promise<SchoolClass> => {
  const cls = await ctx.storage.getClass(id);
  if (!cls) throw notFound('admin.error.noClass');
  return cls;
};

/** The major of a class: it must exist; its college gives the class its school. */
export const majorFor = async (ctx: AppContext, id: string) => {
  const major = await ctx.storage.getMajor(id);
  const college = major ? await ctx.storage.getCollege(major.collegeId) : null;
  if (!major || !college) throw badRequest('admin.error.unknownMajor');
  return { major, college };
};

/** A class's teacher must be an account with the teacher role. */
export const checkTeacher = async (ctx: AppContext, teacherId: string | null | undefined) => {
  if (!teacherId) return;
  const teacher = await ctx.storage.getUserById(teacherId);
  if (teacher?.role !== 'teacher') throw badRequest('admin.error.notATeacher');
};

/** Class names are unique: the import finds a class by its name. */
export const checkClassName = async (ctx: AppContext, name: string, exceptId?: string) => {
  const same = (await ctx.storage.listClasses()).find((c) => c.name === name && c.id !== exceptId);
  if (same) throw conflict('admin.error.classNameTaken', { value: name });
};

/** A student belongs to an existing class; a teacher or an admin to none. */
export const checkClassOf = async (ctx: AppContext, role: Role, classId: string | null) => {
  const rule = classRule(role, classId !== null);
  if (rule) throw new ApiError(400, rule);
  if (classId && !(await ctx.storage.getClass(classId)))
    throw badRequest('admin.error.unknownClass');
};
