/**
 * /api/PTClaimant: the store's claims (list, Add, Operate: cancel, add evidence; Upload and File
 * for the files a claim and its evidence carry). A claim names uploads by id, completed by the
 * server as dispute evidence is (../evidenceFiles.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as C from '../../../schemas/claim/api.ts';
import type { AppContext } from '../../context.ts';
import type { Attempt } from '../../storage/types.ts';
import { evidenceFileRoutes, resolveFiles } from '../evidenceFiles.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { claimList } from './list.ts';

const tags = ['PTClaimant'];

/** A command with its named uploads completed (none named: as it came). */
const withFiles = async <T extends { files?: readonly { id: string }[] }>(
  ctx: AppContext,
  attempt: Attempt,
  command: T,
): Promise<T> =>
  command.files
    ? { ...command, files: await resolveFiles(ctx, attempt, command.files, 'claim') }
    : command;

export const claimRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/list',
      { schema: { tags, body: C.ClaimListBody, response: { 200: Envelope(C.ClaimListData) } } },
      async (req) => ok(claimList(await currentAttempt(ctx, req, req.body.userCaseID), req.body)),
    );
    app.post(
      '/Add',
      { schema: { tags, body: C.AddClaimBody, response: { 200: Envelope(OperateData) } } },
      async (req) =>
        operate(ctx, req, req.body, (attempt, command) => withFiles(ctx, attempt, command)),
    );
    app.post(
      '/Operate',
      { schema: { tags, body: C.ClaimOperateBody, response: { 200: Envelope(OperateData) } } },
      async (req) =>
        operate(ctx, req, req.body, async (attempt, command) =>
          command.type === 'AddClaimEvidence' ? withFiles(ctx, attempt, command) : command,
        ),
    );
    evidenceFileRoutes(app, ctx, tags, 'claim');
  };
