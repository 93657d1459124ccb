/**
 * GET /api/ws: the browser says hello with its token and attempt; the server checks both, sends
 * the events the client missed (those after its `after`) and a welcome, and then pushes the
 * attempt's new events until the socket or its session ends (hub.ts). A teacher's hello may name
 * an explore run instead (ExploreHello): the socket then hears that run's progress. Typed
 * messages, protocol version in the handshake: a client of another version is told so before any
 * other check.
 * After the hello the client only listens: a message past WS_AFTER_HELLO's size or rate closes
 * the socket with 1008 (policy violation) and a message key.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  ClientHello,
  ExploreHello,
  WS_AFTER_HELLO,
  WS_CLOSE,
  WS_PROTOCOL,
  WS_REPLAY_LIMIT,
  type ServerMessage,
} from '../../schemas/api/ws.ts';
import { sessionDeadline, sessionOfToken } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import type { Storage } from '../storage/types.ts';
import { exploreChannel } from './exploreChannel.ts';

const helloCheck = Compile(ClientHello);
const exploreHelloCheck = Compile(ExploreHello);
/** Any message that names a protocol: checked before the hello of this version. */
const protocolCheck = Compile(Type.Object({ protocol: Type.Number() }));
const HELLO_TIMEOUT_MS = 10_000;

/**
 * What a client that has seen the stream up to `after` is sent first: the newer events as one
 * message, and the version it is then up to date with. Without `after` nothing is replayed;
 * when more than `limit` events are missing, or the client is ahead of the stream, it resyncs.
 */
export const catchUp = async (
  storage: Pick<Storage, 'readStream' | 'streamVersion'>,
  attemptId: string,
  after: number | undefined,
  limit = WS_REPLAY_LIMIT,
): Promise<{ replay: ServerMessage[]; version: number; resync: boolean }> => {
  const current = await storage.streamVersion(attemptId);
  if (after === undefined || after === current)
    return { replay: [], version: current, resync: false };
  if (after > current || current - after > limit)
    return { replay: [], version: current, resync: true };
  const stored = await storage.readStream(attemptId, after);
  const version = Math.max(current, stored.at(-1)?.version ?? 0);
  const events = stored.map((e) => ({
    type: e.type,
    data: e.data,
    version: e.version,
    by: e.metadata.actor.kind,
  }));
  return {
    replay: [{ type: 'events', userCaseID: attemptId, version, events }],
    version,
    resync: false,
  };
};

export const registerWs = (app: FastifyInstance, ctx: AppContext) => {
  app.get('/api/ws', { websocket: true }, (socket) => {
    const send = (m: ServerMessage) => socket.send(JSON.stringify(m));
    const fail = (messageKey: string, params?: Record<string, string | number>) => {
      send({ type: 'error', messageKey, ...(params ? { params } : {}) });
      socket.close(WS_CLOSE.refused, messageKey);
    };
    let greeted = false;
    let windowStart = 0;
    let inWindow = 0;
    /** A message after the hello: ignored, unless it breaks the limits (then the socket closes). */
    const afterHello = (raw: Buffer) => {
      const now = Date.now();
      if (now - windowStart >= WS_AFTER_HELLO.windowMs) [windowStart, inWindow] = [now, 0];
      inWindow += 1;
      const key =
        raw.length > WS_AFTER_HELLO.maxBytes
          ? 'ws.error.messageTooLarge'
          : inWindow > WS_AFTER_HELLO.messages
            ? 'ws.error.tooManyMessages'
            : null;
      if (!key || closed) return;
      closed = true;
      unsubscribe?.();
      send({ type: 'error', messageKey: key });
      socket.close(WS_CLOSE.policy, key);
    };
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    const timer = setTimeout(() => fail('errors.unauthorized'), HELLO_TIMEOUT_MS);

    socket.on('message', (raw: Buffer) => {
      if (greeted) return afterHello(raw);
      greeted = true;
      clearTimeout(timer);
      let hello: unknown;
      try {
        hello = JSON.parse(raw.toString('utf8'));
      } catch {
        return fail('errors.malformedRequest');
      }
      if (protocolCheck.Check(hello) && hello.protocol !== WS_PROTOCOL)
        return fail('ws.error.protocol', { server: WS_PROTOCOL, client: hello.protocol });
      if (exploreHelloCheck.Check(hello)) {
        const { token, exploreRun } = hello;
        void (async () => {
          const alive = await sessionOfToken(ctx.storage, token, ctx.now(), ctx.sessions);
          if (!alive) return fail('errors.unauthorized');
          const { user, session } = alive;
          if (user.mustChangePassword) return fail('user.error.mustChangePassword');
          if (user.role === 'student') return fail('errors.forbidden');
          if (closed) return;
          const subscription = ctx.hub.subscribe(exploreChannel(user.id, exploreRun), socket, {
            tokenHash: session.tokenHash,
            userId: user.id,
            deadline: sessionDeadline(session, ctx.sessions),
          });
          unsubscribe = subscription.unsubscribe;
          subscription.release(
            [{ type: 'exploreWelcome', protocol: WS_PROTOCOL, run: exploreRun }],
            0,
          );
        })().catch(() => fail('errors.internal'));
        return;
      }
      if (!helloCheck.Check(hello)) return fail('errors.validation');
      void (async () => {
        const alive = await sessionOfToken(ctx.storage, hello.token, ctx.now(), ctx.sessions);
        if (!alive) return fail('errors.unauthorized');
        const { user, session } = alive;
        if (user.mustChangePassword) return fail('user.error.mustChangePassword');
        const attempt = await ctx.storage.getAttempt(hello.userCaseID);
        if (!attempt) return fail('attempt.error.notFound');
        if (attempt.userId !== user.id) return fail('errors.forbidden');
        if (closed) return;
        // Subscribe before reading: a push committed meanwhile is held, not lost.
        const subscription = ctx.hub.subscribe(attempt.id, socket, {
          tokenHash: session.tokenHash,
          userId: user.id,
          deadline: sessionDeadline(session, ctx.sessions),
        });
        unsubscribe = subscription.unsubscribe;
        const { replay, version, resync } = await catchUp(ctx.storage, attempt.id, hello.after);
        if (closed) return;
        const welcome: ServerMessage = {
          type: 'welcome',
          protocol: WS_PROTOCOL,
          userCaseID: attempt.id,
          version,
          ...(resync ? { resync } : {}),
        };
        subscription.release([...replay, welcome], version);
      })().catch(() => fail('errors.internal'));
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
};
