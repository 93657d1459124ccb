/**
 * /api/User: login, logout, change password. Limits: a request budget per address (rate limit
 * plugin), failures per account and per address, password changes per user (auth/throttle.ts).
 * A session that ends closes its websockets.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { ChangePwdBody, EmptyBody, LoginBody, LoginData } from '../../schemas/api/user.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { openSession } from '../auth/sessions.ts';
import type { AuthThrottle } from '../auth/throttle.ts';
import { ApiError, TooManyAttemptsError } from '../errors.ts';
import type { AppContext } from '../context.ts';

type RateLimit = { max: number; timeWindow: number };
export type UserLimits = { login: RateLimit; changePwd: RateLimit; throttle: AuthThrottle };

const done = { status: 'success' as const, message: '', data: null };

export const userRoutes =
  (ctx: AppContext, limits: UserLimits): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { throttle } = limits;

    app.post(
      '/login',
      {
        schema: { tags: ['User'], body: LoginBody, response: { 200: Envelope(LoginData) } },
        config: { rateLimit: limits.login },
      },
      async (req) => {
        const name = req.body.userName;
        const wait = throttle.wait(name, req.ip, ctx.now().getTime());
        if (wait > 0) throw new TooManyAttemptsError(wait);
        const user = await ctx.storage.getUserByUsername(name);
        const ok = user
          ? await verifyPassword(user.passwordHash, req.body.password)
          : (await verifyPassword(await decoyHash(), req.body.password), false);
        if (!user || !ok) {
          throttle.failed(name, req.ip, ctx.now().getTime());
          throw new ApiError(401, 'user.error.badCredentials');
        }
        throttle.succeeded(name);
        const { token, expiresAt } = await openSession(ctx.storage, user, ctx.now(), ctx.sessions);
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
      { schema: { tags: ['User'], body: Type.Optional(EmptyBody) } },
      async (req) => {
        const { tokenHash } = await ctx.auth(req, { passwordChange: true });
        await ctx.storage.deleteSession(tokenHash);
        ctx.hub.endSessions((s) => s.tokenHash === tokenHash, 'loggedOut');
        return done;
      },
    );

    app.post(
      '/ChangePwd',
      { schema: { tags: ['User'], body: ChangePwdBody }, config: { rateLimit: limits.changePwd } },
      async (req) => {
        const { user, tokenHash } = await ctx.auth(req, { passwordChange: true });
        const now = ctx.now().getTime();
        const wait = Math.max(
          throttle.wait(user.username, req.ip, now),
          throttle.changeWait(user.id, now),
        );
        if (wait > 0) throw new TooManyAttemptsError(wait);
        throttle.changeTried(user.id, now);
        if (!(await verifyPassword(user.passwordHash, req.body.oldPwd))) {
          throttle.failed(user.username, req.ip, now);
          throw new ApiError(400, 'user.error.wrongOldPassword');
        }
        throttle.succeeded(user.username);
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
