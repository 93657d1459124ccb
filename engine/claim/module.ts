/** The claims module for the engine (engine/kit.ts): the counterparty answers on timers. */
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { passes } from '../scoring/rubric.ts';
import { decideClaims } from './decide.ts';
import { evolveClaims } from './evolve.ts';
import { initialClaims, ruleFor, type Claim, type ClaimState } from './state.ts';
import { claimsExplore } from './explore.ts';

const facts = (c: Claim) => ({
  id: c.id,
  counterparty: c.counterparty,
  reason: c.reason,
  orderNo: c.orderNo,
});

const pay = (c: Claim, max: number | undefined): DomainEvent => ({
  type: 'ClaimPaid',
  data: { ...facts(c), amount: Math.min(c.amount, max ?? c.amount) },
});
const refuse = (c: Claim, why: Claim['why']): DomainEvent => ({
  type: 'ClaimRefused',
  data: { ...facts(c), why },
});

/** The counterparty's first answer, by the scenario's rule (a claim no rule fits is refused). */
const answer = (id: string, ctx: DecideContext): DomainEvent[] => {
  const c = ctx.state.claim.byId[id];
  if (!c || c.status !== 'waiting') return [];
  const rule = ruleFor(ctx.scenario, c);
  if (!rule) return [refuse(c, null)];
  if (rule.answer === 'pay') return [pay(c, rule.maxAmount)];
  if (rule.answer === 'refuse') return [refuse(c, rule.say ?? null)];
  return [{ type: 'ClaimEvidenceRequested', data: { ...facts(c), ask: rule.say ?? null } }];
};

/** After evidence: paid when the latest evidence says what the rule asks, else refused. */
const review = (id: string, ctx: DecideContext): DomainEvent[] => {
  const c = ctx.state.claim.byId[id];
  if (!c || c.status !== 'waiting') return [];
  const rule = ruleFor(ctx.scenario, c);
  const text = c.evidence[c.evidence.length - 1] ?? '';
  return rule?.evidence && passes(rule.evidence.if, text)
    ? [pay(c, rule.maxAmount)]
    : [refuse(c, rule?.evidence?.refuse ?? null)];
};

const check = (s: Scenario, err: ReportError) => {
  const w = s.world.claims;
  if (!w) return;
  const at = (...p: (string | number)[]) => ['world', 'claims', ...p];
  const ids = new Set(w.counterparties.map((c) => c.id));
  const orders = new Set((s.world.orders ?? []).map((o) => o.no));
  for (const d of dupes(w.counterparties.map((c) => c.id)))
    err(at('counterparties'), `duplicate counterparty "${d}"`);
  (w.rules ?? []).forEach((r, i) => {
    if (!ids.has(r.counterparty))
      err(at('rules', i, 'counterparty'), `unknown counterparty "${r.counterparty}"`);
    if (r.orderNo && !orders.has(r.orderNo))
      err(at('rules', i, 'orderNo'), `unknown order "${r.orderNo}"`);
    if (r.answer === 'askEvidence' && !r.evidence)
      err(at('rules', i), 'asks for evidence but says nothing of what passes');
  });
};

export const claimsModule: EngineModule<'claim', ClaimState> = {
  init: initialClaims,
  evolve: evolveClaims,
  decide: decideClaims,
  policies: {},
  timers: {
    claimAnswered: { run: ({ id }, ctx) => answer(id, ctx) },
    claimEvidenceReviewed: { run: ({ id }, ctx) => review(id, ctx) },
  },
  finals: {},
  tables: {
    claim: {
      keys: (state) => Object.keys(state.claim.byId),
      view: (state, key) => {
        const c = state.claim.byId[key];
        return c
          ? {
              counterparty: c.counterparty,
              reason: c.reason,
              orderNo: c.orderNo,
              amount: c.amount,
              status: c.status,
              evidence: c.evidence.length,
              paid: c.paid,
            }
          : null;
      },
    },
  },
  explore: claimsExplore,
  check,
};
