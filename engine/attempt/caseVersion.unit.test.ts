/**
 * An attempt's case version (ADR 0023): AttemptStarted records it, ChangeCaseVersion moves a
 * submitted attempt (CaseVersionChanged) and nothing else, and a replay on the new version keeps
 * the teacher's decisions.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope, Metadata } from '../core/envelope.ts';
import { isRejection } from '../core/envelope.ts';
import { handle, startEvents } from '../play.ts';
import { loadCase } from '../testing/fixtures.ts';
import { evolveAll } from './evolve.ts';
import { replay } from './replay.ts';
import { initialState, type AttemptState } from './state.ts';
import type { Command } from './decide.ts';

const s = loadCase('amazon-partial-stock');
const V1 = 'a'.repeat(64);
const V2 = 'b'.repeat(64);
const meta: Metadata = { now: '2026-03-02T01:00:00.000Z', actor: { kind: 'student', id: 'u1' } };
const system: Metadata = { ...meta, actor: { kind: 'system', id: 'cbsim regrade' } };

const started = (caseVersion?: string) => {
  const events = startEvents(
    s,
    { scenarioId: s.id, seed: 1, mode: 'practice', ...(caseVersion ? { caseVersion } : {}) },
    meta.now,
  ).map((e) => ({ ...e, metadata: meta }) as Envelope);
  return { events, state: evolveAll(initialState(s), events) };
};
const run = (at: { events: Envelope[]; state: AttemptState }, cmd: Command, m = meta) => {
  const r = handle(s, at.state, cmd, m);
  if (isRejection(r)) return r;
  return { events: [...at.events, ...r.events], state: r.state, added: r.events };
};
const submitted = (caseVersion?: string) => {
  const r = run(started(caseVersion), { type: 'SubmitAttempt', reason: 'student' });
  if ('messageKey' in r) throw new Error(r.messageKey);
  return r;
};
const move = (from: string, to: string) => ({ type: 'ChangeCaseVersion', from, to }) as const;

describe('case version of an attempt', () => {
  it('is what AttemptStarted says, or null in older logs', () => {
    expect(started(V1).state.caseVersion).toBe(V1);
    expect(started().state.caseVersion).toBeNull();
  });

  it('moves a submitted attempt with CaseVersionChanged; a replay keeps the move', () => {
    const at = submitted(V1);
    const r = run(at, move(V1, V2), system);
    if ('messageKey' in r) throw new Error(r.messageKey);
    expect(r.added.map((e) => [e.type, e.data, e.metadata.actor.kind])).toEqual([
      ['CaseVersionChanged', { from: V1, to: V2 }, 'system'],
    ]);
    expect(r.state.caseVersion).toBe(V2);
    expect(r.state.status).toBe('submitted');
    expect(replay(s, r.events).state.caseVersion).toBe(V2);
    // Moving to the version it is on adds nothing.
    const same = run(at, move(V1, V1), system);
    expect('added' in same && same.added).toEqual([]);
  });

  it('is refused in progress and from a version the attempt is not on', () => {
    const open = run(started(V1), move(V1, V2), system);
    expect('messageKey' in open && open.messageKey).toBe('points.error.notSubmitted');
    const stale = run(submitted(V1), move(V2, V1), system);
    expect('messageKey' in stale && stale.messageKey).toBe('attempt.error.caseVersionMoved');
    // A log older than versions knows no version: the move is taken from the row's.
    const old = run(submitted(), move(V1, V2), system);
    expect('state' in old && old.state.caseVersion).toBe(V2);
  });
});
