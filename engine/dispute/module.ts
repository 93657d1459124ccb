/**
 * The disputes module for the engine (engine/kit.ts). At the start the case's disputes open with
 * their response deadlines; timers make deadlines bite, the buyer answer and the platform rule.
 */
import type { LocalText } from '../../schemas/common.ts';
import type { DeadlineStage } from '../../schemas/dispute/domain.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { AnyTimerAction } from '../../schemas/policies.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Platform } from '../../schemas/common.ts';
import { defenceReasonsOf } from '../../schemas/dispute/kinds.ts';
import { DISPUTE_FLOWS } from '../../schemas/dispute/rules.ts';
import type { WorldDispute } from '../../schemas/dispute/world.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { cents } from '../orders/state.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { passes } from '../scoring/rubric.ts';
import {
  deadlineAt,
  deadlineIn,
  decideDisputes,
  factsOf,
  rulesOf,
  simNowOf,
  worldOf,
} from './decide.ts';
import { evolveDisputes } from './evolve.ts';
import { disputeRules } from './rules.ts';
import { initialDisputes, isOpen, type Dispute, type DisputeState } from './state.ts';
import { disputeExplore } from './explore.ts';

/**
 * At the start: every dispute opens with its response deadline and the buyer's escalation; one
 * the buyer had already escalated opens under intervention with the evidence deadline running.
 */
const start = (s: Scenario, now: string): DomainEvent[] => {
  const begin = Date.parse(s.clock.start);
  const after = (sim: number, policy: string, action: AnyTimerAction) =>
    timerAfter(s, now, Math.max(0, sim - begin), policy, action);
  return (s.world.disputes?.list ?? []).flatMap((w, i): DomainEvent[] => {
    const o = (s.world.orders ?? []).find((x) => x.no === w.orderNo);
    const store = s.stores.find((x) => x.id === o?.store);
    if (!o || !store) return [];
    const goods = o.items.reduce((n, it) => n + it.qty * it.price, 0);
    const orderAmount = cents(o.amountReceived ?? goods + o.freight);
    const rules = disputeRules(s, store.platform, w.type);
    const opened = w.openedAt ? Date.parse(w.openedAt) : begin;
    const due = opened + durationMs(rules.respondWithin);
    const facts = { id: w.id, orderNo: o.no, buyer: o.buyer };
    const openedEvent: DomainEvent = {
      type: 'DisputeOpened',
      data: {
        ...facts,
        at: new Date(opened).toISOString(),
        store: store.id,
        type: w.type,
        sku: w.sku ?? o.items[0]?.sku ?? '',
        orderAmount,
        amount: cents(w.amount ?? orderAmount),
        currency: store.currency ?? 'USD',
        reason: w.reason,
        says: w.says,
        deadline: { stage: 'respond', due: new Date(due).toISOString() },
      },
    };
    if (w.escalatedAt) {
      const escalated = Date.parse(w.escalatedAt);
      const evidenceDue = escalated + durationMs(rules.evidenceWithin);
      return [
        openedEvent,
        {
          type: 'DisputeInterventionApplied',
          data: {
            ...facts,
            at: new Date(escalated).toISOString(),
            by: 'buyer',
            deadline: { stage: 'evidence', due: new Date(evidenceDue).toISOString() },
          },
        },
        after(evidenceDue, `dispute:${w.id}`, {
          disputeDeadline: { id: w.id, stage: 'evidence', seq: 1 },
        }),
      ];
    }
    const late = w.escalatesAfter ? opened + durationMs(w.escalatesAfter) : null;
    return [
      openedEvent,
      after(due, `dispute:${w.id}`, { disputeDeadline: { id: w.id, stage: 'respond', seq: 0 } }),
      ...(late === null
        ? []
        : [after(late, `dispute:${w.id}:${i}`, { disputeEscalated: { id: w.id } })]),
    ];
  });
};

