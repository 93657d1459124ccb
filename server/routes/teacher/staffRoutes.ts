/**
 * /api/Teacher/ClassStaff and /SetAssistant (issue 22 §2): a class's staff read by any of them;
 * its teachers (or an admin) add and remove assistants among the teacher accounts. A teacher stays
 * a teacher here: only the admin changes who teaches (/api/Admin/SetClassStaff).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '../../../schemas/api/classStaff.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../errors.ts';
import { ok } from '../operate.ts';
import { classAccess, teacherOf } from './access.ts';

const tags = ['Teacher'];

export const staffOf = async (ctx: AppContext, classId: string): Promise<S.StaffEntry[]> =>
  (await ctx.storage.listClassStaff(classId)).map((m) => ({
    id: m.userId,
    username: m.username,
    name: m.displayName,
    role: m.role,
  }));

/** Every teacher account, by username (at most a school's staff). */
const teacherAccounts = async (ctx: AppContext) =>
  (await ctx.storage.listUsers({ role: 'teacher', limit: 1000 })).users;

export const classStaffRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const staffData = async (classId: string, role: S.ClassStaffData['role']) => {
      const staff = await staffOf(ctx, classId);
      const on = new Set(staff.map((m) => m.id));
      const candidates =
        role === 'teacher'
          ? (await teacherAccounts(ctx))
              .filter((u) => !on.has(u.id))
              .map((u) => ({ id: u.id, username: u.username, name: u.displayName }))
          : [];
      return { staff, role, candidates };
    };

    app.post(
      '/ClassStaff',
      { schema: { tags, body: S.ClassStaffBody, response: { 200: Envelope(S.ClassStaffData) } } },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { cls, role } = await classAccess(ctx, user, req.body.classId);
        return ok(await staffData(cls.id, role));
      },
    );

    app.post(
      '/SetAssistant',
      {
        schema: { tags, body: S.SetAssistantBody, response: { 200: Envelope(S.ClassStaffData) } },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { cls, role } = await classAccess(ctx, user, req.body.classId, 'teach');
        const { userId, assistant } = req.body;
        const account = await ctx.storage.getUserById(userId);
        if (account?.role !== 'teacher') throw badRequest('staff.error.notATeacher');
        const now = (await ctx.storage.listClassStaff(cls.id)).find((m) => m.userId === userId);
        if (now?.role === 'teacher') throw conflict('staff.error.isTeacher');
        if (assistant && !now) await ctx.storage.setStaffRole(cls.id, userId, 'assistant');
        if (!assistant && now) await ctx.storage.setStaffRole(cls.id, userId, null);
        return ok(await staffData(cls.id, role));
      },
    );
  };
