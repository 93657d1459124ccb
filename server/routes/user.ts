/** /api/User: login, logout, change password. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../schemas/api/envelope.ts';
import { ChangePwdBody, EmptyBody, LoginBody, LoginData } from '../../schemas/api/user.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { openSession } from '../auth/sessions.ts';
import { ApiError } from '../errors.ts';
import type { AppContext } from '../context.ts';

export const userRoutes =
  (ctx: AppContext, loginLimit: { max: number; timeWindow: number }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/login',
      {
        schema: { tags: ['User'], body: LoginBody, response: { 200: Envelope(LoginData) } },
        config: { rateLimit: loginLimit },
      },
      async (req) => {
        const user = await ctx.storage.getUserByUsername(req.body.userName);
        const ok = user
          ? await verifyPassword(user.passwordHash, req.body.password)
          : (await verifyPassword(await decoyHash(), req.body.password), false);
        if (!user || !ok) throw new ApiError(401, 'user.error.badCredentials');
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
            },
          },
        };
      },
    );

    app.post(
      '/Logout',
      { schema: { tags: ['User'], body: Type.Optional(EmptyBody) } },
      async (req) => {
        const { tokenHash } = await ctx.auth(req);
        await ctx.storage.deleteSession(tokenHash);
        return { status: 'success' as const, message: '', data: null };
      },
    );

    app.post('/ChangePwd', { schema: { tags: ['User'], body: ChangePwdBody } }, async (req) => {
      const { user, tokenHash } = await ctx.auth(req);
      if (!(await verifyPassword(user.passwordHash, req.body.oldPwd))) {
        throw new ApiError(400, 'user.error.wrongOldPassword');
      }
      await ctx.storage.updatePasswordHash(user.id, await hashPassword(req.body.newPwd));
      // Other sessions of this user end; this one stays.
      await ctx.storage.deleteUserSessions(user.id, tokenHash);
      return { status: 'success' as const, message: '', data: null };
    });
  };
