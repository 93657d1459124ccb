/**
 * /api/User: login, logout, change password. Limits: request budgets (rate limit plugin, below),
 * failures per device, per (address, account), per account and distinct accounts per address,
 * password changes per user (auth/throttle.ts). A sign-in gives its browser a device token
 * (auth/device.ts): its owner's next sign-ins are not held by the account's lock.
 * A session that ends closes its websockets.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { ChangePwdBody, EmptyBody, LoginBody, LoginData } from '../../schemas/api/user.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { DeviceTokens } from '../auth/device.ts';
import { bearerToken, openSession } from '../auth/sessions.ts';
import { accountKey, type AuthThrottle } from '../auth/throttle.ts';
import { ApiError, TooManyAttemptsError } from '../errors.ts';
import type { AppContext } from '../context.ts';

type RateLimit = { max: number; timeWindow: number };

/**
 * Request budgets, counted after the body is read: login per (address, account name), so one
 * address may sign in a whole class; password changes per (address, session token).
 */
const budget = (limit: RateLimit, key: (req: FastifyRequest) => string) => ({
  ...limit,
  hook: 'preHandler' as const,
  keyGenerator: key,
});
const loginKey = (req: FastifyRequest) =>
  `${req.ip}\n${accountKey((req.body as { userName: string }).userName)}`;
const changeKey = (req: FastifyRequest) => `${req.ip}\n${bearerToken(req) ?? ''}`;

export type UserLimits = {
  login: RateLimit;
  changePwd: RateLimit;
  throttle: AuthThrottle;
  devices: DeviceTokens;
};

const done = { status: 'success' as const, message: '', data: null };

export const userRoutes =
  (ctx: AppContext, limits: UserLimits): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { throttle, devices } = limits;

    app.post(
      '/login',
      {
        schema: { tags: ['User'], body: LoginBody, response: { 200: Envelope(LoginData) } },
        config: { rateLimit: budget(limits.login, loginKey) },
      },
      async (req, reply) => {
        const name = req.body.userName;
        const now = ctx.now().getTime();
        const user = await ctx.storage.getUserByUsername(name);
        const device = user ? devices.fromRequest(req, user.id, now) : null;
        const signIn = { account: name, ip: req.ip, device };
        const wait = throttle.begin(signIn, now);
        if (wait > 0) throw new TooManyAttemptsError(wait);
        const ok = user
          ? await verifyPassword(user.passwordHash, req.body.password)
          : (await verifyPassword(await decoyHash(), req.body.password), false);
        if (!user || !ok) {
          throttle.failed(signIn, ctx.now().getTime());
          throw new ApiError(401, 'user.error.badCredentials');
        }
        throttle.succeeded(signIn);
        const { token, expiresAt } = await openSession(ctx.storage, user, ctx.now(), ctx.sessions);
        devices.give(reply, req, user.id, ctx.now().getTime());
        return {
          status: 'success' as const,
          message: '',
          data: {
            token,
            expiresAt,
            userInfo: {
              userID: user.id,
              userName: user.username,
              displayName: user.displayName,
              role: user.role,
              mustChangePassword: user.mustChangePassword,
            },
          },
        };
      },
    );

    app.post(
      '/Logout',
      {
        schema: { tags: ['User'], body: Type.Optional(EmptyBody) },
        config: { passwordChange: true },
      },
      async (req) => {
        const { tokenHash } = await ctx.auth(req, { passwordChange: true });
        await ctx.storage.deleteSession(tokenHash);
        ctx.hub.endSessions((s) => s.tokenHash === tokenHash, 'loggedOut');
        return done;
      },
    );

    app.post(
      '/ChangePwd',
      {
        schema: { tags: ['User'], body: ChangePwdBody },
        config: { rateLimit: budget(limits.changePwd, changeKey), passwordChange: true },
      },
      async (req) => {
        const { user, tokenHash } = await ctx.auth(req, { passwordChange: true });
        const now = ctx.now().getTime();
        // A wrong old password counts as a sign-in failure of an unknown device.
        const signIn = { account: user.username, ip: req.ip, device: null };
        const wait = throttle.changeWait(user.id, now) || throttle.begin(signIn, now);
        if (wait > 0) throw new TooManyAttemptsError(wait);
        throttle.changeTried(user.id, now);
        if (!(await verifyPassword(user.passwordHash, req.body.oldPwd))) {
          throttle.failed(signIn, now);
          throw new ApiError(400, 'user.error.wrongOldPassword');
        }
        throttle.succeeded(signIn);
        // The new password clears a must-change flag; the user's other sessions end (in the
        // same transaction) and their websockets close; this one stays.
        await ctx.storage.setPassword(
          user.id,
          await hashPassword(req.body.newPwd),
          false,
          tokenHash,
        );
        ctx.hub.endSessions(
          (s) => s.userId === user.id && s.tokenHash !== tokenHash,
          'passwordChanged',
        );
        return done;
      },
    );
  };
