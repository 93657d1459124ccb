/**
 * Whether an event's or an entity's fields meet a scoring condition's match (values, lists,
 * ranges).
 */
import type { Match, MatchValue } from '../../schemas/scenario.ts';

const matchesValue = (actual: unknown, expected: MatchValue): boolean => {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.every((e) => actual.includes(e));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'number') return false;
    return (
      (expected.min === undefined || actual >= expected.min) &&
      (expected.max === undefined || actual <= expected.max)
    );
  }
  return actual === expected;
};

/**
 * Whether a record satisfies a scenario match: every key must match (scalar: equal; list: the
 * field is a list holding every item; {min,max}: a number in range).
 */
export const matches = (record: Record<string, unknown>, match: Match | undefined): boolean =>
  !match || Object.entries(match).every(([k, v]) => matchesValue(record[k], v));
