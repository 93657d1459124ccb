/** The hub closes the sockets of sessions that end: on demand, at a push, and at a sweep. */
import { describe, expect, it } from 'vitest';
import { WS_CLOSE, type ServerMessage } from '../../schemas/api/ws.ts';
import { Hub } from './hub.ts';

class FakeSocket {
  sent: unknown[] = [];
  closed: [number, string] | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code: number, reason: string) {
    this.closed = [code, reason];
  }
}

const events = (version: number): ServerMessage => ({
  type: 'events',
  userCaseID: 'a1',
  version,
  events: [],
});

const setup = () => {
  const clock = { now: 1_000 };
  /** Deadlines of live sessions by token hash; a missing one has ended. */
  const sessions = new Map<string, number>([
    ['t1', 10_000],
    ['t2', 10_000],
  ]);
  let lookups = 0;
  const hub = new Hub({
    now: () => new Date(clock.now),
    check: async (tokenHash) => {
      lookups += 1;
      return sessions.get(tokenHash) ?? null;
    },
  });
  const open = (tokenHash: string, userId = 'u1', deadline = 10_000, attempt = 'a1') => {
    const s = new FakeSocket();
    hub.subscribe(attempt, s, { tokenHash, userId, deadline });
    return s;
  };
  return { hub, clock, sessions, open, lookups: () => lookups };
};

describe('Hub', () => {
  it('ends the sockets of one session, or of a user but one session, with a key', () => {
    const { hub, open } = setup();
    const a = open('t1');
    const b = open('t2');
    const other = open('t3', 'u2');
    expect(hub.endSessions((s) => s.tokenHash === 't1', 'loggedOut')).toBe(1);
    expect(a.closed).toEqual([WS_CLOSE.sessionEnded, 'user.sessionEnded.loggedOut']);
    expect(a.sent).toEqual([{ type: 'error', messageKey: 'user.sessionEnded.loggedOut' }]);
    hub.endSessions((s) => s.userId === 'u1' && s.tokenHash !== 't2', 'passwordChanged');
    expect(b.closed).toBeNull();
    hub.publish('a1', events(2));
    expect(a.sent).toHaveLength(1);
    expect(b.sent).toEqual([events(2)]);
    expect(other.sent).toEqual([events(2)]);
    expect(hub.count('a1')).toBe(2);
  });

  it('at a push past a deadline, looks the session up: sends if it was used, closes if it ended', async () => {
    const { hub, clock, sessions, open, lookups } = setup();
    const used = open('t1', 'u1', 5_000);
    const idle = open('t2', 'u1', 5_000);
    sessions.set('t1', 20_000); // touched by a request meanwhile
    sessions.set('t2', 5_000);
    clock.now = 6_000;
    const pushed = hub.publish('a1', events(2));
    expect(used.sent).toEqual([]);
    await pushed;
    expect(used.sent).toEqual([events(2)]);
    expect(idle.closed).toEqual([WS_CLOSE.sessionEnded, 'user.sessionEnded.expired']);
    expect(idle.sent).toEqual([{ type: 'error', messageKey: 'user.sessionEnded.expired' }]);
    expect(lookups()).toBe(2);
    // The new deadline is kept: the next push goes out without a lookup.
    hub.publish('a1', events(3));
    expect(used.sent).toEqual([events(2), events(3)]);
    expect(lookups()).toBe(2);
  });

  it('a sweep closes sockets whose session expired or is gone, one lookup per session', async () => {
    const { hub, clock, sessions, open, lookups } = setup();
    const a = open('t1');
    const a2 = open('t1', 'u1', 10_000, 'a2');
    const b = open('t2');
    sessions.delete('t1'); // logged out on another instance
    expect(await hub.sweep()).toBe(2);
    expect(lookups()).toBe(2);
    expect(a.closed?.[0]).toBe(WS_CLOSE.sessionEnded);
    expect(a2.closed?.[0]).toBe(WS_CLOSE.sessionEnded);
    expect(b.closed).toBeNull();
    clock.now = 10_000;
    expect(await hub.sweep()).toBe(1);
    expect(b.closed).toEqual([WS_CLOSE.sessionEnded, 'user.sessionEnded.expired']);
    expect(hub.count('a1') + hub.count('a2')).toBe(0);
  });
});
