/**
 * /api/Teacher exam calls (issue 25 §1; registered with the teacher role): CreateExam (for classes
 * the user teaches; every student's paper drawn at once), ExamAccommodation (per student, applied
 * to an attempt in progress), ExamList (each student's time, status and score), ReleaseExam.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as E from '../../schemas/api/exams.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';
import type { ExamTeacher } from '../exams/teacher.ts';

const ok = <D>(data: D) => ({ status: 'success' as const, message: '', data });
const tags = ['Teacher'];
const Empty = Type.Object({}, { additionalProperties: false });
const Instant = Type.Integer({ minimum: 0 });

export const teacherExamRoutes =
  (ctx: AppContext, exams: ExamTeacher): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/CreateExam',
      { schema: { tags, body: E.CreateExamBody, response: { 200: Envelope(E.CreateExamData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.create(user, req.body));
      },
    );
    app.post(
      '/ExamAccommodation',
      {
        schema: {
          tags,
          body: E.AccommodationBody,
          response: {
            200: Envelope(
              Type.Object({ extraMinutes: Type.Integer(), opensAt: Instant, closesAt: Instant }),
            ),
          },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.setAccommodation(user, req.body));
      },
    );
    app.post(
      '/ExamList',
      { schema: { tags, body: Empty, response: { 200: Envelope(E.TeacherExamsData) } } },
      async (req) => ok(await exams.list((await ctx.auth(req)).user)),
    );
    app.post(
      '/ReleaseExam',
      { schema: { tags, body: E.ExamBody, response: { 200: Envelope(E.ReleaseData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.release(user, req.body.e_id));
      },
    );
  };
