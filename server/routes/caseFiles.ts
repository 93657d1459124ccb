/**
 * POST /api/PracticeTraining/CaseFile {userCaseID, name}: one of the files the attempt's case hands
 * the student, to the attempt's owner only, as a download (never rendered by the browser).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaseFileBody } from '../../schemas/api/practice.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

export const caseFileRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/CaseFile',
      { schema: { tags: ['PracticeTraining'], body: CaseFileBody } },
      async (req, reply) => {
        const { user } = await ctx.auth(req);
        const attempt = await ctx.attempts.owned(user, req.body.userCaseID);
        // The files of the attempt's case version (ADR 0023).
        const { version } = await ctx.attempts.load(attempt);
        const file = version.files.find((f) => f.name === req.body.name);
        if (!file) throw notFound('caseFile.error.notFound');
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  };
