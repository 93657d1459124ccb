/**
 * One attempt of cbsim regrade: its score on the case version it is on, and on another version
 * when it moves (the CaseVersionChanged event that moves it, decided by the engine), with the
 * points whose earning changed.
 */
import { handle, isRejection, replay } from '../../engine/index.ts';
import type { Envelope, Metadata } from '../../engine/index.ts';
import type { ScoreBreakdown } from '../../schemas/api/practice.ts';
import type { CaseVersion, CaseVersions } from '../../server/caseVersions.ts';
import type { Attempt, StoredEvent } from '../../server/storage/types.ts';

export type Regraded = {
  from: string;
  to: string;
  /** The score on the version it is on, as its log now replays. */
  before: ScoreBreakdown;
  after: ScoreBreakdown;
  /** The version the stream stands at (append the move there). */
  streamVersion: number;
  /** The move (empty when the attempt stays on its version). */
  events: Envelope[];
};

const envelope = (e: StoredEvent) =>
  ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope;

/** The version the attempt is on: the last move in its log, else the one it started on. */
export const currentVersion = (attempt: Attempt, events: readonly Envelope[]): string => {
  const moved = events.findLast((e) => e.type === 'CaseVersionChanged');
  return moved?.type === 'CaseVersionChanged' ? moved.data.to : attempt.caseVersion;
};

/**
 * The attempt's scores before and after (on `target`, or on its own version without one); an
 * error text when its log cannot be read on a version or the engine refuses the move.
 */
export const regradeAttempt = async (
  attempt: Attempt,
  stored: StoredEvent[],
  versions: CaseVersions,
  target: CaseVersion | null,
  now: string,
): Promise<Regraded | string> => {
  const log = stored.map(envelope);
  const from = currentVersion(attempt, log);
  const on = await versions.get(from, attempt.caseId);
  if (!on) return `its case version ${from} is not stored`;
  const { state, breakdown: before } = replay(on.scenario, log);
  if (state.status !== 'submitted')
    return `the row says submitted but its events say ${state.status}; left alone`;
  if (!target || target.hash === from)
    return { from, to: from, before, after: before, streamVersion: state.version, events: [] };
  const metadata: Metadata = { now, actor: { kind: 'system', id: 'cbsim regrade' } };
  const moved = handle(
    on.scenario,
    state,
    { type: 'ChangeCaseVersion', from, to: target.hash },
    metadata,
  );
  if (isRejection(moved)) return `the move is refused: ${moved.messageKey}`;
  const after = replay(target.scenario, [...log, ...moved.events]).breakdown;
  return {
    from,
    to: target.hash,
    before,
    after,
    streamVersion: state.version,
    events: moved.events,
  };
};

const key = (p: ScoreBreakdown['points'][number]) => `${p.pointID}:${p.sourceID ?? ''}`;
const earnedText = (p: ScoreBreakdown['points'][number] | undefined) =>
  p ? `${p.earned}/${p.score}` : '-';

/** `point 1201: 30/30 → 10/10`, for each point whose earning or worth differs (or exists once). */
export const changedPoints = (before: ScoreBreakdown, after: ScoreBreakdown): string[] => {
  const old = new Map(before.points.map((p) => [key(p), p]));
  const now = new Map(after.points.map((p) => [key(p), p]));
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.flatMap((k) => {
    const a = old.get(k);
    const b = now.get(k);
    if (a && b && a.earned === b.earned && a.score === b.score) return [];
    const p = (a ?? b)!;
    const id = p.sourceID !== null && p.sourceID !== -1 ? `${p.pointID}#${p.sourceID}` : p.pointID;
    return [`point ${id}: ${earnedText(a)} → ${earnedText(b)}`];
  });
};
