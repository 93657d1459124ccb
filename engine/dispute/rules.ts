/** The rules that apply to a dispute: the platform's flow with the case's overrides. */
import type { Platform } from '../../schemas/common.ts';
import { defenceReasonsOf, type DisputeKind } from '../../schemas/dispute/kinds.ts';
import {
  DEADLINE_RULES,
  DISPUTE_FLOWS,
  type DisputeDeadlineRule,
  type DisputeRules,
  type DisputeType,
} from '../../schemas/dispute/rules.ts';
import type { Scenario } from '../../schemas/scenario.ts';

const overridesOf = (s: Scenario, platform: Platform, type: DisputeType) =>
  (s.world.disputes?.rules ?? []).filter(
    (o) => o.platform === platform && (o.type === undefined || o.type === type),
  );

export const disputeRules = (s: Scenario, platform: Platform, type: DisputeType): DisputeRules => {
  const out = { ...DISPUTE_FLOWS[platform][type].rules };
  for (const o of overridesOf(s, platform, type)) {
    const { platform: _p, type: _t, ...rest } = o;
    Object.assign(out, rest);
  }
  return out;
};

/**
 * The deadlines that are not the platform's published figures: those the platform does not
 * publish (the simulator's own) and those the case overrides.
 */
export const ownDeadlines = (
  s: Scenario,
  platform: Platform,
  type: DisputeType,
): DisputeDeadlineRule[] => {
  const set = new Set<DisputeDeadlineRule>(DISPUTE_FLOWS[platform][type].own);
  for (const o of overridesOf(s, platform, type))
    for (const k of DEADLINE_RULES) if (o[k] !== undefined) set.add(k);
  return DEADLINE_RULES.filter((k) => set.has(k));
};

export const platformOf = (s: Scenario, store: string): Platform =>
  s.stores.find((x) => x.id === store)?.platform ?? 'amazon';

/** What the buyer claims in a dispute of the case (null: a dispute written before kinds). */
export const kindOf = (s: Scenario, id: string): DisputeKind | null =>
  s.world.disputes?.list.find((w) => w.id === id)?.kind ?? null;

/** The defences the seller is offered for a dispute of the case. */
export const defencesOf = (s: Scenario, id: string) => defenceReasonsOf(kindOf(s, id));
