/**
 * Device tokens (OWASP "device cookies", docs/adr/0024-sign-in-device-tokens.md): a successful
 * sign-in gives the browser a token naming the account, signed with a server secret
 * (HMAC-SHA256), as an HttpOnly, SameSite=Strict cookie that only the login route receives. A
 * sign-in that carries a valid token of its account is a known device (throttle.ts). Nothing is
 * stored per token: the throttle keys a device by the token's SHA-256.
 *
 * Token: `v1.<user id, base64url>.<issued at, ms base 36>.<16 random bytes>.<HMAC of the rest>`.
 * One cookie per account, named by a keyed hash of the user id, so the accounts signing in on a
 * shared classroom computer each keep their own.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE_PATH = '/api/User/login';
export const DEFAULT_DEVICE_MAX_AGE_MS = 180 * 24 * 3600_000;
const PREFIX = 'cbsim_device_';
const VERSION = 'v1';

/** The secret of CBSIM_DEVICE_SECRET, if set; it must be long enough to sign with. */
export const deviceSecretFromEnv = (env: NodeJS.ProcessEnv): string | undefined => {
  const v = env.CBSIM_DEVICE_SECRET?.trim();
  if (!v) return undefined;
  if (v.length < 32) throw new Error('CBSIM_DEVICE_SECRET must be at least 32 characters');
  return v;
};

/** A new random secret (stored by the caller at first start). */
export const newDeviceSecret = (): string => randomBytes(32).toString('base64url');

/** The cookies of a request, by name (the first of a repeated name). */
export const cookiesOf = (request: FastifyRequest): Map<string, string> => {
  const out = new Map<string, string>();
  const header = request.headers.cookie;
  if (!header || header.length > 16_384) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
};

export class DeviceTokens {
  private readonly key: Buffer;
  readonly maxAgeMs: number;

  constructor(secret: string, maxAgeMs = DEFAULT_DEVICE_MAX_AGE_MS) {
    this.key = createHash('sha256').update(`cbsim device tokens\n${secret}`).digest();
    this.maxAgeMs = maxAgeMs;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  /** The cookie that holds this user's device token. */
  cookieName(userId: string): string {
    return PREFIX + this.mac(`cookie\n${userId}`).slice(0, 16);
  }

  issue(userId: string, now: number): string {
    const body = [
      VERSION,
      Buffer.from(userId).toString('base64url'),
      now.toString(36),
      randomBytes(16).toString('base64url'),
    ].join('.');
    return `${body}.${this.mac(body)}`;
  }

  /** The device key (the token's SHA-256) when the token is this user's, signed and unexpired. */
  verify(token: string, userId: string, now: number): string | null {
    if (token.length > 400) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return null;
    const given = Buffer.from(parts[4]!);
    const expected = Buffer.from(this.mac(parts.slice(0, 4).join('.')));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Buffer.from(parts[1]!, 'base64url').toString() !== userId) return null;
    const issued = parseInt(parts[2]!, 36);
    if (!Number.isFinite(issued) || issued > now || now - issued >= this.maxAgeMs) return null;
    return createHash('sha256').update(token).digest('hex');
  }

  /** The device key of the request's token for this user, or null (an unknown device). */
  fromRequest(request: FastifyRequest, userId: string, now: number): string | null {
    const token = cookiesOf(request).get(this.cookieName(userId));
    return token ? this.verify(token, userId, now) : null;
  }

  /** Sets a fresh device token for this user (Secure when the request came over HTTPS). */
  give(reply: FastifyReply, request: FastifyRequest, userId: string, now: number): void {
    const attributes = [
      `Max-Age=${Math.floor(this.maxAgeMs / 1000)}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ];
    reply.header(
      'set-cookie',
      `${this.cookieName(userId)}=${this.issue(userId, now)}; ${attributes.join('; ')}`,
    );
  }
}
