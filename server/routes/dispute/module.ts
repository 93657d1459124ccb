/**
 * The disputes module's server declaration: list, Operate (evidence names uploads by id: each
 * must be this attempt's; the server completes it with the stored facts and with the case file it
 * is byte for byte, if any, which is what the ruling looks at), Upload and File, registered by
 * the kit; Detail is its own. Prefix and tag come from its identity.
 */
import * as D from '../../../schemas/dispute/api.ts';
import { resolveFiles } from '../evidenceFiles.ts';
import { commandRoute, listRoute, type ServerModule } from '../kit.ts';
import { disputeList } from './list.ts';
import { disputeRoutes } from './routes.ts';

export const disputeServer: ServerModule = {
  list: listRoute({ body: D.DisputeListBody, data: D.DisputeListData, view: disputeList }),
  commands: [
    commandRoute({
      body: D.DisputeOperateBody,
      prepare: async (ctx, attempt, command) =>
        command.type === 'SubmitDisputeEvidence'
          ? { ...command, files: await resolveFiles(ctx, attempt, command.files, 'dispute') }
          : command,
    }),
  ],
  files: 'dispute',
  routes: disputeRoutes,
};
