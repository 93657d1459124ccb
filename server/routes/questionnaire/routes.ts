/**
 * /api/PTQuestion, the routes of its own (the kit registers list and Operate): Detail (one
 * questionnaire with its questions and results per question) and Infos (what the create and edit
 * form offers: the case's stores and the limits).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as Q from '../../../schemas/questionnaire/api.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { currentAttempt, ok } from '../operate.ts';
import { questionnaireDetail, questionnaireInfos } from './list.ts';

const tags = ['PTQuestion'];

export const questionnaireRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/Detail',
      {
        schema: {
          tags,
          body: Q.QuestionnaireDetailBody,
          response: { 200: Envelope(Q.QuestionnaireDetailData) },
        },
      },
      async (req) => {
        const detail = questionnaireDetail(
          await currentAttempt(ctx, req, req.body.userCaseID),
          req.body.id,
        );
        if (!detail) throw new ApiError(404, 'questionnaire.error.notFound', { id: req.body.id });
        return ok(detail);
      },
    );
    app.post(
      '/Infos',
      {
        schema: {
          tags,
          body: Q.QuestionnaireInfosBody,
          response: { 200: Envelope(Q.QuestionnaireInfosData) },
        },
      },
      async (req) => ok(questionnaireInfos(await currentAttempt(ctx, req, req.body.userCaseID))),
    );
  };
