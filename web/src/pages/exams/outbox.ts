/**
 * The exam page's outbox (issue 25 §2): answers not yet acknowledged by the server, kept in
 * localStorage per attempt so a reload or a lost connection loses none; replayed in order when the
 * connection returns. Each entry carries its per-question sequence number, so a replay never
 * overwrites a newer answer (the server keeps the highest: engine/exams/answers.ts).
 */
import type { ItemAnswer } from '../../../../schemas/theory/view.ts';

export type OutboxEntry = { position: number; seq: number; answer: ItemAnswer };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (attemptId: string) => `cbsim-exam-outbox-${attemptId}`;

export const readOutbox = (store: Store, attemptId: string): OutboxEntry[] => {
  try {
    const raw = store.getItem(keyOf(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
};

const write = (store: Store, attemptId: string, entries: OutboxEntry[]) => {
  if (entries.length === 0) store.removeItem(keyOf(attemptId));
  else store.setItem(keyOf(attemptId), JSON.stringify(entries));
};

/** Adds an answer, replacing an older one for the same question (only the newest matters). */
export const putOutbox = (store: Store, attemptId: string, entry: OutboxEntry): OutboxEntry[] => {
  const kept = readOutbox(store, attemptId).filter((e) => e.position !== entry.position);
  const next = [...kept, entry];
  write(store, attemptId, next);
  return next;
};

/** Drops an entry once the server answered it (stored, or refused for good). */
export const dropOutbox = (
  store: Store,
  attemptId: string,
  entry: Pick<OutboxEntry, 'position' | 'seq'>,
): OutboxEntry[] => {
  const next = readOutbox(store, attemptId).filter(
    (e) => !(e.position === entry.position && e.seq <= entry.seq),
  );
  write(store, attemptId, next);
  return next;
};

/** The next sequence number for a question: above the server's and the outbox's. */
export const nextSeq = (serverSeq: number, outbox: readonly OutboxEntry[], position: number) =>
  Math.max(serverSeq, ...outbox.filter((e) => e.position === position).map((e) => e.seq)) + 1;
