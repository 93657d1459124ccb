/**
 * The attempt's live channel (/api/ws, schemas/api/ws.ts): hello on open, then the server's
 * welcome and event pushes. Reconnects with exponential backoff until stopped; a refusal by the
 * server (bad token, foreign attempt) or the end of the session (logout, expiry) stops it.
 */
import { WS_CLOSE, type ClientHello, type ServerMessage } from '../../../schemas/api/ws.ts';

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
  private readonly o: AttemptSocketOptions;

  constructor(options: AttemptSocketOptions) {
    this.o = options;
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
    const hello = this.o.hello();
    if (!hello || this.stopped) return;
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
        this.o.onStatus?.('open');
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
}