/** Whether the evidence wins by the case's ruling policy, and if not, why (a message key). */
export const judge = (s: Scenario, d: Dispute): { won: boolean; key: string | null } => {
  const rules = rulesOf({ scenario: s }, d);
  const files = d.evidence.flatMap((e) => e.files);
  if (rules.filesRequired && files.length === 0) return { won: false, key: 'dispute.why.noFiles' };
  const win = worldOf({ scenario: s }, d.id)?.ruling?.win;
  if (!win) return { won: false, key: 'dispute.why.buyerRight' };
  const reasons = new Set(d.evidence.flatMap((e) => e.reasons));
  if (win.reasons && !win.reasons.some((r) => reasons.has(r)))
    return { won: false, key: 'dispute.why.reason' };
  if (win.files && !win.files.every((f) => files.some((x) => x.caseFile === f)))
    return { won: false, key: 'dispute.why.files' };
  if (win.text && !passes(win.text, d.evidence.map((e) => e.text).join('\n')))
    return { won: false, key: 'dispute.why.text' };
  return { won: true, key: null };
};

/**
 * The seller loses: the ruling, and what is left refunded to the buyer from the seller's money —
 * where the platform refunded the buyer itself (Temu), it charges the seller and records a
 * violation first.
 */
const lose = (
  ctx: DecideContext,
  d: Dispute,
  at: string,
  extra: { missed: DeadlineStage | null; key: string | null; say: LocalText | null },
): DomainEvent[] => {
  const facts = factsOf(d, at);
  const left = cents(d.amount - d.refunded);
  return [
    { type: 'DisputeRuled', data: { ...facts, won: false, ...extra } },
    ...(rulesOf(ctx, d).loss === 'violation'
      ? [{ type: 'DisputeViolationRecorded' as const, data: facts }]
      : []),
    ...(left > 0
      ? [
          {
            type: 'DisputeRefunded' as const,
            data: { ...facts, amount: left, full: true, by: 'platform' as const },
          },
        ]
      : []),
  ];
};

/** The platform takes the dispute over and asks the seller for evidence. */
const intervenes = (ctx: DecideContext, d: Dispute, by: 'buyer' | 'platform'): DomainEvent[] => {
  const { deadline, timer } = deadlineIn(ctx, d, 'evidence', rulesOf(ctx, d).evidenceWithin);
  return [
    { type: 'DisputeInterventionApplied', data: { ...factsOf(d, simNowOf(ctx)), by, deadline } },
    timer,
  ];
};

/**
 * The buyer refused an offer, or the seller let the buyer's counter-offer lapse: the platform's
 * rule says what follows — the buyer returns the item for a full refund (Shopee), or takes the
 * dispute to the platform; already there, the seller's paused deadline comes back.
 */
const offerFails = (ctx: DecideContext, d: Dispute, lapsed: boolean): DomainEvent[] => {
  const rules = rulesOf(ctx, d);
  const at = simNowOf(ctx);
  if (rules.offerRefused === 'return')
    return lose(ctx, d, at, {
      missed: lapsed ? 'counter' : null,
      key: lapsed ? 'dispute.why.counterLapsed' : 'dispute.why.offerRefused',
      say: null,
    });
  if (d.status === 'waiting' && rules.intervention) return intervenes(ctx, d, 'buyer');
  if (!d.suspended) return [];
  const { deadline, timer } = deadlineAt(
    ctx,
    d,
    d.suspended.stage,
    Date.parse(at) + d.suspended.leftMs,
  );
  return [
    { type: 'DisputeDeadlineSet', data: { ...factsOf(d, at), why: 'resumed', deadline } },
    timer,
  ];
};

const deadlinePasses = (
  { id, stage, seq }: { id: string; stage: DeadlineStage; seq: number },
  ctx: DecideContext,
): DomainEvent[] => {
  const d = ctx.state.dispute.byId[id];
  if (!d || !isOpen(d) || d.deadlineSeq !== seq || d.deadline?.stage !== stage) return [];
  const at = d.deadline.due;
  const rules = rulesOf(ctx, d);
  const facts = factsOf(d, at);
  switch (stage) {
    case 'respond': {
      if (rules.respondMissed === 'refund')
        return lose(ctx, d, at, { missed: stage, key: null, say: null });
      if (rules.respondMissed === 'close')
        return [
          { type: 'DisputeDeadlineSet', data: { ...facts, why: 'lapsed', deadline: null } },
          { type: 'DisputeCancelled', data: facts },
        ];
      // Nothing bites yet: the buyer may escalate, and the platform takes it over by itself.
      if (!rules.escalateAfter)
        return [
          { type: 'DisputeDeadlineSet', data: { ...facts, why: 'respondPassed', deadline: null } },
        ];
      const escalation = Math.max(
        Date.parse(d.at) + durationMs(rules.escalateAfter),
        Date.parse(at),
      );
      const { deadline, timer } = deadlineAt(ctx, d, 'escalation', escalation);
      return [
        { type: 'DisputeDeadlineSet', data: { ...facts, why: 'respondPassed', deadline } },
        timer,
      ];
    }
    case 'evidence':
      return lose(ctx, d, at, { missed: stage, key: null, say: null });
    case 'counter':
      return offerFails(ctx, d, true);
    case 'escalation':
      return d.status === 'waiting' ? intervenes(ctx, d, 'platform') : [];
    case 'ruling': {
      const ruling = worldOf(ctx, id)?.ruling;
      const { won, key } = judge(ctx.scenario, d);
      if (won)
        return [
          {
            type: 'DisputeRuled',
            data: { ...facts, won: true, missed: null, key: null, say: ruling?.won ?? null },
          },
        ];
      return lose(ctx, d, at, { missed: null, key, say: ruling?.lost ?? null });
    }
    case 'offer':
      return [];
    default: {
      const unhandled: never = stage;
      return unhandled;
    }
  }
};

