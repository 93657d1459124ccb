/**
 * GET /api/ws: the browser says hello with its token and attempt; the server checks both and
 * then pushes the attempt's new events until the socket or its session ends (hub.ts). Typed
 * messages, protocol version in the handshake.
 */
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { ClientHello, WS_CLOSE, WS_PROTOCOL, type ServerMessage } from '../../schemas/api/ws.ts';
import { sessionDeadline, sessionOfToken } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';

const helloCheck = Compile(ClientHello);
const HELLO_TIMEOUT_MS = 10_000;

export const registerWs = (app: FastifyInstance, ctx: AppContext) => {
  app.get('/api/ws', { websocket: true }, (socket) => {
    const send = (m: ServerMessage) => socket.send(JSON.stringify(m));
    const fail = (messageKey: string) => {
      send({ type: 'error', messageKey });
      socket.close(WS_CLOSE.refused, messageKey);
    };
    let unsubscribe: (() => void) | null = null;
    let closed = false;
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
        const alive = await sessionOfToken(ctx.storage, hello.token, ctx.now(), ctx.sessions);
        if (!alive) return fail('errors.unauthorized');
        const { user, session } = alive;
        const attempt = await ctx.storage.getAttempt(hello.userCaseID);
        if (!attempt) return fail('attempt.error.notFound');
        if (attempt.userId !== user.id) return fail('errors.forbidden');
        if (closed) return;
        unsubscribe = ctx.hub.subscribe(attempt.id, socket, {
          tokenHash: session.tokenHash,
          userId: user.id,
          deadline: sessionDeadline(session, ctx.sessions),
        });
        const version = await ctx.storage.streamVersion(attempt.id);
        send({ type: 'welcome', protocol: WS_PROTOCOL, userCaseID: attempt.id, version });
      })().catch(() => fail('errors.internal'));
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
};
