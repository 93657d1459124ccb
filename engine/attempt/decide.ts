import type { AttemptCommand } from '../../schemas/attempt.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { ENGINE_MODULES, type ModuleCommand, type ModuleKey } from '../modules.ts';
import type { DecideContext } from './context.ts';

export type Command = AttemptCommand | ModuleCommand;

const OWNER = new Map<string, ModuleKey>(
  (Object.keys(ENGINE_MODULES) as ModuleKey[]).flatMap((k) =>
    ENGINE_MODULES[k].commands.map((c): [string, ModuleKey] => [c, k]),
  ),
);

const decideAttempt = (cmd: AttemptCommand, ctx: DecideContext): Decision => {
  switch (cmd.type) {
    case 'RecordClientPoint': {
      const rule = ctx.scenario.scoring.find(
        (r) =>
          r.source === 'client' && r.point === cmd.pointID && (r.sourceID ?? -1) === cmd.sourceID,
      );
      if (!rule) return reject('points.error.notClientPoint', { pointID: cmd.pointID });
      if (rule.page !== cmd.page) return reject('points.error.wrongPage', { pointID: cmd.pointID });
      const seen = ctx.state.clientPoints.some(
        (p) => p.pointID === cmd.pointID && p.sourceID === cmd.sourceID,
      );
      if (seen) return [];
      return [
        {
          type: 'ClientPointRecorded',
          data: {
            pointID: cmd.pointID,
            sourceID: cmd.sourceID,
            page: cmd.page,
            content: cmd.content,
          },
        },
      ];
    }
    case 'SubmitAttempt':
      return [{ type: 'AttemptSubmitted', data: { reason: cmd.reason } }];
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};

/**
 * decide(command, context) → events or a rejection (an i18n key). Only an attempt in progress
 * accepts commands; each command goes to the module that owns it.
 */
export const decide = (cmd: Command, ctx: DecideContext): Decision => {
  if (ctx.state.status !== 'inProgress') return reject('attempt.error.submitted');
  if (cmd.type === 'RecordClientPoint' || cmd.type === 'SubmitAttempt')
    return decideAttempt(cmd, ctx);
  const owner = OWNER.get(cmd.type);
  if (!owner) return reject('errors.validation');
  return (ENGINE_MODULES[owner].decide as (c: Command, x: DecideContext) => Decision)(cmd, ctx);
};
