/**
 * Scripted buyers, shared by mail and chat: what a buyer does when the seller writes to them,
 * when they have waited too long, and which step's words they send. A channel (the module the
 * conversation lives in) names the events and timers; every reaction is events and timers on
 * the sim clock, so a replay is exact.
 */
import { buyerLanguage } from '../scoring/addressee.ts';
import type { BuyerScript, Outcome, ScriptStep } from '../../schemas/conversation/script.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { AnyTimerAction } from '../../schemas/policies.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import { simTimeOf } from '../core/clock.ts';
import { durationMs, timerAfter } from '../policies/schedule.ts';
import { pendingTimers } from '../policies/state.ts';
import { passes } from '../scoring/rubric.ts';

/** Where a scripted buyer's conversation stands (each channel keeps one per buyer). */
export type ScriptPosition = { state: string; moves: number; outcome: Outcome | null };

export type ScriptTrigger = 'message' | 'otherwise' | 'patience';

/** What a channel tells the shared script logic: its scripts, positions, events and timers. */
export type ScriptChannel = {
  scripts: (scenario: Scenario) => readonly BuyerScript[];
  position: (ctx: DecideContext, buyer: string) => ScriptPosition | undefined;
  /** Timer action: the buyer writes what the step (state, rule) says. */
  writes: (args: { buyer: string; state: string; rule: number }) => AnyTimerAction;
  /** Timer action: the buyer loses patience, unless they moved since (`moves`). */
  patience: (args: { buyer: string; moves: number }) => AnyTimerAction;
  /** Whether a pending timer's action is this buyer's patience. */
  isPatience: (action: AnyTimerAction, buyer: string) => boolean;
  moved: (data: {
    buyer: string;
    from: string;
    to: string;
    trigger: ScriptTrigger;
    /** The seller's message that moved the buyer (message, otherwise). */
    ref: string | null;
    rule: number | null;
  }) => DomainEvent;
  ended: (data: {
    buyer: string;
    outcome: Outcome;
    orderNo: string | null;
    /** Sim time the conversation ended. */
    at: string;
  }) => DomainEvent;
  /** Sim delay before a step's words arrive when the step gives none. */
  replyDelay: string;
};

export const scriptOf = (channel: ScriptChannel, scenario: Scenario, buyer: string) =>
  channel.scripts(scenario).find((s) => s.buyer === buyer);

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

/** The words of a step a `writes` timer refers to, if the script has them. */
export const wordsOf = (
  channel: ScriptChannel,
  scenario: Scenario,
  buyer: string,
  state: string,
  rule: number,
) => {
  const script = scriptOf(channel, scenario, buyer);
  const say = script && stepOf(script, state, rule)?.say;
  return script && say ? { script, say } : undefined;
};

/** Timers of every scripted buyer's patience in their first state (at the attempt's start). */
export const startPatience = (
  channel: ScriptChannel,
  scenario: Scenario,
  now: string,
): DomainEvent[] =>
  channel.scripts(scenario).flatMap((sc) => {
    const p = sc.states[sc.start]?.patience;
    return p
      ? [
          timerAfter(
            scenario,
            now,
            durationMs(p.after),
            `script:${sc.buyer}`,
            channel.patience({ buyer: sc.buyer, moves: 0 }),
          ),
        ]
      : [];
  });

/**
 * Moving a buyer by a step: the move itself, their words after a delay, the end of the
 * conversation with an outcome, or the patience timer of the state they are now in.
 */
