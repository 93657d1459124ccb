/**
 * The claims module's server declaration, all registered by the kit: list, Add, Operate (cancel,
 * add evidence), and Upload and File for the files a claim and its evidence carry. A claim names
 * uploads by id, completed by the server as dispute evidence is (../evidenceFiles.ts). Prefix and
 * tag come from its identity.
 */
import * as C from '../../../schemas/claim/api.ts';
import type { AppContext } from '../../context.ts';
import type { Attempt } from '../../storage/types.ts';
import { resolveFiles } from '../evidenceFiles.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { claimList } from './list.ts';

/** A command with its named uploads completed (none named: as it came). */
const withFiles = async <T extends { files?: readonly { id: string }[] }>(
  ctx: AppContext,
  attempt: Attempt,
  command: T,
): Promise<T> =>
  command.files
    ? { ...command, files: await resolveFiles(ctx, attempt, command.files, 'claim') }
    : command;

export const claimServer: ServerModule = {
  list: listRoute({ body: C.ClaimListBody, data: C.ClaimListData, view: claimList }),
  commands: [
    commandRoute({ path: '/Add', body: C.AddClaimBody, prepare: withFiles }),
    commandRoute({
      body: C.ClaimOperateBody,
      prepare: async (ctx, attempt, command) =>
        command.type === 'AddClaimEvidence' ? withFiles(ctx, attempt, command) : command,
    }),
  ],
  files: 'claim',
};
