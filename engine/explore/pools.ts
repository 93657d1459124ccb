/**
 * The values a case itself suggests for command fields: every value its scoring conditions test
 * (`orderNo: 112-3941-7781`, `qty: 1`, `carrier: dhl`, a range's bounds and the values around
 * them), by field name, and the keys its `final` conditions name. The explorer tries these first,
 * so a point that asks for one exact value is reached without guessing.
 */
import type { MatchValue, Scenario } from '../../schemas/scenario.ts';

export type Pools = Map<string, unknown[]>;

const add = (pools: Pools, field: string, value: unknown) => {
  const list = pools.get(field) ?? [];
  if (!list.some((v) => JSON.stringify(v) === JSON.stringify(value))) list.push(value);
  pools.set(field, list);
};

const cents = (n: number) => Math.round(n * 100) / 100;

const addMatch = (pools: Pools, field: string, value: MatchValue) => {
  if (Array.isArray(value)) {
    add(pools, field, value);
    for (const v of value) add(pools, field, v);
  } else if (value !== null && typeof value === 'object') {
    // A range: its bounds, a value inside, and just outside (what a student gets wrong).
    const { min, max } = value;
    if (min !== undefined) add(pools, field, min);
    if (max !== undefined) add(pools, field, max);
    if (min !== undefined && max !== undefined) add(pools, field, cents((min + max) / 2));
    if (min !== undefined) add(pools, field, cents(min - 0.01));
    if (max !== undefined) add(pools, field, cents(max + 1));
  } else {
    add(pools, field, value);
  }
};

/** Field name → values from the case's scoring conditions; '$key' holds the final keys. */
export const scoringPools = (scenario: Scenario): Pools => {
  const pools: Pools = new Map();
  for (const rule of scenario.scoring) {
    const when = rule.when;
    if (!when) continue;
    if ('final' in when) {
      add(pools, '$key', when.final.key);
      for (const [k, v] of Object.entries(when.final.match ?? {})) addMatch(pools, k, v);
    } else {
      for (const [k, v] of Object.entries(when.match ?? {})) addMatch(pools, k, v);
    }
    const item = rule.rubric?.item;
    if (item) for (const [k, v] of Object.entries(item.match ?? {})) addMatch(pools, k, v);
  }
  return pools;
};
