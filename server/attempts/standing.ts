/**
 * A student's standing on a case: their latest submitted attempt, else the one in progress
 * (reset attempts are history). What the class view, the progress and the report count.
 */
import type { Attempt } from '../storage/types.ts';

/** Each student's standing attempt per case: student id → case id → attempt. */
export const standing = (attempts: readonly Attempt[]) => {
  const out = new Map<string, Map<string, Attempt>>();
  const better = (a: Attempt, b: Attempt | undefined) => {
    if (!b) return true;
    const done = a.status === 'submitted';
    if (done !== (b.status === 'submitted')) return done;
    return a.startedAt > b.startedAt;
  };
  for (const a of attempts) {
    if (a.status === 'reset') continue;
    const mine = out.get(a.userId) ?? new Map<string, Attempt>();
    if (better(a, mine.get(a.caseId))) mine.set(a.caseId, a);
    out.set(a.userId, mine);
  }
  return out;
};
