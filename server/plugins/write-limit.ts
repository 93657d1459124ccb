/**
 * Per-user limit on calls that append events or store files (Operate of every module, drafts,
 * chat, imports, uploads, hints, the practice calls that start, reset or log): a burst of
 * `perSecond` and `perMinute` a minute, far above what a person clicks or types, so only a
 * script meets it. 429 errors.tooManyWrites with Retry-After. Counted by @fastify/rate-limit's
 * in-memory store (one server process), keyed by the user, not the address: a class behind one
 * address never shares a limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyAttemptsError } from '../errors.ts';

export type WriteLimits = { perSecond: number; perMinute: number };
export const DEFAULT_WRITE_LIMITS: WriteLimits = { perSecond: 20, perMinute: 300 };

/** Counts one write of the user, or throws 429 with the seconds to wait. */
export type WriteLimit = (req: FastifyRequest, userId: string) => Promise<void>;

/** Needs @fastify/rate-limit registered on `app` (app.ts). */
export const writeLimiter = (app: FastifyInstance, limits: WriteLimits): WriteLimit => {
  const keys = new WeakMap<FastifyRequest, string>();
  const keyGenerator = (req: FastifyRequest) => keys.get(req) ?? `write-ip:${req.ip}`;
  const windows = [
    app.createRateLimit({ max: limits.perSecond, timeWindow: 1000, keyGenerator }),
    app.createRateLimit({ max: limits.perMinute, timeWindow: 60_000, keyGenerator }),
  ];
  return async (req, userId) => {
    keys.set(req, `write:${userId}`);
    let waitMs = 0;
    for (const check of windows) {
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) waitMs = Math.max(waitMs, r.ttl);
    }
    if (waitMs > 0) throw new TooManyAttemptsError(waitMs, 'errors.tooManyWrites');
  };
};
