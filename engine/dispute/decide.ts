/**
 * Dispute commands → events, or a rejection with a message key. Only an open dispute (waiting or
 * under platform intervention) can be acted on, and only before the seller's current deadline has
 * passed; the lifecycle machine says which step each status accepts. A refund of what is left is
 * full and ends the dispute; less is an offer the buyer answers within the platform's time, and
 * while it waits the seller's deadline is paused (an offer is an answer). Evidence goes to the
 * platform, which rules after its time.
 */
import { buyerLanguage } from '../scoring/addressee.ts';
import type { CommandOf } from '../../schemas/modules.ts';
import { SELLER_STAGES, type DeadlineStage } from '../../schemas/dispute/domain.ts';
import { isStored } from '../../schemas/evidenceFiles.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { reject, type Decision } from '../core/envelope.ts';
import { cents } from '../orders/state.ts';
import { passes } from '../scoring/rubric.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { disputeLeft, disputeRefundMax } from './progress.ts';
import { nextDisputeStatus, type DisputeMachineEvent } from './machine.ts';
import { defencesOf, disputeRules, platformOf } from './rules.ts';
import { isOpen, type Dispute } from './state.ts';

const REPLY_AFTER = '1h';

export const simNowOf = (ctx: Pick<DecideContext, 'scenario' | 'state' | 'now'>) =>
  simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now);

export const rulesOf = (ctx: Pick<DecideContext, 'scenario'>, d: Dispute) =>
  disputeRules(ctx.scenario, platformOf(ctx.scenario, d.store), d.type);

export const worldOf = (ctx: Pick<DecideContext, 'scenario'>, id: string) =>
  ctx.scenario.world.disputes?.list.find((w) => w.id === id);

/** A new deadline at sim instant `dueMs`, and the timer that makes it bite. */
export const deadlineAt = (
  ctx: DecideContext,
  d: Dispute,
  stage: DeadlineStage,
  dueMs: number,
): { deadline: { stage: DeadlineStage; due: string }; timer: DomainEvent } => ({
  deadline: { stage, due: new Date(dueMs).toISOString() },
  timer: timerAfter(
    ctx.scenario,
    ctx.now,
    Math.max(0, dueMs - Date.parse(simNowOf(ctx))),
    `dispute:${d.id}`,
    { disputeDeadline: { id: d.id, stage, seq: d.deadlineSeq + 1 } },
  ),
});

/** A new deadline `within` from now, and the timer that makes it bite. */
export const deadlineIn = (ctx: DecideContext, d: Dispute, stage: DeadlineStage, within: string) =>
  deadlineAt(ctx, d, stage, Date.parse(simNowOf(ctx)) + durationMs(within));

export const factsOf = (d: Dispute, at: string) => ({
  id: d.id,
  orderNo: d.orderNo,
  buyer: d.buyer,
  at,
});

/** The refusal of an answer after the seller's deadline `stage` passed. */
const PASSED: Partial<Record<DeadlineStage, string>> = {
  respond: 'dispute.error.respondPassed',
  evidence: 'dispute.error.evidencePassed',
  counter: 'dispute.error.counterPassed',
};
export const passedKey = (stage: DeadlineStage) => PASSED[stage] ?? 'dispute.error.respondPassed';

/** The seller's own deadline of an open dispute, if it has passed at sim time `at`. */
const passedDeadline = (d: Dispute, at: string): DeadlineStage | null =>
  d.deadline && SELLER_STAGES.includes(d.deadline.stage) && d.deadline.due <= at
    ? d.deadline.stage
    : null;

/** When the buyer answers an offer: when the case says, within the platform's time at most. */
const answerAfterOf = (ctx: DecideContext, d: Dispute) => {
  const within = rulesOf(ctx, d).partialAnswerWithin;
  const after = worldOf(ctx, d.id)?.offerAnswerAfter;
  return after && durationMs(after) < durationMs(within) ? after : within;
};

