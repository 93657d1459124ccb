/**
 * /api/Teacher grading method and attempt history: the class's teacher (or an admin) sets which of
 * a student's submitted attempts its grades count (SetGradingMethod), and reads every attempt of
 * one student at one case with the grade they make (StudentCaseAttempts; its assistants too).
 * Access as access.ts: another teacher's class or student is 403, a student reaches neither.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as G from '../../../schemas/api/grades.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { attemptHistory } from '../../attempts/history.ts';
import { ok } from '../operate.ts';
import { classFor, studentFor, teacherOf } from './access.ts';

const tags = ['Teacher'];

export const gradeRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/SetGradingMethod',
      {
        schema: {
          tags,
          body: G.SetGradingMethodBody,
          response: { 200: Envelope(G.SetGradingMethodData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const cls = await classFor(ctx, user, req.body.classId, 'teach');
        await ctx.storage.updateClass(cls.id, { gradingMethod: req.body.method });
        return ok({ gradingMethod: req.body.method });
      },
    );

    app.post(
      '/StudentCaseAttempts',
      {
        schema: {
          tags,
          body: G.StudentCaseAttemptsBody,
          response: { 200: Envelope(G.StudentCaseAttemptsData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { student, cls } = await studentFor(ctx, user, req.body.studentId);
        const scenario = ctx.catalogue.get(req.body.caseId);
        if (!scenario) throw notFound('case.error.notFound');
        const attempts = await ctx.storage.listAttempts(student.id, { includeReset: true });
        return ok({
          student: { id: student.id, username: student.username, name: student.displayName },
          ...attemptHistory(scenario, attempts, cls?.gradingMethod ?? 'highest'),
        });
      },
    );
  };
