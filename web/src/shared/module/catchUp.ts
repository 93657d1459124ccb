/**
 * How a list shown at one stream version catches up with a newer one (issue 23 §6): through the
 * announced changes, batch by batch, it stays as it is while no batch touched it, takes the new
 * contents a batch carried for it, and reloads once a batch touched it without contents or the
 * way is not known (a version announced without its changes, a gap).
 */
import type { ListChanges } from '../../../../schemas/api/operate.ts';

/** One batch of events as announced: from the version before it to the version after. */
export type Change = ListChanges & { to: number };

export type CatchUp =
  | { reload: true }
  /** Current at `version`; `contents` are the new ones when a batch carried them. */
  | { reload: false; version: number; contents?: unknown };

export const catchUp = (
  shown: number,
  key: string,
  changes: readonly Change[],
  live: number,
): CatchUp => {
  let version = shown;
  let contents: unknown;
  let fresh = false;
  while (version < live) {
    const c = changes.find((x) => x.from === version);
    if (!c || c.to <= c.from) return { reload: true };
    if (c.touched.includes(key)) {
      if (!(key in c.contents)) return { reload: true };
      contents = c.contents[key];
      fresh = true;
    }
    version = c.to;
  }
  return fresh ? { reload: false, version, contents } : { reload: false, version };
};
