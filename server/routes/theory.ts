/**
 * /api/PracticeTraining theory practice (issue 24 §3, §4; spec section 7): GetExaminationList (the
 * theory papers), StartExercise, GetExercisesQuestion (the paper page; the analysis once
 * submitted), SubmitUpdate (one answer), SubmitExercise, ResetingExercise, WrongBook, WrongBookDue
 * (today's due count, for the home page and the course centre), ReviewWrong, TheoryAchievement.
 * Any signed-in user; each attempt and book entry only to its owner.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import * as T from '../../schemas/api/theory.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import type { AppContext } from '../context.ts';
import type { TheoryService } from '../theory/service.ts';

const ok = <D>(data: D) => ({ status: 'success' as const, message: '', data });
const tags = ['PracticeTraining'];
const Empty = Type.Object({}, { additionalProperties: false });

export const theoryRoutes =
  (ctx: AppContext, theory: TheoryService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/GetExaminationList',
      { schema: { tags, body: Empty, response: { 200: Envelope(T.PaperListData) } } },
      async (req) => ok(await theory.list((await ctx.auth(req)).user)),
    );
    app.post(
      '/StartExercise',
      { schema: { tags, body: T.PaperBody, response: { 200: Envelope(T.StartData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await theory.start(user, req.body.paperID));
      },
    );
    app.post(
      '/GetExercisesQuestion',
      { schema: { tags, body: T.AttemptBody, response: { 200: Envelope(T.PaperData) } } },
      async (req) => ok(await theory.view((await ctx.auth(req)).user, req.body.attemptID)),
    );
    app.post(
      '/SubmitUpdate',
      { schema: { tags, body: T.SaveAnswerBody, response: { 200: Envelope(T.SaveAnswerData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await theory.save(user, req.body));
      },
    );
    app.post(
      '/SubmitExercise',
      { schema: { tags, body: T.AttemptBody, response: { 200: Envelope(T.SubmitData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await theory.submit(user, req.body.attemptID));
      },
    );
    app.post(
      '/ResetingExercise',
      { schema: { tags, body: T.AttemptBody, response: { 200: Envelope(Type.Null()) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        await theory.reset(user, req.body.attemptID);
        return ok(null);
      },
    );
    app.post(
      '/WrongBook',
      { schema: { tags, body: Empty, response: { 200: Envelope(T.WrongBookData) } } },
      async (req) => ok(await theory.book((await ctx.auth(req)).user)),
    );
    app.post(
      '/WrongBookDue',
      { schema: { tags, body: Empty, response: { 200: Envelope(T.DueData) } } },
      async (req) => ok({ dueToday: await theory.dueToday((await ctx.auth(req)).user.id) }),
    );
    app.post(
      '/ReviewWrong',
      { schema: { tags, body: T.ReviewBody, response: { 200: Envelope(T.ReviewData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        return ok(await theory.review(user, req.body.entryID, req.body.answer));
      },
    );
    app.post(
      '/TheoryAchievement',
      { schema: { tags, body: Empty, response: { 200: Envelope(T.AchievementData) } } },
      async (req) => ok(await theory.achievement((await ctx.auth(req)).user)),
    );
  };
