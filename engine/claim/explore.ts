/**
 * What the explorer may ask of claims: the case's stores, counterparties and orders, the claims
 * filed, and amounts from what the case's rules pay and what the orders brought in. The
 * generator files claims without files; where a rule needs case files, claims and evidence that
 * carry them (as the server marks a file it recognises, by a `case:` id) are built here.
 */
import { CLAIM_REASONS, type ClaimReason } from '../../schemas/claim/domain.ts';
import type { ClaimRule } from '../../schemas/claim/world.ts';
import type { EvidenceFile } from '../../schemas/evidenceFiles.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { Command } from '../attempt/decide.ts';
import type { AttemptState } from '../attempt/state.ts';
import { textsFor } from '../explore/texts.ts';
import type { ExploreContext, ExploreKit } from '../kit.ts';
import { passes } from '../scoring/rubric.ts';
import { claimAmountMax } from './amount.ts';
import { missingFiles, ruleFor } from './state.ts';

const caseFiles = (names: readonly string[]): EvidenceFile[] =>
  names.map((name) => ({
    id: `case:${name}`,
    name,
    size: 1,
    type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
    caseFile: name,
  }));

/** Texts a rubric on `field` grades, then neutral ones. */
const graded = (ctx: ExploreContext, field: string) => [
  ...ctx.rubricTexts.filter((r) => r.field === field).flatMap((r) => r.texts),
  ...ctx.texts.slice(0, 1),
];

/** Claims that fit a rule needing files, with those files: its order's store, first amounts. */
const claimsWithFiles = (
  state: AttemptState,
  ctx: ExploreContext,
  rule: ClaimRule & { files: string[] },
): Command[] => {
  const s: Scenario = ctx.scenario;
  const cp = s.world.claims?.counterparties.find((c) => c.id === rule.counterparty);
  if (!cp) return [];
  const order = rule.orderNo ? state.orders.byNo[rule.orderNo] : undefined;
  const store = order?.store ?? s.stores[0]?.id;
  const reason =
    rule.reason ??
    (Object.keys(CLAIM_REASONS) as ClaimReason[]).find((r) =>
      (CLAIM_REASONS[r] as readonly string[]).includes(cp.kind),
    );
  if (!store || !reason) return [];
  const most = order ? claimAmountMax(order) : Infinity;
  const amounts = [
    ...new Set([
      ...(ctx.pools.get('amount') ?? []).filter((n): n is number => typeof n === 'number'),
      ...(rule.maxAmount !== undefined ? [rule.maxAmount] : []),
    ]),
  ]
    .filter((n) => n > 0 && n <= most)
    .slice(0, 2);
  const texts = [...new Set(graded(ctx, 'description'))].slice(0, 2);
  return amounts.flatMap((amount) =>
    texts.map(
      (description) =>
        ({
          type: 'AddClaim',
          store,
          kind: cp.kind,
          counterparty: cp.id,
          reason,
          ...(rule.orderNo ? { orderNo: rule.orderNo } : {}),
          amount,
          description,
          files: caseFiles(rule.files),
        }) as Command,
    ),
  );
};

/** Evidence for a claim asked for it: texts that pass the rule's words, the files it lacks. */
const evidenceWithFiles = (state: AttemptState, ctx: ExploreContext): Command[] =>
  Object.values(state.claim.byId)
    .filter((c) => c.status === 'waiting' && c.evidenceAsked)
    .flatMap((c) => {
      const rule = ruleFor(ctx.scenario, c);
      if (!rule?.files) return [];
      const words = rule.evidence?.if;
      const texts = words
        ? [...new Set([...graded(ctx, 'text').filter((t) => passes(words, t)), ...textsFor(words)])]
        : graded(ctx, 'text');
      const files = caseFiles(missingFiles(rule, c));
      return texts
        .slice(0, 2)
        .map((text) => ({ type: 'AddClaimEvidence', id: c.id, text, files }) as Command);
    });

export const claimsExplore: ExploreKit = {
  domains: (state, scenario) => {
    const w = scenario.world.claims;
    return {
      id: Object.keys(state.claim.byId),
      store: scenario.stores.map((s) => s.id),
      counterparty: (w?.counterparties ?? []).map((c) => c.id),
      kind: [...new Set((w?.counterparties ?? []).map((c) => c.kind))],
      orderNo: (scenario.world.orders ?? []).map((o) => o.no),
      amount: [
        ...new Set([
          ...(w?.rules ?? []).flatMap((r) => (r.maxAmount !== undefined ? [r.maxAmount] : [])),
          ...Object.values(state.orders.byNo).map((o) => claimAmountMax(o)),
        ]),
      ].filter((n) => n > 0),
    };
  },
  commands: (state, ctx) => [
    ...(ctx.scenario.world.claims?.rules ?? [])
      .filter((r): r is ClaimRule & { files: string[] } => r.answer !== 'refuse' && !!r.files)
      .flatMap((r) => claimsWithFiles(state, ctx, r)),
    ...evidenceWithFiles(state, ctx),
  ],
};
