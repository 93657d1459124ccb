/** Websocket protocol of /api/ws (typed message unions, with a protocol version in the handshake). */
import { Type, type Static } from 'typebox';

export const WS_PROTOCOL = 1;

/**
 * Close codes of the server: `refused` (the hello was refused: bad token, someone else's attempt)
 * and `sessionEnded` (logout, expiry, password change); the reason is a message key. The client
 * does not reconnect after either.
 */
export const WS_CLOSE = { refused: 4000, sessionEnded: 4001 } as const;

export const ClientHello = Type.Object(
  {
    type: Type.Literal('hello'),
    protocol: Type.Literal(WS_PROTOCOL),
    token: Type.String({ minLength: 1, maxLength: 200 }),
    userCaseID: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ClientHello = Static<typeof ClientHello>;

export type ServerMessage =
  | { type: 'welcome'; protocol: typeof WS_PROTOCOL; userCaseID: string; version: number }
  | {
      type: 'events';
      userCaseID: string;
      version: number;
      /** `by`: who caused the event (the student, or the case's scripted actors and clock). */
      events: { type: string; data: unknown; version: number; by?: string }[];
    }
  | { type: 'error'; messageKey: string };
