/**
 * The attempt's decide: attempt commands (start, submit, hints, reviews), due timers, and each
 * module command routed to its module's decide.
 */
import type { AttemptCommand, ResetAttempt } from '../../schemas/attempt.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { reject, type Decision } from '../core/envelope.ts';
import type { FireDueTimers } from '../../schemas/policies.ts';
import { COMMAND_OWNER, type ModuleCommand } from '../../schemas/modules.ts';
import { MODULE_KEYS, moduleOf } from '../modules.ts';
import { decideFollowUpLog } from './followUpLog.ts';
import { decideHint } from './hints.ts';
import { decideReviewRequest } from './reviewRequest.ts';
import { decideTimers } from '../policies/decide.ts';
import type { DecideContext } from './context.ts';
import type { AttemptState } from './state.ts';

export type Command = AttemptCommand | FireDueTimers | ModuleCommand;

/**
 * Why an attempt in this state accepts no command, or null when it does: only an attempt in
 * progress is writable; submitted and reset attempts are read-only.
 */
export const notWritable = (status: AttemptState['status']): string | null => {
  switch (status) {
    case 'inProgress':
      return null;
    case 'submitted':
      return 'attempt.error.submitted';
    case 'reset':
      return 'attempt.error.reset';
    case 'notStarted':
      return 'attempt.error.notInProgress';
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
};

/** The clock starts: what the modules start with (a mail due later, a buyer's patience, a deadline). */
export const clockStarts = (scenario: Scenario, now: string): DomainEvent[] => [
  { type: 'CaseClockStarted', data: {} },
  ...MODULE_KEYS.flatMap((k) => moduleOf(k).start?.(scenario, now) ?? []),
];

/** A reset closes an attempt in progress, or a submitted one to start over; never twice. */
const decideReset = (cmd: ResetAttempt, state: AttemptState): Decision => {
  if (state.status !== 'submitted') {
    const refusal = notWritable(state.status);
    if (refusal) return reject(refusal);
  }
  return [{ type: 'AttemptReset', data: { next: cmd.next } }];
};

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
    case 'OverridePoint': {
      // Grading follows submission: only a submitted attempt is graded by hand (also once reset
      // since: its grade may still be the one that counts).
      if (ctx.state.submittedAt === null) return reject('points.error.notSubmitted');
      const rule = ctx.scenario.scoring.find(
        (r) =>
          r.point === cmd.pointID &&
          (r.sourceID ?? (r.source === 'client' ? -1 : null)) === cmd.sourceID,
      );
      if (!rule) return reject('points.error.unknownPoint', { pointID: cmd.pointID });
      const reason = cmd.reason.trim();
      if (!reason) return reject('points.error.noReason');
      const [low, high] = rule.score < 0 ? [rule.score, 0] : [0, rule.score];
      if (cmd.earned !== null && (cmd.earned < low || cmd.earned > high))
        return reject('points.error.earnedOutOfRange', { low, high });
      return [
        {
          type: 'PointOverridden',
          data: {
            pointID: cmd.pointID,
            sourceID: cmd.sourceID,
            earned: cmd.earned,
            reason,
            by: cmd.by,
          },
        },
      ];
    }
    case 'RequestPointReview':
      return decideReviewRequest(cmd, ctx);
    case 'ReviewAttempt': {
      if (ctx.state.submittedAt === null) return reject('points.error.notSubmitted');
      return [
        {
          type: 'AttemptReviewed',
          data: { rating: cmd.rating, comment: cmd.comment.trim(), by: cmd.by },
        },
      ];
    }
    case 'ChangeCaseVersion': {
      // A regrade moves a closed attempt; one in progress keeps the world it is played in.
      if (ctx.state.status !== 'submitted') return reject('points.error.notSubmitted');
      if (ctx.state.caseVersion !== null && ctx.state.caseVersion !== cmd.from)
        return reject('attempt.error.caseVersionMoved');
      if (cmd.to === cmd.from) return [];
      return [{ type: 'CaseVersionChanged', data: { from: cmd.from, to: cmd.to } }];
    }
    case 'SubmitAttempt':
      return [{ type: 'AttemptSubmitted', data: { reason: cmd.reason } }];
    case 'ResetAttempt':
      return decideReset(cmd, ctx.state);
    case 'OpenHint':
      return decideHint(cmd, ctx);
    case 'SaveFollowUpLog':
    case 'DeleteFollowUpLog':
      return decideFollowUpLog(cmd, ctx.state);
    case 'StartCaseClock':
      // Once only: reopening the task later does not pause or restart the clock.
      if (ctx.state.clockStartedAt !== null) return [];
      return clockStarts(ctx.scenario, ctx.now);
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};

/** Keyed by the union's types, so the compiler holds this list to AttemptCommand. */
const ATTEMPT_COMMANDS: Record<AttemptCommand['type'], true> = {
  RecordClientPoint: true,
  SubmitAttempt: true,
  ResetAttempt: true,
  OverridePoint: true,
  ReviewAttempt: true,
  RequestPointReview: true,
  StartCaseClock: true,
  OpenHint: true,
  ChangeCaseVersion: true,
  SaveFollowUpLog: true,
  DeleteFollowUpLog: true,
};
const isAttemptCommand = (cmd: Command): cmd is AttemptCommand =>
  Object.hasOwn(ATTEMPT_COMMANDS, cmd.type);

/**
 * decide(command, context) → events or a rejection (an i18n key). Only an attempt in progress
 * accepts commands (a reset also closes a submitted one); each command goes to the module that
 * owns it.
 */
export const decide = (cmd: Command, ctx: DecideContext): Decision => {
  if (cmd.type === 'ResetAttempt') return decideReset(cmd, ctx.state);
  // A teacher grades a closed attempt and its student may ask for a second look: the only
  // commands a submitted attempt takes.
  if (
    cmd.type === 'OverridePoint' ||
    cmd.type === 'ReviewAttempt' ||
    cmd.type === 'RequestPointReview' ||
    cmd.type === 'ChangeCaseVersion'
  )
    return decideAttempt(cmd, ctx);
  const refusal = notWritable(ctx.state.status);
  if (refusal) return reject(refusal);
  if (isAttemptCommand(cmd)) return decideAttempt(cmd, ctx);
  if (cmd.type === 'FireDueTimers') return decideTimers(cmd, ctx);
  const owner = COMMAND_OWNER.get(cmd.type);
  if (!owner) return reject('errors.validation');
  return moduleOf(owner).decide(cmd as never, ctx);
};
