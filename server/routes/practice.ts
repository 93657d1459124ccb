/**
 * /api/PracticeTraining: case list (with the teacher's news on each case), start, reset, info,
 * submit, tracking points, analysis (opening it reads the teacher's news), time.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clockOffsetMinutes, scoreAttempt, simTimeOf } from '../../engine/index.ts';
import type { AttemptState } from '../../engine/index.ts';
import { caseStatus } from '../../engine/attempt/caseStatus.ts';
import { canAskReview } from '../../engine/attempt/reviewRequest.ts';
import { clientPointsOf } from '../../engine/scoring/clientPoints.ts';
import { searchGoods } from '../../engine/warehouse/goodsSearch.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { MODULE_PAGES } from '../../schemas/common.ts';
import { Envelope } from '../../schemas/api/envelope.ts';
import * as P from '../../schemas/api/practice.ts';
import { DuplicateError, type Attempt, type TeacherNote, type User } from '../storage/types.ts';
import { conflict, notFound } from '../errors.ts';
import type { AppContext } from '../context.ts';
import { caseAttemptsRoutes } from './caseAttempts.ts';

const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });
const tags = ['PracticeTraining'];

/** A teacher's note the student has not read: newer than their last look at the analysis. */
const isNews = (n: TeacherNote) =>
  n.seenAt === null || Date.parse(n.latestAt) > Date.parse(n.seenAt);

