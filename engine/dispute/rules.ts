/** The deadlines that apply to a dispute: the platform's defaults with the case's overrides. */
import type { Platform } from '../../schemas/common.ts';
import { DISPUTE_RULES, type DisputeRules, type DisputeType } from '../../schemas/dispute/rules.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export const disputeRules = (s: Scenario, platform: Platform, type: DisputeType): DisputeRules => {
  const out = { ...DISPUTE_RULES[platform][type] };
  for (const o of s.world.disputes?.rules ?? []) {
    if (o.platform !== platform || (o.type !== undefined && o.type !== type)) continue;
    const { platform: _p, type: _t, ...rest } = o;
    Object.assign(out, rest);
  }
  return out;
};

export const platformOf = (s: Scenario, store: string): Platform =>
  s.stores.find((x) => x.id === store)?.platform ?? 'amazon';
