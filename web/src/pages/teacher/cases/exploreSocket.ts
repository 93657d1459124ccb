/**
 * The websocket an author hears their explore run's progress on (ExploreHello, schemas/api/ws.ts):
 * opened before the Explore call with a run id of the client's choosing; ready once the server
 * has welcomed it (or after a short wait: the run goes on without progress then).
 */
import {
  WS_PROTOCOL,
  type ExploreHello,
  type ExploreProgressMessage,
  type ServerMessage,
} from '../../../../../schemas/api/ws.ts';
import { liveUrl } from '../../../live/socket.ts';

export type ExploreProgress = Omit<ExploreProgressMessage, 'type' | 'run'>;

/** How long the page waits for the welcome before it explores without progress. */
const WELCOME_WAIT_MS = 3_000;

/** A random run id (getRandomValues: randomUUID needs a secure context, a LAN address is not). */
export const newRunId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Opens the run's channel; resolves when it is listening (or given up), with its close. */
export const listenToExplore = (
  token: string,
  run: string,
  onProgress: (p: ExploreProgress) => void,
): Promise<() => void> =>
  new Promise((resolve) => {
    const socket = new WebSocket(liveUrl(window.location));
    const close = () => socket.close(1000, 'done');
    const ready = () => {
      clearTimeout(timer);
      resolve(close);
    };
    const timer = setTimeout(ready, WELCOME_WAIT_MS);
    socket.onopen = () => {
      const hello: ExploreHello = { type: 'hello', protocol: WS_PROTOCOL, token, exploreRun: run };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (ev) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      if (m.type === 'exploreWelcome' && m.run === run) ready();
      else if (m.type === 'exploreProgress' && m.run === run) {
        const { type: _t, run: _r, ...p } = m;
        onProgress(p);
      }
    };
    socket.onerror = ready;
    socket.onclose = ready;
  });
