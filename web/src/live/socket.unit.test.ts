import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../schemas/api/ws.ts';
import { WS_CLOSE } from '../../../schemas/api/ws.ts';
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

const hello = { type: 'hello' as const, protocol: 1 as const, token: 't', userCaseID: 'u1' };

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
    first.onmessage?.({
      data: JSON.stringify({ type: 'events', userCaseID: 'u1', version: 3, events: [] }),
    });
    expect(got).toEqual([{ type: 'events', userCaseID: 'u1', version: 3, events: [] }]);

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
