/**
 * The hub closes the sockets of sessions that end: on demand, at a push, and at a sweep. It holds
 * a new socket's pushes until its replay is sent, and drops what the replay already had.
 */
import { describe, expect, it } from 'vitest';
import { WS_CLOSE, WS_PROTOCOL, type ServerMessage } from '../../schemas/api/ws.ts';
import { Hub, newerThan } from './hub.ts';

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
  /** A socket subscribed and released at once (nothing to replay). */
  const open = (tokenHash: string, userId = 'u1', deadline = 10_000, attempt = 'a1') => {
    const s = new FakeSocket();
    hub.subscribe(attempt, s, { tokenHash, userId, deadline }).release([], 0);
    return s;
  };
  /** A socket subscribed whose replay is not sent yet. */
  const joining = (attempt = 'a1') => {
    const s = new FakeSocket();
    const sub = hub.subscribe(attempt, s, { tokenHash: 't1', userId: 'u1', deadline: 10_000 });
    return { s, sub };
  };
  return { hub, clock, sessions, open, joining, lookups: () => lookups };
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

/** Events pushed or replayed with these versions (the message's version is the last one). */
const batch = (...versions: number[]): ServerMessage => ({
  type: 'events',
  userCaseID: 'a1',
  version: versions.at(-1) ?? 0,
  events: versions.map((version) => ({
    type: 'OrderGiftMarked',
    data: {},
    version,
    by: 'student',
  })),
});
const welcome = (version: number): ServerMessage => ({
  type: 'welcome',
  protocol: WS_PROTOCOL,
  userCaseID: 'a1',
  version,
});
/** The event versions a socket received, in order, with a marker where the welcome came. */
const versionsOf = (sent: unknown[]) =>
  (sent as ServerMessage[]).flatMap((m): (number | string)[] =>
    m.type === 'events' ? m.events.map((e) => e.version) : [m.type],
  );

describe('Hub replay gate', () => {
  it('keeps only the events above the floor, and drops a push left empty', () => {
    expect(newerThan(batch(3, 4, 5), 4)).toEqual({ ...batch(5), version: 5 });
    expect(newerThan(batch(3, 4), 4)).toBeNull();
    const untouched = batch(5, 6);
    expect(newerThan(untouched, 4)).toBe(untouched);
    expect(newerThan(welcome(4), 9)).toEqual(welcome(4));
  });

  it('holds pushes until the replay is sent, then sends each event exactly once, in order', () => {
    const { hub, joining } = setup();
    const { s, sub } = joining();
    // Committed while the replay is read: 4 was read with it, 5 and 6 came after the read.
    void hub.publish('a1', batch(4));
    void hub.publish('a1', batch(5, 6));
    expect(s.sent).toEqual([]);
    sub.release([batch(2, 3, 4), welcome(4)], 4);
    void hub.publish('a1', batch(7));
    expect(versionsOf(s.sent)).toEqual([2, 3, 4, 'welcome', 5, 6, 7]);
  });

  it('drops held events the replay already had, keeping the newer ones of a mixed push', () => {
    const { hub, joining } = setup();
    const { s, sub } = joining();
    void hub.publish('a1', batch(3, 4));
    void hub.publish('a1', batch(5));
    sub.release([batch(2, 3), welcome(3)], 3);
    expect(versionsOf(s.sent)).toEqual([2, 3, 'welcome', 4, 5]);
    expect(s.sent[2]).toEqual({ ...batch(4), version: 4 });
  });

  it('sends nothing to a socket that left before its replay', () => {
    const { hub, joining } = setup();
    const { s, sub } = joining();
    sub.unsubscribe();
    void hub.publish('a1', batch(2));
    expect(s.sent).toEqual([]);
    expect(hub.count('a1')).toBe(0);
  });
});
