/** The live socket: hello, backoff, final closes, `after` on reconnect and dedupe of events. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientHello, ServerMessage } from '../../../schemas/api/ws.ts';
import { WS_CLOSE, WS_PROTOCOL } from '../../../schemas/api/ws.ts';
import { AttemptSocket, backoffDelay, liveUrl } from './socket.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
}

const hello: ClientHello = { type: 'hello', protocol: WS_PROTOCOL, token: 't', userCaseID: 'u1' };

/** A push of events with these versions (the message's version is the last one). */
const event = (version: number) => ({ type: 'OrderGiftMarked', data: {}, version, by: 'student' });
const push = (...versions: number[]): ServerMessage => ({
  type: 'events',
  userCaseID: 'u1',
  version: versions.at(-1) ?? 0,
  events: versions.map(event),
});
const welcome = (version: number, resync?: boolean): ServerMessage => ({
  type: 'welcome',
  protocol: WS_PROTOCOL,
  userCaseID: 'u1',
  version,
  ...(resync ? { resync } : {}),
});

/** Feeds the server's messages to a fake socket. */
const receive = (s: FakeSocket, ...messages: ServerMessage[]) => {
  for (const m of messages) s.onmessage?.({ data: JSON.stringify(m) });
};
const helloOf = (s: FakeSocket) => JSON.parse(s.sent[0] ?? 'null') as Record<string, unknown>;

describe('live socket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('builds ws: or wss: urls from the page', () => {
    expect(liveUrl({ protocol: 'http:', host: 'a:3000' })).toBe('ws://a:3000/api/ws');
    expect(liveUrl({ protocol: 'https:', host: 'b' })).toBe('wss://b/api/ws');
  });

  it('backs off exponentially up to a cap', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it('says hello, passes messages, reconnects after a drop and stops on leave', () => {
    const got: ServerMessage[] = [];
    const s = new AttemptSocket({
      url: 'ws://x/api/ws',
      hello: () => hello,
      onMessage: (m) => got.push(m),
      WebSocketImpl: FakeSocket,
      initialDelayMs: 100,
    });
    s.start();
    const first = FakeSocket.all[0]!;
    first.onopen?.({});
    expect(JSON.parse(first.sent[0]!)).toEqual(hello);
    receive(first, push(3));
    expect(got).toEqual([push(3)]);

    first.onclose?.({ code: 1006, reason: '' });
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    s.stop();
    expect(FakeSocket.all[1]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it.each([
    ['the server refuses the hello', WS_CLOSE.refused, 'errors.unauthorized'],
    ['the session ended', WS_CLOSE.sessionEnded, 'user.sessionEnded.loggedOut'],
    ['the server speaks another protocol', WS_CLOSE.refused, 'ws.error.protocol'],
  ])('does not reconnect when %s', (_, code, reason) => {
    const s = new AttemptSocket({
      url: 'ws://x/api/ws',
      hello: () => hello,
      onMessage: () => undefined,
      WebSocketImpl: FakeSocket,
    });
    s.start();
    FakeSocket.all[0]!.onclose?.({ code, reason });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('live socket resume', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const open = (initialVersion?: number) => {
    const got: ServerMessage[] = [];
    const s = new AttemptSocket({
      url: 'ws://x/api/ws',
      hello: () => hello,
      onMessage: (m) => got.push(m),
      WebSocketImpl: FakeSocket,
      initialDelayMs: 10,
      ...(initialVersion === undefined ? {} : { initialVersion }),
    });
    s.start();
    FakeSocket.all.at(-1)!.onopen?.({});
    return { s, got };
  };
  const drop = (s: FakeSocket) => {
    s.onclose?.({ code: 1006, reason: '' });
    vi.advanceTimersByTime(10_000);
    const next = FakeSocket.all.at(-1)!;
    next.onopen?.({});
    return next;
  };

  it('says no `after` on the first connect, then the highest version seen on every reconnect', () => {
    const { s } = open();
    const first = FakeSocket.all[0]!;
    expect(helloOf(first)).toEqual(hello);
    expect(s.version).toBeNull();
    receive(first, welcome(4), push(5), push(6, 7));
    expect(s.version).toBe(7);
    const second = drop(first);
    expect(helloOf(second)).toEqual({ ...hello, after: 7 });
    // A reconnect that learns nothing new says the same version again.
    const third = drop(second);
    expect(helloOf(third)).toEqual({ ...hello, after: 7 });
    receive(third, push(8), welcome(8));
    expect(helloOf(drop(third))).toEqual({ ...hello, after: 8 });
  });

  it('says `after` on the first connect when given the version the page shows', () => {
    open(12);
    expect(helloOf(FakeSocket.all[0]!)).toEqual({ ...hello, after: 12 });
  });

  it('remembers the welcome’s version even when no event arrives', () => {
    const { s } = open();
    receive(FakeSocket.all[0]!, welcome(9));
    expect(s.version).toBe(9);
    expect(helloOf(drop(FakeSocket.all[0]!))).toEqual({ ...hello, after: 9 });
  });

  it('ignores events it already saw, keeping the new ones of a mixed push', () => {
    const { got } = open();
    const first = FakeSocket.all[0]!;
    receive(first, welcome(2), push(3, 4));
    const second = drop(first);
    receive(second, push(4), push(3, 4, 5), welcome(5), push(5), push(6));
    expect(got.filter((m) => m.type === 'events')).toEqual([
      push(3, 4),
      { type: 'events', userCaseID: 'u1', version: 5, events: [event(5)] },
      push(6),
    ]);
  });

  it('takes the server’s version after a resync, even a lower one', () => {
    const { s, got } = open(40);
    const first = FakeSocket.all[0]!;
    receive(first, welcome(30, true), push(31));
    expect(s.version).toBe(31);
    expect(got).toEqual([welcome(30, true), push(31)]);
  });
});
