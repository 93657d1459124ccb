/**
 * The claims module for the engine (engine/kit.ts): the counterparty answers on timers. A rule
 * that names case files pays only once they were sent: a claim that lacks them is asked for them
 * first (the rule's `ask`), and the evidence review refuses while they are still missing.
 */
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { DecideContext } from '../attempt/context.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { passes } from '../scoring/rubric.ts';
import { decideClaims } from './decide.ts';
import { evolveClaims } from './evolve.ts';
import { initialClaims, missingFiles, ruleFor, type Claim, type ClaimState } from './state.ts';
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
  if (rule.answer === 'refuse') return [refuse(c, rule.say ?? null)];
  const lacking = missingFiles(rule, c).length > 0;
  if (rule.answer === 'pay' && !lacking) return [pay(c, rule.maxAmount)];
  const ask = lacking ? (rule.ask ?? rule.say ?? null) : (rule.say ?? null);
  return [{ type: 'ClaimEvidenceRequested', data: { ...facts(c), ask } }];
};

/**
 * After evidence: paid when the latest evidence says what the rule asks (if it asks anything)
 * and the files the rule needs have been sent, else refused.
 */
const review = (id: string, ctx: DecideContext): DomainEvent[] => {
  const c = ctx.state.claim.byId[id];
  if (!c || c.status !== 'waiting') return [];
  const rule = ruleFor(ctx.scenario, c);
  if (!rule || rule.answer === 'refuse') return [refuse(c, rule?.evidence?.refuse ?? null)];
  const text = c.evidence[c.evidence.length - 1] ?? '';
  const words = rule.evidence?.if;
  // An askEvidence rule has something to check (validate insists): words or files.
  const checked = rule.answer === 'pay' || words !== undefined || rule.files !== undefined;
  if (missingFiles(rule, c).length > 0)
    return [refuse(c, rule.ask ?? rule.evidence?.refuse ?? null)];
  return checked && (words === undefined || passes(words, text))
    ? [pay(c, rule.maxAmount)]
    : [refuse(c, rule.evidence?.refuse ?? null)];
};

const check = (s: Scenario, err: ReportError) => {
  const w = s.world.claims;
  if (!w) return;
  const at = (...p: (string | number)[]) => ['world', 'claims', ...p];
  const ids = new Set(w.counterparties.map((c) => c.id));
  const orders = new Set((s.world.orders ?? []).map((o) => o.no));
  const names = new Set((s.attachments ?? []).map((a) => a.name));
  for (const d of dupes(w.counterparties.map((c) => c.id)))
    err(at('counterparties'), `duplicate counterparty "${d}"`);
  (w.rules ?? []).forEach((r, i) => {
    if (!ids.has(r.counterparty))
      err(at('rules', i, 'counterparty'), `unknown counterparty "${r.counterparty}"`);
    if (r.orderNo && !orders.has(r.orderNo))
      err(at('rules', i, 'orderNo'), `unknown order "${r.orderNo}"`);
    if (r.answer === 'askEvidence' && !r.evidence?.if && !r.files)
      err(
        at('rules', i),
        'asks for evidence but says nothing of what passes (evidence.if or files)',
      );
    for (const f of r.files ?? [])
      if (!names.has(f))
        err(at('rules', i, 'files'), `"${f}" is not one of the case's attachments`);
    if (r.files && r.answer === 'refuse')
      err(at('rules', i, 'files'), 'a refusing rule needs no files: it refuses whatever is sent');
    if (r.files && !r.ask)
      err(at('rules', i), 'needs files but has no ask: what does the counterparty say is missing?');
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
              // The case files sent by name, the student's own files by theirs.
              files: c.files.map((f) => f.caseFile ?? f.name),
              paid: c.paid,
            }
          : null;
      },
    },
  },
  explore: claimsExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    claim: ClaimState;
  }
}
