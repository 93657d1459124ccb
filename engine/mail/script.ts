/**
 * Scripted buyers: what a buyer does when the student writes to them, when they have waited too
 * long, and the words they send. Every reaction is events (and timers on the sim clock), so a
 * replay is exact.
 */
import type { BuyerScript, ScriptStep } from '../../schemas/conversation/script.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { pendingTimers } from '../policies/state.ts';
import { passes } from '../scoring/rubric.ts';
import { buyerAddress, nextMailId } from './state.ts';

const REPLY_DELAY = '10m';

/** Sim time now, on the attempt's clock. */
export const simNow = (ctx: DecideContext) =>
  simTimeOf(ctx.scenario.clock, ctx.state.startedAt, ctx.now);

export const scriptOf = (ctx: Pick<DecideContext, 'scenario'>, buyer: string) =>
  ctx.scenario.world.mail?.scripts?.find((s) => s.buyer === buyer);

/** The step a timer refers to: rule ≥ 0 an `on` rule, -1 `otherwise`, -2 `patience`. */
export const stepOf = (
  script: BuyerScript,
  state: string,
  rule: number,
): ScriptStep | undefined => {
  const s = script.states[state];
  if (!s) return undefined;
  if (rule >= 0) return s.on?.[rule];
  return rule === -1 ? s.otherwise : s.patience;
};

/**
 * Moving a buyer by a step: the move itself, their words after a delay, the end of the
 * conversation with an outcome, or the patience timer of the state they are now in.
 */
const move = (
  ctx: DecideContext,
  script: BuyerScript,
  trigger: 'message' | 'otherwise' | 'patience',
  step: ScriptStep | undefined,
  rule: number,
  mailId: string | null,
): DomainEvent[] => {
  const conv = ctx.state.mail.conversations[script.buyer]!;
  const to = step?.to ?? conv.state;
  // The patience set for the state the buyer leaves no longer applies.
  const cancelled: DomainEvent[] = pendingTimers(ctx.state.timers)
    .filter(
      (t) => 'buyerLosesPatience' in t.action && t.action.buyerLosesPatience.buyer === script.buyer,
    )
    .map((t) => ({ type: 'TimerCancelled', data: { timerId: t.timerId, policy: t.policy } }));
  const events: DomainEvent[] = [
    ...cancelled,
    {
      type: 'BuyerScriptMoved',
      data: {
        buyer: script.buyer,
        from: conv.state,
        to,
        trigger,
        mailId,
        rule: trigger === 'message' ? rule : null,
      },
    },
  ];
  if (step?.say) {
    const delay = trigger === 'patience' ? 0 : durationMs(step.after ?? REPLY_DELAY);
    events.push(
      timerAfter(ctx.scenario, ctx.now, delay, `script:${script.buyer}`, {
        buyerWrites: { buyer: script.buyer, state: conv.state, rule },
      }),
    );
  }
  if (step?.outcome) {
    events.push({
      type: 'BuyerConversationEnded',
      data: { buyer: script.buyer, outcome: step.outcome, orderNo: script.orderNo ?? null },
    });
    return events;
  }
  const patience = script.states[to]?.patience;
  if (patience) {
    events.push(
      timerAfter(ctx.scenario, ctx.now, durationMs(patience.after), `script:${script.buyer}`, {
        buyerLosesPatience: { buyer: script.buyer, moves: conv.moves + 1 },
      }),
    );
  }
  return events;
};

/** The student wrote to a scripted buyer: the first `on` rule the text passes, or `otherwise`. */
export const scriptReacts = (
  ctx: DecideContext,
  buyer: string,
  mailId: string,
  text: string,
): DomainEvent[] => {
  const script = scriptOf(ctx, buyer);
  const conv = ctx.state.mail.conversations[buyer];
  if (!script || !conv || conv.outcome) return [];
  const state = script.states[conv.state];
  const rules = state?.on ?? [];
  const rule = rules.findIndex((r) => passes(r.if, text));
  if (rule >= 0) return move(ctx, script, 'message', rules[rule], rule, mailId);
  // A state without `otherwise` ignores other messages: the buyer's patience keeps running.
  return state?.otherwise ? move(ctx, script, 'otherwise', state.otherwise, -1, mailId) : [];
};

/** A patience timer fired: the buyer moves on only if nothing happened since it was set. */
export const buyerLosesPatience = (
  ctx: DecideContext,
  buyer: string,
  moves: number,
): DomainEvent[] => {
  const script = scriptOf(ctx, buyer);
  const conv = ctx.state.mail.conversations[buyer];
  if (!script || !conv || conv.outcome || conv.moves !== moves) return [];
  return move(ctx, script, 'patience', script.states[conv.state]?.patience, -2, null);
};

/** The buyer's words arrive: a mail from their address to the script's store. */
export const buyerWrites = (
  ctx: DecideContext,
  buyer: string,
  state: string,
  rule: number,
): DomainEvent[] => {
  const script = scriptOf(ctx, buyer);
  const words = script && stepOf(script, state, rule)?.say;
  const b = ctx.scenario.buyers.find((x) => x.id === buyer);
  if (!script || !words || !b) return [];
  const last = Object.values(ctx.state.mail.byId)
    .filter((m) => m.kind === 'student' && m.buyer === buyer && m.at)
    .sort((x, y) => y.seq - x.seq)[0];
  const subject = words.subject ?? (last ? `Re: ${String(last.subject)}` : { en: '…' });
  return [
    {
      type: 'MailReceived',
      data: {
        id: nextMailId(ctx),
        store: script.store,
        kind: 'buyer',
        from: buyerAddress(b) ?? buyer,
        buyer,
        subject,
        body: words.body,
        orderNo: script.orderNo ?? null,
        at: simNow(ctx),
      },
    },
  ];
};
