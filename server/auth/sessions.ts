/**
 * Sessions: a new token at every login, idle and absolute expiry, logout revokes.
 * `authenticate` resolves the bearer token of a request to its user, or throws 401.
 */
import type { FastifyRequest } from 'fastify';
import type { Storage, User } from '../storage/types.ts';
import { unauthorized } from '../errors.ts';
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

/** The user of a token, if its session is alive; touches the session (at most once a minute). */
export const userOfToken = async (
  storage: Storage,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<User | null> => {
  const tokenHash = hashToken(token);
  const session = await storage.getSession(tokenHash);
  if (!session) return null;
  const t = now.getTime();
  if (t >= Date.parse(session.expiresAt) || t - Date.parse(session.lastSeenAt) >= policy.idleMs) {
    await storage.deleteSession(tokenHash);
    return null;
  }
  if (t - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS)
    await storage.touchSession(tokenHash, now.toISOString());
  return storage.getUserById(session.userId);
};

export const authenticate = async (
  storage: Storage,
  request: FastifyRequest,
  now: Date,
  policy: SessionPolicy,
): Promise<{ user: User; tokenHash: string }> => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const user = await userOfToken(storage, token, now, policy);
  if (!user) throw unauthorized();
  return { user, tokenHash: hashToken(token) };
};
