/**
 * /api/Examination theory exams for students (issue 25; spec section 7): GetExaminationList,
 * StartExam, GetExamData, GetServiceTime, AddExaminationDetails (one answer; a client's score is
 * not part of the body), AddExaminationResult (submit; a client's score, time or time bonus is not
 * part of the body: refused as an unknown field), GetExaminationResultBys, GetExaminationDetails,
 * ResetingExamination. Any signed-in user; each attempt only to its owner.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as E from '../../schemas/api/exams.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';
import type { ExamService } from '../exams/service.ts';

const ok = <D>(data: D) => ({ status: 'success' as const, message: '', data });
const tags = ['Examination'];
const Empty = Type.Object({}, { additionalProperties: false });

export const examRoutes =
  (ctx: AppContext, exams: ExamService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/GetExaminationList',
      { schema: { tags, body: Empty, response: { 200: Envelope(E.ExamListData) } } },
      async (req) => ok(await exams.list((await ctx.auth(req)).user)),
    );
    app.post(
      '/StartExam',
      { schema: { tags, body: E.AttemptBody, response: { 200: Envelope(E.StartData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.start(user, req.body.e_id, req.body.p_id));
      },
    );
    app.post(
      '/GetExamData',
      { schema: { tags, body: E.AttemptBody, response: { 200: Envelope(E.ExamPaperData) } } },
      async (req) =>
        ok(await exams.paper((await ctx.auth(req)).user, req.body.e_id, req.body.p_id)),
    );
    app.post(
      '/GetServiceTime',
      { schema: { tags, body: Empty, response: { 200: Envelope(E.ServiceTimeData) } } },
      async (req) => {
        await ctx.auth(req);
        const now = exams.now();
        return ok({ now, iso: new Date(now).toISOString() });
      },
    );
    app.post(
      '/AddExaminationDetails',
      { schema: { tags, body: E.SaveAnswerBody, response: { 200: Envelope(E.SaveAnswerData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.save(user, req.body));
      },
    );
    app.post(
      '/AddExaminationResult',
      { schema: { tags, body: E.AttemptBody, response: { 200: Envelope(E.SubmitData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.submit(user, req.body.e_id, req.body.p_id));
      },
    );
    app.post(
      '/GetExaminationResultBys',
      { schema: { tags, body: Empty, response: { 200: Envelope(E.ResultsData) } } },
      async (req) => ok(await exams.results((await ctx.auth(req)).user)),
    );
    app.post(
      '/GetExaminationDetails',
      { schema: { tags, body: E.AttemptBody, response: { 200: Envelope(E.DetailsData) } } },
      async (req) =>
        ok(await exams.details((await ctx.auth(req)).user, req.body.e_id, req.body.p_id)),
    );
    app.post(
      '/ResetingExamination',
      {
        schema: {
          tags,
          body: E.AttemptBody,
          response: { 200: Envelope(Type.Object({ p_id: Type.String() })) },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await exams.reset(user, req.body.e_id, req.body.p_id));
      },
    );
  };
