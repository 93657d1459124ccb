/**
 * /api/Teacher/ReviewQueue, /SecondOpinion and /ReviewFeatures (docs/adr/0021). The queue reads a
 * class's submitted attempts and lists the points whose rubric result is uncertain or that the
 * student asked to be looked at again (engine: uncertainReasons), student-asked first. A second
 * opinion asks the configured language model about one written reply and returns its suggestion:
 * nothing is stored; the teacher confirms it, if at all, as an override (/Override).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scoreAttempt, uncertainReasons } from '../../../engine/index.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as R from '../../../schemas/api/teacherReview.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, notFound, refused } from '../../errors.ts';
import { chatCompletion, LlmError } from '../../llm/client.ts';
import type { LlmConfig } from '../../llm/config.ts';
import { opinionPrompt, readOpinion } from '../../llm/opinion.ts';
import { DEFAULT_GRADING_METHOD, gradeOf, wasSubmitted } from '../../attempts/grading.ts';
import { ok } from '../operate.ts';
import { attemptFor, classFor, teacherOf } from './access.ts';

const tags = ['Teacher'];

const rank = (i: R.ReviewQueueItem) => [
  i.reasons.includes('studentAsked') ? 0 : 1,
  -i.reasons.length,
  i.submittedAt ?? '',
];
const byRank = (a: R.ReviewQueueItem, b: R.ReviewQueueItem) => {
  const [x, y] = [rank(a), rank(b)];
  for (let k = 0; k < x.length; k++) {
    if (x[k]! < y[k]!) return -1;
    if (x[k]! > y[k]!) return 1;
  }
  return a.pointID - b.pointID;
};

export const teacherReviewRoutes =
  (ctx: AppContext, llm: LlmConfig | null): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/ReviewFeatures',
      {
        schema: {
          tags,
          response: { 200: Envelope(Type.Object({ secondOpinion: Type.Boolean() })) },
        },
      },
      async (req) => {
        await teacherOf(ctx, req);
        return ok({ secondOpinion: llm !== null });
      },
    );

    app.post(
      '/ReviewQueue',
      {
        schema: { tags, body: R.ReviewQueueBody, response: { 200: Envelope(R.ReviewQueueData) } },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const cls = await classFor(ctx, user, req.body.classId, 'teach');
        const students = (await ctx.storage.listClassUsers(cls.id)).filter(
          (u) => u.role === 'student',
        );
        const byId = new Map(students.map((u) => [u.id, u]));
        // Every submitted attempt (reset since or not): a student may ask about any; the
        // rubric's doubts matter where the attempt counts in the class's grade.
        const all = await ctx.storage.listAttemptsOfUsers(
          students.map((u) => u.id),
          {
            includeReset: true,
          },
        );
        const attempts = all.filter(
          (a) =>
            wasSubmitted(a) &&
            (!req.body.caseId || a.caseId === req.body.caseId) &&
            ctx.catalogue.get(a.caseId),
        );
        const counted = new Set<string>();
        const method = cls.gradingMethod ?? DEFAULT_GRADING_METHOD;
        for (const [, mine] of Map.groupBy(attempts, (a) => `${a.userId}/${a.caseId}`)) {
          const pass = ctx.catalogue.get(mine[0]!.caseId)?.passScore ?? 0;
          for (const id of gradeOf(mine, method, pass)?.counted ?? []) counted.add(id);
        }
        const items: R.ReviewQueueItem[] = [];
        for (const a of attempts) {
          // Read as stored: scoring a submitted attempt fires nothing.
          const { scenario, events, state } = await ctx.attempts.load(a);
          const student = byId.get(a.userId)!;
          for (const p of scoreAttempt(scenario, events, state).points) {
            const found = uncertainReasons(p);
            const reasons = counted.has(a.id) ? found : found.filter((r) => r === 'studentAsked');
            if (reasons.length === 0) continue;
            items.push({
              attemptId: a.id,
              student: { id: student.id, name: student.displayName, username: student.username },
              caseId: scenario.id,
              title: scenario.title,
              submittedAt: a.submittedAt,
              pointID: p.pointID,
              sourceID: p.sourceID,
              page: p.page,
              content: p.content,
              score: p.score,
              earned: p.earned,
              text: p.evidence?.text ?? null,
              reasons,
              note: p.review?.note ?? null,
            });
          }
        }
        return ok({ attempts: attempts.length, items: items.sort(byRank) });
      },
    );

    app.post(
      '/SecondOpinion',
      {
        schema: {
          tags,
          body: R.SecondOpinionBody,
          response: { 200: Envelope(R.SecondOpinionData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        if (!llm) throw notFound('teacher.opinion.error.off');
        const { attempt } = await attemptFor(ctx, user, req.body.attemptId, 'teach');
        const { scenario, events, state } = await ctx.attempts.load(attempt);
        const point = scoreAttempt(scenario, events, state).points.find(
          (p) => p.pointID === req.body.pointID && p.sourceID === req.body.sourceID,
        );
        if (!point) throw notFound('points.error.unknownPoint');
        const text = point.evidence?.text;
        if (!text || point.checks.length === 0) throw refused('teacher.opinion.error.noText');
        try {
          const answer = await chatCompletion(llm, opinionPrompt(point, text, req.body.lang));
          return ok(readOpinion(answer.content, point, answer.model));
        } catch (e) {
          if (!(e instanceof LlmError)) throw e;
          req.log.warn({ err: e.message }, 'second opinion failed');
          throw new ApiError(
            e.kind === 'unavailable' ? 503 : 502,
            `teacher.opinion.error.${e.kind}`,
          );
        }
      },
    );
  };
