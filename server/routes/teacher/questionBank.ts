/**
 * POST /api/Teacher/QuestionBank: the bank with each question's statistics as Moodle computes
 * them (issue 24 §1), to teachers (their classes' attempts) and admins (every class's) only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import * as B from '../../../schemas/api/questionBank.ts';
import type { AppContext } from '../../context.ts';
import { bankStatistics } from '../../theory/bankStatistics.ts';
import type { TheoryContent } from '../../theory/content.ts';
import { ok } from '../operate.ts';
import { teacherOf } from './access.ts';

export const questionBankRoutes =
  (ctx: AppContext, content: TheoryContent): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/QuestionBank',
      {
        schema: {
          tags: ['Teacher'],
          body: B.QuestionBankBody,
          response: { 200: Envelope(B.QuestionBankData) },
        },
      },
      async (req) => ok(await bankStatistics(ctx.storage, content, await teacherOf(ctx, req))),
    );
  };
