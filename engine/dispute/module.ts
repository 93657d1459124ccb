/**
 * The disputes module for the engine (engine/kit.ts). At the start the case's disputes open with
 * their response deadlines; timers make deadlines bite, the buyer answer and the platform rule.
 */
import type { LocalText } from '../../schemas/common.ts';
import type { DeadlineStage } from '../../schemas/dispute/domain.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { cents } from '../orders/state.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { passes } from '../scoring/rubric.ts';
import { decideDisputes, deadlineIn, factsOf, rulesOf, simNowOf } from './decide.ts';
import { evolveDisputes } from './evolve.ts';
import { disputeRules } from './rules.ts';
import { initialDisputes, isOpen, type Dispute, type DisputeState } from './state.ts';
import { disputeExplore } from './explore.ts';

const worldOf = (s: Scenario, id: string) => s.world.disputes?.list.find((w) => w.id === id);

/** At the start: every dispute opens, with its response deadline and the buyer's escalation. */
const start = (s: Scenario, now: string): DomainEvent[] => {
  const begin = Date.parse(s.clock.start);
  return (s.world.disputes?.list ?? []).flatMap((w, i): DomainEvent[] => {
    const o = (s.world.orders ?? []).find((x) => x.no === w.orderNo);
    const store = s.stores.find((x) => x.id === o?.store);
    if (!o || !store) return [];
    const goods = o.items.reduce((n, it) => n + it.qty * it.price, 0);
    const orderAmount = cents(o.amountReceived ?? goods + o.freight);
    const rules = disputeRules(s, store.platform, w.type);
    const opened = w.openedAt ? Date.parse(w.openedAt) : begin;
    const due = opened + durationMs(rules.respondWithin);
    const late = w.escalatesAfter ? opened + durationMs(w.escalatesAfter) : null;
    return [
      {
        type: 'DisputeOpened',
        data: {
          id: w.id,
          orderNo: o.no,
          buyer: o.buyer,
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
      },
      timerAfter(s, now, Math.max(0, due - begin), `dispute:${w.id}`, {
        disputeDeadline: { id: w.id, stage: 'respond', seq: 0 },
      }),
      ...(late === null
        ? []
        : [
            timerAfter(s, now, Math.max(0, late - begin), `dispute:${w.id}:${i}`, {
              disputeEscalated: { id: w.id },
            }),
          ]),
    ];
  });
};

/** Whether the evidence wins by the case's ruling policy, and if not, why (a message key). */
export const judge = (s: Scenario, d: Dispute): { won: boolean; key: string | null } => {
  const rules = rulesOf({ scenario: s }, d);
  const files = d.evidence.flatMap((e) => e.files);
  if (rules.filesRequired && files.length === 0) return { won: false, key: 'dispute.why.noFiles' };
  const win = worldOf(s, d.id)?.ruling?.win;
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

const lose = (
  d: Dispute,
  at: string,
  extra: { missed: DeadlineStage | null; key: string | null; say: LocalText | null },
): DomainEvent[] => {
  const facts = factsOf(d, at);
  const left = cents(d.amount - d.refunded);
  return [
    { type: 'DisputeRuled', data: { ...facts, won: false, ...extra } },
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

const deadlinePasses = (
  { id, stage, seq }: { id: string; stage: DeadlineStage; seq: number },
  ctx: DecideContext,
): DomainEvent[] => {
  const d = ctx.state.dispute.byId[id];
  if (!d || !isOpen(d) || d.deadlineSeq !== seq || d.deadline?.stage !== stage) return [];
  const at = d.deadline.due;
  if (stage !== 'ruling') return lose(d, at, { missed: stage, key: null, say: null });
  const ruling = worldOf(ctx.scenario, id)?.ruling;
  const { won, key } = judge(ctx.scenario, d);
  if (won)
    return [
      {
        type: 'DisputeRuled',
        data: { ...factsOf(d, at), won: true, missed: null, key: null, say: ruling?.won ?? null },
      },
    ];
  return lose(d, at, { missed: null, key, say: ruling?.lost ?? null });
};

const buyerReplies = ({ id, rule }: { id: string; rule: number }, ctx: DecideContext) => {
  const d = ctx.state.dispute.byId[id];
  const w = worldOf(ctx.scenario, id);
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

const offerAnswered = ({ id, seq }: { id: string; seq: number }, ctx: DecideContext) => {
  const d = ctx.state.dispute.byId[id];
  if (!d || !isOpen(d) || d.offer === null || d.offerSeq !== seq) return [];
  const least = worldOf(ctx.scenario, id)?.acceptsPartial;
  const accepted = least !== undefined && d.offer >= least;
  const facts = factsOf(d, simNowOf(ctx));
  return [
    { type: 'DisputePartialAnswered', data: { ...facts, amount: d.offer, accepted } },
    ...(accepted
      ? [
          {
            type: 'DisputeRefunded',
            data: { ...facts, amount: d.offer, full: false, by: 'seller' },
          },
        ]
      : []),
  ] as DomainEvent[];
};

const escalated = ({ id }: { id: string }, ctx: DecideContext): DomainEvent[] => {
  const d = ctx.state.dispute.byId[id];
  if (!d || d.status !== 'waiting' || !rulesOf(ctx, d).intervention) return [];
  const { deadline, timer } = deadlineIn(ctx, d, 'evidence', rulesOf(ctx, d).evidenceWithin);
  return [
    {
      type: 'DisputeInterventionApplied',
      data: { ...factsOf(d, simNowOf(ctx)), by: 'buyer', deadline },
    },
    timer,
  ];
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
    if (store) {
      const rules = disputeRules(s, store.platform, d.type);
      if (opened + durationMs(rules.respondWithin) <= begin)
        err(at('list', i, 'openedAt'), 'its response deadline has passed before the case starts');
    }
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