const refund = (ctx: DecideContext, d: Dispute, amount: number): Decision => {
  const facts = factsOf(d, simNowOf(ctx));
  const rules = rulesOf(ctx, d);
  const left = disputeLeft(d);
  const most = disputeRefundMax(d, ctx.state.orders.byNo[d.orderNo]);
  if (amount > most) return reject('dispute.error.amountAbovePaid', { amount: most });
  if (amount === left)
    return [{ type: 'DisputeRefunded', data: { ...facts, amount, full: true, by: 'seller' } }];
  if (!rules.partialOffers) return reject('dispute.error.noPartialOffer', { amount: left });
  if (d.offer !== null) return reject('dispute.error.offerPending', { amount: d.offer });
  const seq = d.offerSeq + 1;
  const offered: DomainEvent = { type: 'DisputePartialOffered', data: { ...facts, amount, seq } };
  // Meeting the buyer's own counter-offer settles it at once.
  if (d.counter !== null && amount >= d.counter)
    return [
      offered,
      { type: 'DisputePartialAnswered', data: { ...facts, amount, accepted: true } },
      { type: 'DisputeRefunded', data: { ...facts, amount, full: false, by: 'seller' } },
    ];
  // An offer is an answer: the seller's deadline waits for the buyer's.
  const pause =
    d.deadline && SELLER_STAGES.includes(d.deadline.stage)
      ? [
          {
            type: 'DisputeDeadlineSet' as const,
            data: {
              ...facts,
              why: 'offer' as const,
              deadline: {
                stage: 'offer' as const,
                due: new Date(
                  Date.parse(facts.at) + durationMs(rules.partialAnswerWithin),
                ).toISOString(),
              },
            },
          },
        ]
      : [];
  return [
    offered,
    ...pause,
    timerAfter(ctx.scenario, ctx.now, durationMs(answerAfterOf(ctx, d)), `dispute:${d.id}`, {
      disputeOfferAnswered: { id: d.id, seq },
    }),
  ];
};

export const decideDisputes = (cmd: CommandOf<'dispute'>, ctx: DecideContext): Decision => {
  const d = ctx.state.dispute.byId[cmd.id];
  if (!d) return reject('dispute.error.notFound', { id: cmd.id });
  if (!isOpen(d))
    return d.missed
      ? reject(passedKey(d.missed), { id: d.id })
      : reject('dispute.error.closed', { id: d.id });
  const at = simNowOf(ctx);
  const passed = passedDeadline(d, at);
  if (passed) return reject(passedKey(passed), { id: d.id });
  const step = (e: DisputeMachineEvent) => nextDisputeStatus(d.status, e);
  const rules = rulesOf(ctx, d);
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
      const { deadline, timer } = deadlineAt(ctx, d, 'respond', Date.parse(at) + left);
      return [{ type: 'DisputeInterventionWithdrawn', data: { ...facts, deadline } }, timer];
    }
    case 'SubmitDisputeEvidence': {
      const text = cmd.text.trim();
      if (!text) return reject('dispute.error.noText');
      if (rules.evidenceOnce && d.evidence.length > 0) return reject('dispute.error.evidenceOnce');
      const offered = defencesOf(ctx.scenario, d.id);
      const stray = cmd.reasons.find((r) => !offered.includes(r));
      if (stray) return reject('dispute.error.reasonNotApplicable');
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
    case 'RefundDispute':
      return refund(ctx, d, cents(cmd.amount));
    case 'SendDisputeMessage': {
      const text = cmd.text.trim();
      if (!text) return reject('dispute.error.noText');
      const world = worldOf(ctx, d.id);
      const replies = world?.replies ?? [];
      // `language: buyer` is the language this dispute's buyer writes in.
      const own = buyerLanguage(ctx.scenario, d.buyer) ?? 'buyer';
      const rule = replies.findIndex((r) =>
        passes(r.if.language === 'buyer' ? { ...r.if, language: own } : r.if, text),
      );
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