const buyerReplies = ({ id, rule }: { id: string; rule: number }, ctx: DecideContext) => {
  const d = ctx.state.dispute.byId[id];
  const w = worldOf(ctx, id);
  if (!d || !w || !isOpen(d)) return [];
  const r = rule >= 0 ? w.replies?.[rule] : undefined;
  const say = r ? r.say : w.otherwise;
  if (!say) return [];
  const facts = factsOf(d, simNowOf(ctx));
  return [
    { type: 'DisputeBuyerSaid', data: { ...facts, say } },
    ...(r?.then === 'cancel' ? [{ type: 'DisputeCancelled' as const, data: facts }] : []),
  ] as DomainEvent[];
};

/**
 * The buyer answers an offer: takes it when it reaches what the case says; else counters once
 * where the platform lets them (the seller answers within the platform's time), or refuses.
 */
const offerAnswered = (
  { id, seq }: { id: string; seq: number },
  ctx: DecideContext,
): DomainEvent[] => {
  const d = ctx.state.dispute.byId[id];
  if (!d || !isOpen(d) || d.offer === null || d.offerSeq !== seq) return [];
  const w = worldOf(ctx, id);
  const least = w?.acceptsPartial;
  const accepted = least !== undefined && d.offer >= least;
  const facts = factsOf(d, simNowOf(ctx));
  const answered: DomainEvent = {
    type: 'DisputePartialAnswered',
    data: { ...facts, amount: d.offer, accepted },
  };
  if (accepted)
    return [
      answered,
      { type: 'DisputeRefunded', data: { ...facts, amount: d.offer, full: false, by: 'seller' } },
    ];
  const rules = rulesOf(ctx, d);
  const counter = w?.counter ?? least;
  if (rules.counterOffers && counter !== undefined && d.counter === null) {
    const { deadline, timer } = deadlineIn(ctx, d, 'counter', rules.partialAnswerWithin);
    return [
      answered,
      { type: 'DisputeBuyerCountered', data: { ...facts, amount: counter } },
      { type: 'DisputeDeadlineSet', data: { ...facts, why: 'counter', deadline } },
      timer,
    ];
  }
  return [answered, ...offerFails(ctx, d, false)];
};

/** The buyer escalates to the platform, if the dispute still waits and no offer is pending. */
const escalated = ({ id }: { id: string }, ctx: DecideContext): DomainEvent[] => {
  const d = ctx.state.dispute.byId[id];
  if (!d || d.status !== 'waiting' || d.offer !== null || !rulesOf(ctx, d).intervention) return [];
  return intervenes(ctx, d, 'buyer');
};