const move = (
  channel: ScriptChannel,
  ctx: DecideContext,
  script: BuyerScript,
  at: ScriptPosition,
  trigger: ScriptTrigger,
  step: ScriptStep | undefined,
  rule: number,
  ref: string | null,
): DomainEvent[] => {
  const to = step?.to ?? at.state;
  // The patience set for the state the buyer leaves no longer applies.
  const cancelled: DomainEvent[] = pendingTimers(ctx.state.timers)
    .filter((t) => channel.isPatience(t.action, script.buyer))
    .map((t) => ({ type: 'TimerCancelled', data: { timerId: t.timerId, policy: t.policy } }));
  const events: DomainEvent[] = [
    ...cancelled,
    channel.moved({
      buyer: script.buyer,
      from: at.state,
      to,
      trigger,
      ref,
      rule: trigger === 'message' ? rule : null,
    }),
  ];
  if (step?.say) {
    const delay = trigger === 'patience' ? 0 : durationMs(step.after ?? channel.replyDelay);
    events.push(
      timerAfter(
        ctx.scenario,
        ctx.now,
        delay,
        `script:${script.buyer}`,
        channel.writes({ buyer: script.buyer, state: at.state, rule }),
      ),
    );
  }
  if (step?.outcome) {
    events.push(
      channel.ended({
        buyer: script.buyer,
        outcome: step.outcome,
        orderNo: script.orderNo ?? null,
        at: simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now),
      }),
    );
    return events;
  }
  const patience = script.states[to]?.patience;
  if (patience) {
    events.push(
      timerAfter(
        ctx.scenario,
        ctx.now,
        durationMs(patience.after),
        `script:${script.buyer}`,
        channel.patience({ buyer: script.buyer, moves: at.moves + 1 }),
      ),
    );
  }
  return events;
};

/** The seller wrote to a scripted buyer: the first `on` rule the text passes, or `otherwise`. */
export const scriptReacts = (
  channel: ScriptChannel,
  ctx: DecideContext,
  buyer: string,
  ref: string,
  text: string,
): DomainEvent[] => {
  const script = scriptOf(channel, ctx.scenario, buyer);
  const at = channel.position(ctx, buyer);
  if (!script || !at || at.outcome) return [];
  const state = script.states[at.state];
  const rules = state?.on ?? [];
  // `language: buyer` is the language this buyer writes in.
  const own = buyerLanguage(ctx.scenario, buyer) ?? 'buyer';
  const rule = rules.findIndex((r) =>
    passes(r.if.language === 'buyer' ? { ...r.if, language: own } : r.if, text),
  );
  if (rule >= 0) return move(channel, ctx, script, at, 'message', rules[rule], rule, ref);
  // A state without `otherwise` ignores other messages: the buyer's patience keeps running.
  return state?.otherwise
    ? move(channel, ctx, script, at, 'otherwise', state.otherwise, -1, ref)
    : [];
};

/** A patience timer fired: the buyer moves on only if nothing happened since it was set. */
export const buyerLosesPatience = (
  channel: ScriptChannel,
  ctx: DecideContext,
  buyer: string,
  moves: number,
): DomainEvent[] => {
  const script = scriptOf(channel, ctx.scenario, buyer);
  const at = channel.position(ctx, buyer);
  if (!script || !at || at.outcome || at.moves !== moves) return [];
  return move(channel, ctx, script, at, 'patience', script.states[at.state]?.patience, -2, null);
};

/** Semantic checks of a channel's scripts: one per buyer, known states. */
export const checkScripts = (
  scripts: readonly BuyerScript[],
  err: (path: (string | number)[], message: string) => void,
  at: (...p: (string | number)[]) => (string | number)[],
) => {
  const seen = new Set<string>();
  scripts.forEach((sc, i) => {
    if (seen.has(sc.buyer)) err(at(i, 'buyer'), `two scripts for buyer "${sc.buyer}"`);
    seen.add(sc.buyer);
    if (!sc.states[sc.start]) err(at(i, 'start'), `no state "${sc.start}"`);
    for (const [name, st] of Object.entries(sc.states)) {
      for (const step of [...(st.on ?? []), st.otherwise, st.patience])
        if (step?.to && !sc.states[step.to])
          err(at(i, 'states', name), `goes to "${step.to}", which is no state`);
    }
  });
};
