/** The session cache: a burst of calls looks the session up once; a logout or account write ends it at once. */
import { describe, expect, it } from 'vitest';
import type { Session, Storage, User } from '../storage/types.ts';
import { invalidatingSessions, SessionCache } from './sessionCache.ts';
import { DEFAULT_SESSION_POLICY, sessionOfToken } from './sessions.ts';
import { hashToken } from './tokens.ts';

const T0 = Date.parse('2026-11-25T08:00:00Z');
const user: User = {
  id: 'u1',
  username: 'ann',
  displayName: 'Ann',
  role: 'student',
  passwordHash: 'x',
  classId: null,
  createdAt: '2026-11-01T00:00:00Z',
  mustChangePassword: false,
};

/** A storage holding one session of `token`, counting the lookups it answers. */
const fakeStorage = (token: string) => {
  const sessions = new Map<string, Session>([
    [
      hashToken(token),
      {
        tokenHash: hashToken(token),
        userId: 'u1',
        createdAt: new Date(T0).toISOString(),
        expiresAt: new Date(T0 + 12 * 3600_000).toISOString(),
        lastSeenAt: new Date(T0).toISOString(),
      },
    ],
  ]);
  const calls = { getSession: 0, getUserById: 0 };
  const storage = {
    getSession: async (h: string) => (calls.getSession++, sessions.get(h) ?? null),
    getUserById: async (id: string) => (calls.getUserById++, id === user.id ? user : null),
    touchSession: async (h: string, at: string) => {
      const s = sessions.get(h);
      if (s) sessions.set(h, { ...s, lastSeenAt: at });
    },
    deleteSession: async (h: string) => void sessions.delete(h),
    deleteUserSessions: async () => sessions.clear(),
    setPassword: async () => sessions.clear(),
  } as unknown as Storage;
  return { storage, calls };
};

describe('session cache', () => {
  it('answers repeated lookups of a token within the TTL from memory', async () => {
    const { storage, calls } = fakeStorage('tok');
    let clock = 0;
    const cache = new SessionCache(2_000, () => clock);
    const policy = DEFAULT_SESSION_POLICY;
    for (let i = 0; i < 5; i++, clock += 100)
      expect(
        (await sessionOfToken(storage, 'tok', new Date(T0 + i * 100), policy, cache))?.user,
      ).toEqual(user);
    expect(calls).toEqual({ getSession: 1, getUserById: 1 });
    // Past the TTL (on the process clock) the database is asked again.
    clock = 2_500;
    await sessionOfToken(storage, 'tok', new Date(T0 + 2_500), policy, cache);
    expect(calls).toEqual({ getSession: 2, getUserById: 2 });
  });

  it('forgets every session when a logout goes through the wrapped storage', async () => {
    const { storage: raw, calls } = fakeStorage('tok');
    const cache = new SessionCache(60_000);
    const storage = invalidatingSessions(raw, cache);
    const now = new Date(T0);
    expect(await sessionOfToken(storage, 'tok', now, DEFAULT_SESSION_POLICY, cache)).not.toBeNull();
    await storage.deleteSession(hashToken('tok'));
    expect(await sessionOfToken(storage, 'tok', now, DEFAULT_SESSION_POLICY, cache)).toBeNull();
    expect(calls.getSession).toBe(2);
  });

  it('forgets them on a password change or account update too, and not on reads', async () => {
    const { storage: raw } = fakeStorage('tok');
    const cache = new SessionCache(60_000);
    const storage = invalidatingSessions(raw, cache);
    const s = (await raw.getSession(hashToken('tok')))!;
    cache.set('tok', s, user);
    await storage.getSession(s.tokenHash);
    expect(cache.get('tok')).not.toBeNull();
    await storage.deleteUserSessions('u1');
    expect(cache.get('tok')).toBeNull();
    cache.set('tok', s, user);
    await storage.setPassword('u1', 'h', false);
    expect(cache.get('tok')).toBeNull();
  });

  it('does not serve a session past its idle limit or once it needs touching', async () => {
    const { storage, calls } = fakeStorage('tok');
    const cache = new SessionCache(10 * 3600_000);
    const policy = { absoluteMs: 12 * 3600_000, idleMs: 30_000 };
    await sessionOfToken(storage, 'tok', new Date(T0), policy, cache);
    // 40 s later the cached copy is idle-expired: the database decides (and touches it).
    expect(await sessionOfToken(storage, 'tok', new Date(T0 + 40_000), policy, cache)).toBeNull();
    expect(calls.getSession).toBe(2);
  });
});
