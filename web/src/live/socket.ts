/**
 * The attempt's live channel (/api/ws, schemas/api/ws.ts): hello on open, then the server's
 * welcome and event pushes. Reconnects with exponential backoff until stopped, saying `after`
 * (the highest version seen) so the server replays what was missed; events already seen are
 * ignored. A refusal by the server (bad token, foreign attempt, another protocol version) or the
 * end of the session (logout, expiry) stops it.
 */
import {
  WS_CLOSE,
  type ClientHello,
  type EventsMessage,
  type ServerMessage,
} from '../../../schemas/api/ws.ts';

export type SocketStatus = 'connecting' | 'open' | 'closed';

type SocketLike = Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type AttemptSocketOptions = {
  url: string;
  hello: () => ClientHello | null;
  onMessage: (m: ServerMessage) => void;
  onStatus?: (s: SocketStatus) => void;
  /** The stream version the page already shows: sent as `after` on the first connect too. */
  initialVersion?: number;
  WebSocketImpl?: new (url: string) => SocketLike;
  initialDelayMs?: number;
  maxDelayMs?: number;
};

/** Close codes after which reconnecting cannot help: a refused hello, a session that ended. */
export const FINAL_CODES: readonly number[] = [WS_CLOSE.refused, WS_CLOSE.sessionEnded];

export const backoffDelay = (attempt: number, initialMs = 1000, maxMs = 30_000) =>
  Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));

export const liveUrl = (loc: { protocol: string; host: string }) =>
  `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/api/ws`;

export class AttemptSocket {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  /** Highest event version seen (welcome or events); null before the first welcome. */
  private seen: number | null;
  private readonly o: AttemptSocketOptions;

  constructor(options: AttemptSocketOptions) {
    this.o = options;
    this.seen = options.initialVersion ?? null;
  }

  /** The highest event version this socket has seen, or null. */
  get version(): number | null {
    return this.seen;
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.close(1000, 'leaving');
    }
    this.o.onStatus?.('closed');
  }

  private connect() {
    const given = this.o.hello();
    if (!given || this.stopped) return;
    const hello = this.seen === null ? given : { ...given, after: this.seen };
    const Impl =
      this.o.WebSocketImpl ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike);
    const s = new Impl(this.o.url);
    this.socket = s;
    this.o.onStatus?.('connecting');
    s.onopen = () => s.send(JSON.stringify(hello));
    s.onmessage = (ev) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      if (m.type === 'welcome') {
        this.failures = 0;
        // After a resync the client reloads: the server's version replaces what was seen.
        this.seen = m.resync ? m.version : Math.max(this.seen ?? 0, m.version);
        this.o.onStatus?.('open');
      }
      if (m.type === 'events') {
        const fresh = this.unseen(m);
        if (fresh) this.o.onMessage(fresh);
        return;
      }
      this.o.onMessage(m);
    };
    s.onerror = () => undefined;
    s.onclose = (ev) => {
      this.socket = null;
      this.o.onStatus?.('closed');
      if (this.stopped || FINAL_CODES.includes(ev.code)) return;
      const delay = backoffDelay(this.failures++, this.o.initialDelayMs, this.o.maxDelayMs);
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  /** The push without the events already seen (null if none is left); records the newest. */
  private unseen(m: EventsMessage): EventsMessage | null {
    const floor = this.seen;
    const events = floor === null ? m.events : m.events.filter((e) => e.version > floor);
    if (events.length === 0) return null;
    this.seen = Math.max(floor ?? 0, ...events.map((e) => e.version));
    return events.length === m.events.length ? m : { ...m, events };
  }
}
