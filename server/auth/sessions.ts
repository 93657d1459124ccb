/**
 * Sessions: a new token at every login, idle and absolute expiry, logout revokes.
 * `sessionOfRequest` resolves the bearer token of a request to its user, or throws 401.
 */
import type { FastifyRequest } from 'fastify';
import type { Session, Storage, User } from '../storage/types.ts';
import { ApiError, unauthorized } from '../errors.ts';
import type { SessionCache } from './sessionCache.ts';
import { hashToken, newToken } from './tokens.ts';

export type SessionPolicy = { absoluteMs: number; idleMs: number };
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  absoluteMs: 12 * 3600_000,
  idleMs: 2 * 3600_000,
};
const TOUCH_EVERY_MS = 60_000;

export const bearerToken = (request: FastifyRequest): string | null => {
  const h = request.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
};

export const openSession = async (
  storage: Storage,
  user: User,
  now: Date,
  policy: SessionPolicy,
) => {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs).toISOString();
  await storage.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt,
    lastSeenAt: now.toISOString(),
  });
  return { token, expiresAt };
};

/** When a session ends if nothing touches it: its absolute expiry or its idle limit. */
export const sessionDeadline = (session: Session, policy: SessionPolicy): number =>
  Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + policy.idleMs);

/**
 * The session of a token and its user, if the session is alive; an expired one is deleted.
 * Touches the session (at most once a minute). With a cache, a session looked up moments ago is
 * taken from it while it is alive and needs no touch (sessionCache.ts).
 */
export const sessionOfToken = async (
  storage: Storage,
  token: string,
  now: Date,
  policy: SessionPolicy,
  cache?: SessionCache,
): Promise<{ session: Session; user: User } | null> => {
  const t = now.getTime();
  const known = cache?.get(token);
  if (
    known &&
    t < sessionDeadline(known.session, policy) &&
    t - Date.parse(known.session.lastSeenAt) < TOUCH_EVERY_MS
  )
    return known;
  const tokenHash = hashToken(token);
  const session = await storage.getSession(tokenHash);
  if (!session) return null;
  if (t >= sessionDeadline(session, policy)) {
    await storage.deleteSession(tokenHash);
    return null;
  }
  let current = session;
  if (t - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) {
    current = { ...session, lastSeenAt: now.toISOString() };
    await storage.touchSession(tokenHash, current.lastSeenAt);
  }
  const user = await storage.getUserById(session.userId);
  if (user) cache?.set(token, current, user);
  return user ? { session: current, user } : null;
};

/** The user of a token, if its session is alive (see sessionOfToken). */
export const userOfToken = async (
  storage: Storage,
  token: string,
  now: Date,
  policy: SessionPolicy,
  cache?: SessionCache,
): Promise<User | null> => (await sessionOfToken(storage, token, now, policy, cache))?.user ?? null;

/** `passwordChange`: the call is one a user who must change their password may still make. */
export type AuthOptions = { passwordChange?: boolean };

/** A request's session: its user and the hash of its token. */
export type Authenticated = { user: User; tokenHash: string };

/** The user of the request's session, or 401 (no token, an unknown or expired session). */
export const sessionOfRequest = async (
  storage: Storage,
  request: FastifyRequest,
  now: Date,
  policy: SessionPolicy,
  cache?: SessionCache,
): Promise<Authenticated> => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const found = await sessionOfToken(storage, token, now, policy, cache);
  if (!found) throw unauthorized();
  return { user: found.user, tokenHash: found.session.tokenHash };
};

/**
 * A user an administrator gave a temporary password (mustChangePassword) gets 403
 * user.error.mustChangePassword from every call but the password change and logout (those pass
 * `passwordChange`).
 */
export const checkPasswordChange = (user: User, opts: AuthOptions = {}) => {
  if (user.mustChangePassword && !opts.passwordChange) {
    throw new ApiError(403, 'user.error.mustChangePassword');
  }
};
