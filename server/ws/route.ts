/**
 * GET /api/ws: the browser says hello with its token and attempt; the server checks both and
 * then pushes the attempt's new events. Typed messages, protocol version in the handshake.
 */
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { ClientHello, WS_PROTOCOL, type ServerMessage } from '../../schemas/api/ws.ts';
import { userOfToken } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';

const helloCheck = Compile(ClientHello);
const HELLO_TIMEOUT_MS = 10_000;

export const registerWs = (app: FastifyInstance, ctx: AppContext) => {
  app.get('/api/ws', { websocket: true }, (socket) => {
    const send = (m: ServerMessage) => socket.send(JSON.stringify(m));
    const fail = (messageKey: string) => {
      send({ type: 'error', messageKey });
      socket.close(4000, messageKey);
    };
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => fail('errors.unauthorized'), HELLO_TIMEOUT_MS);

    socket.on('message', (raw: Buffer) => {
      if (unsubscribe) return; // after the handshake the client only listens
      let hello: unknown;
      try {
        hello = JSON.parse(raw.toString('utf8'));
      } catch {
        return fail('errors.malformedRequest');
      }
      if (!helloCheck.Check(hello)) return fail('errors.validation');
      clearTimeout(timer);
      void (async () => {
        const user = await userOfToken(ctx.storage, hello.token, ctx.now(), ctx.sessions);
        if (!user) return fail('errors.unauthorized');
        const attempt = await ctx.storage.getAttempt(hello.userCaseID);
        if (!attempt) return fail('attempt.error.notFound');
        if (attempt.userId !== user.id) return fail('errors.forbidden');
        unsubscribe = ctx.hub.subscribe(attempt.id, socket);
        const version = await ctx.storage.streamVersion(attempt.id);
        send({ type: 'welcome', protocol: WS_PROTOCOL, userCaseID: attempt.id, version });
      })().catch(() => fail('errors.internal'));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
};
