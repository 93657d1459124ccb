/**
 * Dispute commands → events, or a rejection with a message key. Only an open dispute (waiting or
 * under platform intervention) can be acted on; the lifecycle machine says which step each status
 * accepts. A refund of what is left is full and ends the dispute; less is an offer the buyer
 * answers within the platform's time. Evidence goes to the platform, which rules after its time.
 */
import type { CommandOf } from '../../schemas/modules.ts';
import type { EvidenceFile } from '../../schemas/dispute/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { cents } from '../orders/state.ts';
import { passes } from '../scoring/rubric.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { nextDisputeStatus, type DisputeMachineEvent } from './machine.ts';
import { disputeRules, platformOf } from './rules.ts';
import { isOpen, type Dispute } from './state.ts';
import type { DeadlineStage } from '../../schemas/dispute/domain.ts';
import type { DomainEvent } from '../../schemas/events.ts';

const REPLY_AFTER = '1h';

export const simNowOf = (ctx: DecideContext) =>
  simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now);

export const rulesOf = (ctx: Pick<DecideContext, 'scenario'>, d: Dispute) =>
  disputeRules(ctx.scenario, platformOf(ctx.scenario, d.store), d.type);

/** A new deadline `within` from now, and the timer that makes it bite. */
export const deadlineIn = (
  ctx: DecideContext,
  d: Dispute,
  stage: DeadlineStage,
  within: string,
): { deadline: { stage: DeadlineStage; due: string }; timer: DomainEvent } => {
  const ms = durationMs(within);
  return {
    deadline: { stage, due: new Date(Date.parse(simNowOf(ctx)) + ms).toISOString() },
    timer: timerAfter(ctx.scenario, ctx.now, ms, `dispute:${d.id}`, {
      disputeDeadline: { id: d.id, stage, seq: d.deadlineSeq + 1 },
    }),
  };
};

export const factsOf = (d: Dispute, at: string) => ({
  id: d.id,
  orderNo: d.orderNo,
  buyer: d.buyer,
  at,
});

/** A file the server completed (it sets `caseFile`, null or a name, on every file it resolves). */
const isStored = (f: { id: string } | EvidenceFile): f is EvidenceFile => 'caseFile' in f;

export const decideDisputes = (cmd: CommandOf<'dispute'>, ctx: DecideContext): Decision => {
  const d = ctx.state.dispute.byId[cmd.id];
  if (!d) return reject('dispute.error.notFound', { id: cmd.id });
  if (!isOpen(d)) return reject('dispute.error.closed', { id: d.id });
  const step = (e: DisputeMachineEvent) => nextDisputeStatus(d.status, e);
  const rules = rulesOf(ctx, d);
  const at = simNowOf(ctx);
  const facts = factsOf(d, at);
  switch (cmd.type) {
    case 'ApplyIntervention': {
      if (!rules.intervention) return reject('dispute.error.noIntervention');
      if (!step('INTERVENE')) return reject('dispute.error.alreadyIntervening');
      const { deadline, timer } = deadlineIn(ctx, d, 'evidence', rules.evidenceWithin);
      return [
        { type: 'DisputeInterventionApplied', data: { ...facts, by: 'seller', deadline } },
        timer,
      ];
    }
    case 'WithdrawIntervention': {
      if (!step('WITHDRAW')) return reject('dispute.error.notIntervening');
      if (d.interventionBy !== 'seller') return reject('dispute.error.notYourIntervention');
      // Back to the response deadline the dispute opened with: withdrawing never buys time.
      const left = d.respondDue ? Date.parse(d.respondDue) - Date.parse(at) : 0;
      if (left <= 0) return reject('dispute.error.responseTimePassed');
      const deadline = {
        stage: 'respond' as const,
        due: new Date(Date.parse(at) + left).toISOString(),
      };
      return [
        { type: 'DisputeInterventionWithdrawn', data: { ...facts, deadline } },
        timerAfter(ctx.scenario, ctx.now, left, `dispute:${d.id}`, {
          disputeDeadline: { id: d.id, stage: 'respond', seq: d.deadlineSeq + 1 },
        }),
      ];
    }
    case 'SubmitDisputeEvidence': {
      const text = cmd.text.trim();
      if (!text) return reject('dispute.error.noText');
      const files = cmd.files.filter(isStored);
      if (files.length !== cmd.files.length) return reject('dispute.error.fileNotFound');
      if (new Set(files.map((f) => f.id)).size !== files.length)
        return reject('dispute.error.fileTwice');
      const caseFiles = files.flatMap((f) => (f.caseFile ? [f.caseFile] : []));
      // Later evidence joins what the platform already has: the ruling's time stands.
      if (d.deadline?.stage === 'ruling')
        return [
          {
            type: 'DisputeEvidenceSubmitted',
            data: { ...facts, reasons: cmd.reasons, text, files, caseFiles, deadline: d.deadline },
          },
        ];
      const { deadline, timer } = deadlineIn(ctx, d, 'ruling', rules.decideAfter);
      return [
        {
          type: 'DisputeEvidenceSubmitted',
          data: { ...facts, reasons: cmd.reasons, text, files, caseFiles, deadline },
        },
        timer,
      ];
    }
    case 'RefundDispute': {
      const left = cents(d.amount - d.refunded);
      const order = ctx.state.orders.byNo[d.orderNo];
      const most = Math.min(left, order ? order.amountReceived : left);
      const amount = cents(cmd.amount);
      if (amount > most) return reject('dispute.error.amountAbovePaid', { amount: most });
      if (amount === left)
        return [{ type: 'DisputeRefunded', data: { ...facts, amount, full: true, by: 'seller' } }];
      if (d.offer !== null) return reject('dispute.error.offerPending', { amount: d.offer });
      const seq = d.offerSeq + 1;
      const world = ctx.scenario.world.disputes?.list.find((w) => w.id === d.id);
      // The buyer answers when the case says, within the platform's time at most.
      const answerAfter = [world?.offerAnswerAfter, rules.partialAnswerWithin]
        .filter((x): x is string => !!x)
        .reduce((a, b) => (durationMs(a) <= durationMs(b) ? a : b));
      return [
        { type: 'DisputePartialOffered', data: { ...facts, amount, seq } },
        timerAfter(ctx.scenario, ctx.now, durationMs(answerAfter), `dispute:${d.id}`, {
          disputeOfferAnswered: { id: d.id, seq },
        }),
      ];
    }
    case 'SendDisputeMessage': {
      const text = cmd.text.trim();
      if (!text) return reject('dispute.error.noText');
      const world = ctx.scenario.world.disputes?.list.find((w) => w.id === d.id);
      const replies = world?.replies ?? [];
      const rule = replies.findIndex((r) => passes(r.if, text));
      const reply =
        rule >= 0 || world?.otherwise
          ? [
              timerAfter(
                ctx.scenario,
                ctx.now,
                durationMs(replies[rule]?.after ?? REPLY_AFTER),
                `dispute:${d.id}`,
                { disputeBuyerReplies: { id: d.id, rule } },
              ),
            ]
          : [];
      return [{ type: 'DisputeMessageSent', data: { ...facts, text } }, ...reply];
    }
    default: {
      const unhandled: never = cmd;
      return unhandled;
    }
  }
};
