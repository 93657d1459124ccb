/** Websocket protocol of /api/ws (typed message unions, with a protocol version in the handshake). */
import { Type, type Static } from 'typebox';
import { ListChanges } from './operate.ts';

/** Version 2: the hello may carry `after`, and the server replays what the client missed. */
export const WS_PROTOCOL = 2;

/**
 * Close codes of the server: `refused` (the hello was refused: bad token, someone else's attempt,
 * another protocol version) and `sessionEnded` (logout, expiry, password change); the reason is a
 * message key. The client does not reconnect after either.
 */
/**
 * Close codes: a refused hello, a session that ended, and a client that broke the message limits
 * after its hello (1008, policy violation: WS_AFTER_HELLO).
 */
export const WS_CLOSE = { refused: 4000, sessionEnded: 4001, policy: 1008 } as const;

/**
 * After the hello the client only listens: a few small messages are tolerated (ignored); a
 * larger one, or more than `messages` in `windowMs`, closes the socket.
 */
export const WS_AFTER_HELLO = { maxBytes: 1024, messages: 10, windowMs: 10_000 } as const;

/** Most events the server replays at a hello; a client missing more reloads everything. */
export const WS_REPLAY_LIMIT = 1000;

const Version = Type.Integer({ minimum: 0 });

export const ClientHello = Type.Object(
  {
    type: Type.Literal('hello'),
    protocol: Type.Literal(WS_PROTOCOL),
    token: Type.String({ minLength: 1, maxLength: 200 }),
    userCaseID: Type.String({ minLength: 1, maxLength: 64 }),
    /** The last event version the client has seen: the server sends the newer ones first. */
    after: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type ClientHello = Static<typeof ClientHello>;

/**
 * An author's hello for the progress of their explore run (issue 22 §5): `exploreRun` is the id
 * the client chose and sends with /api/Authoring/Explore. The channel is the user's own: another
 * user naming the same id hears nothing of it.
 */
export const ExploreHello = Type.Object(
  {
    type: Type.Literal('hello'),
    protocol: Type.Literal(WS_PROTOCOL),
    token: Type.String({ minLength: 1, maxLength: 200 }),
    exploreRun: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { additionalProperties: false },
);
export type ExploreHello = Static<typeof ExploreHello>;

/**
 * The hello was accepted; `version` is the stream version the client is now up to date with.
 * `resync`: the server could not replay what the client missed (too much, or the client is ahead
 * of the stream), so the client reloads what it shows.
 */
export const WelcomeMessage = Type.Object(
  {
    type: Type.Literal('welcome'),
    protocol: Type.Literal(WS_PROTOCOL),
    userCaseID: Type.String(),
    version: Version,
    resync: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PushedEvent = Type.Object(
  {
    type: Type.String(),
    data: Type.Unknown(),
    version: Type.Integer({ minimum: 1 }),
    /** Who caused the event (the student, or the case's scripted actors and clock). */
    by: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/**
 * New events of the attempt, in version order; `version` is the stream version after them;
 * `lists`: what they changed in the module lists (absent when not known: reload what is shown).
 */
export const EventsMessage = Type.Object(
  {
    type: Type.Literal('events'),
    userCaseID: Type.String(),
    version: Version,
    events: Type.Array(PushedEvent),
    lists: Type.Optional(ListChanges),
  },
  { additionalProperties: false },
);
export type EventsMessage = Static<typeof EventsMessage>;

/** A refusal or the end of the session, as a message key; a close follows. */
export const ErrorMessage = Type.Object(
  {
    type: Type.Literal('error'),
    messageKey: Type.String(),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  },
  { additionalProperties: false },
);

/** The explore hello was accepted: the run's progress is pushed from now on. */
export const ExploreWelcomeMessage = Type.Object(
  { type: Type.Literal('exploreWelcome'), protocol: Type.Literal(WS_PROTOCOL), run: Type.String() },
  { additionalProperties: false },
);

/** After each depth of the explorer's search: how far it went, the best score found so far. */
export const ExploreProgressMessage = Type.Object(
  {
    type: Type.Literal('exploreProgress'),
    run: Type.String(),
    depth: Type.Integer({ minimum: 0 }),
    maxDepth: Type.Integer({ minimum: 1 }),
    best: Type.Number(),
    total: Type.Number(),
    tries: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ExploreProgressMessage = Static<typeof ExploreProgressMessage>;

export const ServerMessage = Type.Union([
  WelcomeMessage,
  EventsMessage,
  ErrorMessage,
  ExploreWelcomeMessage,
  ExploreProgressMessage,
]);
export type ServerMessage = Static<typeof ServerMessage>;