/** A dispute against its platform's flow: its kind, defences, negotiation and deadlines. */
const checkFlow = (
  s: Scenario,
  platform: Platform,
  d: WorldDispute,
  opened: number,
  err: ReportError,
) => {
  const begin = Date.parse(s.clock.start);
  const flow = DISPUTE_FLOWS[platform][d.type];
  const rules = disputeRules(s, platform, d.type);
  if (d.kind && !flow.kinds.includes(d.kind))
    err(['kind'], `not a kind of ${platform} ${d.type} dispute (${flow.kinds.join(', ')})`);
  const offered = defenceReasonsOf(d.kind);
  for (const r of d.ruling?.win?.reasons ?? [])
    if (!offered.includes(r))
      err(
        ['ruling', 'win', 'reasons'],
        `"${r}" does not answer ${d.kind ? `a ${d.kind} dispute` : 'a dispute of no kind'}: the student is never offered it (${offered.join(', ')})`,
      );
  if (d.acceptsPartial !== undefined && !rules.partialOffers)
    err(['acceptsPartial'], `${platform} ${d.type} disputes take no partial refund`);
  if (d.counter !== undefined) {
    if (!rules.counterOffers) err(['counter'], `${platform} buyers make no counter-offers`);
    if (d.acceptsPartial === undefined || d.counter < d.acceptsPartial)
      err(['counter'], 'below acceptsPartial: the buyer would counter with less than they take');
    if (d.amount !== undefined && d.counter >= d.amount)
      err(['counter'], 'not below the dispute amount');
  }
  if (d.escalatedAt) {
    const escalated = Date.parse(d.escalatedAt);
    if (!rules.intervention)
      err(['escalatedAt'], `${platform} ${d.type} disputes have no intervention`);
    if (escalated < opened || escalated > begin)
      err(['escalatedAt'], 'not between the opening and the case’s start');
    if (escalated + durationMs(rules.evidenceWithin) <= begin)
      err(['escalatedAt'], 'its evidence deadline has passed before the case starts');
    if (d.escalatesAfter) err(['escalatesAfter'], 'the buyer has already escalated (escalatedAt)');
  } else if (opened + durationMs(rules.respondWithin) <= begin)
    err(['openedAt'], 'its response deadline has passed before the case starts');
};

const check = (s: Scenario, err: ReportError) => {
  const w = s.world.disputes;
  if (!w) return;
  const at = (...p: (string | number)[]) => ['world', 'disputes', ...p];
  const begin = Date.parse(s.clock.start);
  for (const d of dupes(w.list.map((x) => x.id))) err(at('list'), `duplicate dispute "${d}"`);
  const names = new Set((s.attachments ?? []).map((a) => a.name));
  w.list.forEach((d, i) => {
    const o = (s.world.orders ?? []).find((x) => x.no === d.orderNo);
    if (!o) {
      err(at('list', i, 'orderNo'), `unknown order "${d.orderNo}"`);
      return;
    }
    const store = s.stores.find((x) => x.id === o.store);
    if (d.sku && !o.items.some((it) => it.sku === d.sku))
      err(at('list', i, 'sku'), `order ${o.no} has no line of "${d.sku}"`);
    const paid =
      o.amountReceived ?? o.items.reduce((n, it) => n + it.qty * it.price, 0) + o.freight;
    if (d.amount !== undefined && d.amount > paid + 1e-9)
      err(at('list', i, 'amount'), `above what order ${o.no} brought in (${paid})`);
    if (d.acceptsPartial !== undefined && d.acceptsPartial >= (d.amount ?? paid))
      err(
        at('list', i, 'acceptsPartial'),
        'not below the dispute amount: no partial refund could pass',
      );
    const opened = d.openedAt ? Date.parse(d.openedAt) : begin;
    if (opened > begin) err(at('list', i, 'openedAt'), 'after the case starts');
    if (store) checkFlow(s, store.platform, d, opened, (p, m) => err(at('list', i, ...p), m));
    for (const f of d.ruling?.win?.files ?? [])
      if (!names.has(f))
        err(at('list', i, 'ruling', 'win', 'files'), `"${f}" is not one of the case's attachments`);
  });
};

export const disputeModule: EngineModule<'dispute', DisputeState> = {
  init: initialDisputes,
  evolve: evolveDisputes,
  decide: decideDisputes,
  start,
  policies: {},
  timers: {
    disputeDeadline: { run: deadlinePasses, deadline: true },
    disputeBuyerReplies: { run: buyerReplies },
    disputeOfferAnswered: { run: offerAnswered },
    disputeEscalated: { run: escalated, deadline: true },
  },
  finals: {
    dispute: {
      keys: (state) => Object.keys(state.dispute.byId),
      view: (state, key) => {
        const d = state.dispute.byId[key];
        return d ? { status: d.status, result: d.result, refunded: d.refunded } : null;
      },
      known: (s, key) => (s.world.disputes?.list ?? []).some((d) => d.id === key),
    },
  },
  explore: disputeExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    dispute: DisputeState;
  }
}