export const practiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(caseAttemptsRoutes(ctx));

    /** The case as the user's attempt is played (its version), else as new attempts start it. */
    const caseOf = async (
      user: User,
      body: { caseID: string; userCaseID?: string | undefined },
    ) => {
      if (body.userCaseID === undefined) {
        const latest = ctx.attempts.versions.latest(body.caseID);
        if (!latest || !ctx.library.visibleTo(user, body.caseID))
          throw notFound('case.error.notFound');
        return latest;
      }
      const attempt = await ctx.attempts.owned(user, body.userCaseID);
      if (attempt.caseId !== body.caseID) throw notFound('case.error.notFound');
      return (await ctx.attempts.load(attempt)).version;
    };

    app.post(
      '/CaseList',
      { schema: { tags, body: P.CaseListBody, response: { 200: Envelope(P.CaseListData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempts = await ctx.storage.listAttempts(user.id);
        const latest = new Map<string, Attempt>();
        for (const a of attempts) if (!latest.has(a.caseId)) latest.set(a.caseId, a);
        const news = new Set(
          (await ctx.storage.teacherNotes(user.id)).filter(isNews).map((n) => n.caseId),
        );
        const list = ctx.library
          .listFor(user)
          .filter((s) => !req.body.caseType || s.caseType === req.body.caseType)
          .filter((s) => !req.body.caseModule || s.modules.includes(req.body.caseModule))
          .map((s) => {
            const a = latest.get(s.id);
            return {
              caseID: s.id,
              title: s.title,
              caseType: s.caseType,
              modules: s.modules,
              platforms: [...new Set(s.stores.map((x) => x.platform))],
              totalScore: s.totalScore,
              passScore: s.passScore,
              status: caseStatus(a),
              userCaseID: a?.id ?? null,
              score: a?.score ?? null,
              passed: a?.passed ?? null,
              startedAt: a?.startedAt ?? null,
              submittedAt: a?.submittedAt ?? null,
              teacherNews: news.has(s.id),
            };
          });
        return ok({ list });
      },
    );

    app.post(
      '/StartCase',
      { schema: { tags, body: P.StartCaseBody, response: { 200: Envelope(P.StartCaseData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        // An authored case is offered to its classes only: to anyone else it does not exist.
        if (!ctx.library.visibleTo(user, req.body.caseID)) throw notFound('case.error.notFound');
        ctx.attempts.scenario(req.body.caseID);
        const latest = async () =>
          (await ctx.storage.listAttempts(user.id)).find((a) => a.caseId === req.body.caseID);
        const existing = await latest();
        if (existing)
          return ok({ userCaseID: existing.id, caseID: existing.caseId, resumed: true });
        try {
          const attempt = await ctx.attempts.start(user, req.body.caseID, ctx.now());
          return ok({ userCaseID: attempt.id, caseID: attempt.caseId, resumed: false });
        } catch (err) {
          // Another request started it meanwhile (a double click, a second tab): resume that one.
          const raced = err instanceof DuplicateError ? await latest() : undefined;
          if (!raced) throw err;
          return ok({ userCaseID: raced.id, caseID: raced.caseId, resumed: true });
        }
      },
    );

    app.post(
      '/ResetCase',
      { schema: { tags, body: P.UserCaseBody, response: { 200: Envelope(P.ResetCaseData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        const old = await ctx.attempts.owned(user, req.body.userCaseID);
        const attempt = await ctx.attempts.reset(user, old, ctx.now());
        return ok({ userCaseID: attempt.id, caseID: attempt.caseId });
      },
    );

    app.post(
      '/caseInfo',
      { schema: { tags, body: P.CaseInfoBody, response: { 200: Envelope(P.CaseInfoData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const { scenario: s, files } = await caseOf(user, req.body);
        return ok({
          caseID: s.id,
          title: s.title,
          description: s.description,
          require: s.require,
          caseType: s.caseType,
          modules: s.modules,
          pages: s.modules.map((m) => MODULE_PAGES[m]),
          totalScore: s.totalScore,
          passScore: s.passScore,
          stores: s.stores.map(({ id, name, platform }) => ({ id, name, platform })),
          utcOffset: clockOffsetMinutes(s.clock),
          attachments: files.map((f) => ({
            name: f.name,
            title: f.title ?? null,
            import: f.import ?? null,
            size: f.bytes.length,
          })),
          buyers: s.buyers.map((b) => ({ id: b.id, language: b.language ?? null })),
        });
      },
    );

    app.post(
      '/Submit',
      { schema: { tags, body: P.UserCaseBody, response: { 200: Envelope(P.SubmitData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const r = await ctx.attempts.execute(
          user,
          attempt,
          { type: 'SubmitAttempt', reason: 'student' },
          ctx.now(),
        );
        const b = r.breakdown;
        if (!b) throw conflict('attempt.error.submitted');
        return ok({ score: b.score, passed: b.passed, totalScore: b.totalScore });
      },
    );

    app.post(
      '/SearchPoint',
      { schema: { tags, body: P.SearchPointBody, response: { 200: Envelope(P.SearchPointData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const { scenario: s } = await caseOf(user, req.body);
        return ok({ list: clientPointsOf(s, req.body.page) });
      },
    );

    app.post('/PointRequest', { schema: { tags, body: P.PointRequestBody } }, async (req) => {
      const { user } = await ctx.auth(req);
      await ctx.writes(req, user.id);
      const attempt = await ctx.attempts.owned(user, req.body.usercaseID);
      const { usercaseID: _, ...point } = req.body;
      await ctx.attempts.execute(user, attempt, { type: 'RecordClientPoint', ...point }, ctx.now());
      return ok(null);
    });

    app.post(
      '/ViewResolution',
      { schema: { tags, body: P.UserCaseBody, response: { 200: Envelope(P.ViewResolutionData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        // A submitted attempt keeps its analysis after a reset (read-only).
        const { scenario, events, state } = await ctx.attempts.load(attempt);
        if (state.submittedAt === null) throw conflict('attempt.error.notSubmitted');
        // The student has read what the teacher wrote or changed so far.
        await ctx.storage.markNotesSeen(attempt.id, ctx.now().toISOString());
        return ok({
          caseID: scenario.id,
          userCaseID: attempt.id,
          title: scenario.title,
          utcOffset: clockOffsetMinutes(scenario.clock),
          status: 'submitted' as const,
          submittedAt: attempt.submittedAt ?? state.submittedAt,
          breakdown: scoreAttempt(scenario, events, state),
          review: state.review,
          canAskReview: canAskReview(state),
        });
      },
    );

    app.post(
      '/RequestReview',
      {
        schema: {
          tags,
          body: P.RequestReviewBody,
          response: { 200: Envelope(P.ViewResolutionData) },
        },
      },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { userCaseID: _, ...point } = req.body;
        const { breakdown, state, scenario } = await ctx.attempts.requestReview(
          user,
          attempt,
          { type: 'RequestPointReview', ...point },
          ctx.now(),
        );
        return ok({
          caseID: scenario.id,
          userCaseID: attempt.id,
          title: scenario.title,
          utcOffset: clockOffsetMinutes(scenario.clock),
          status: 'submitted' as const,
          submittedAt: attempt.submittedAt ?? state.submittedAt,
          breakdown,
          review: state.review,
          canAskReview: canAskReview(state),
        });
      },
    );

    app.post(
      '/GoodsSearch',
      { schema: { tags, body: P.GoodsSearchBody, response: { 200: Envelope(P.GoodsSearchData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario, state } = await ctx.attempts.current(attempt, ctx.now());
        return ok({ list: searchGoods(scenario, state.warehouse, req.body) });
      },
    );

    const clockOf = (scenario: Scenario, attempt: Attempt, state: AttemptState) => {
      const now = ctx.now().toISOString();
      const since = state.clockStartedAt;
      return {
        serverTime: now,
        startedAt: attempt.startedAt,
        clockStartedAt: since,
        elapsedSeconds: since ? Math.floor((Date.parse(now) - Date.parse(since)) / 1000) : 0,
        simTime: simTimeOf(scenario.clock, since, now),
        speed: scenario.clock.speed,
      };
    };

    app.post(
      '/SyncTime',
      { schema: { tags, body: P.UserCaseBody, response: { 200: Envelope(P.SyncTimeData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const { scenario, state } = await ctx.attempts.current(attempt, ctx.now());
        return ok(clockOf(scenario, attempt, state));
      },
    );

    /** The student closed the task the first time: the case clock starts (once; later calls change nothing). */
    app.post(
      '/StartClock',
      { schema: { tags, body: P.UserCaseBody, response: { 200: Envelope(P.SyncTimeData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        await ctx.writes(req, user.id);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        const r = await ctx.attempts.execute(user, attempt, { type: 'StartCaseClock' }, ctx.now());
        return ok(clockOf(r.scenario, attempt, r.state));
      },
    );
  };
