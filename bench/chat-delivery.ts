/**
 * Live chat under load: N students (N = 200 and 1,000), each on their own attempt of
 * shopee-chat-presale with a websocket subscribed to it (/api/ws), the server in a child process
 * (chat-server.ts) so clients and server do not share an event loop. Two rounds per N:
 *
 * - burst: every client POSTs one SendChatMessage "Size M fits you best." at the same moment;
 * - stream: once every reply is in, each POSTs the same text again, the N sends spread evenly
 *   over STREAM_SECONDS (the buyer, now asked about shipping, answers "otherwise", also 10 sim
 *   seconds = 5 real seconds later).
 *
 * Per send: the round trip from issuing the POST to the client receiving the push of its own
 * ChatMessageSent ("click to echo", without a browser), the POST's own answer time, and the
 * delivery latency of the scripted buyer's reply: the instant its ChatMessageReceived push
 * reaches the client minus the `dueAt` of the TimerScheduled (chatBuyerWrites) in the POST's
 * answer. The server arms its timers 5 ms after they fall due (service.ts arm), so ~5 ms is the
 * floor. Clients use Node's built-in WebSocket (`ws` is not a direct dependency).
 * Run alone: node bench/chat-delivery.ts [N ...]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WS_PROTOCOL } from '../schemas/api/ws.ts';
import { cpuMeter, type CpuWindow } from './chat-cpu.ts';
import type { ChatServerStats } from './chat-server.ts';

const CASE = 'shopee-chat-presale';
const TEXT = 'Size M fits you best.';
export const CHAT_SIZES = [200, 1_000];
const STREAM_SECONDS = Number(process.env.BENCH_CHAT_STREAM_SECONDS ?? 10);
/** Requests in flight while starting attempts and opening sockets (setup, not measured). */
const SETUP_PARALLEL = 20;
/** Event-loop delay is sampled every 5 ms; figures are the delay beyond that tick. */
const LAG_TICK_MS = 5;
const beyondTick = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LAG_TICK_MS) * 10) / 10);
/** How long a reply may be late before it counts as missing. */
const GRACE_MS = 30_000;

type Conv = {
  token: string;
  id: string;
  socket: WebSocket | null;
  /** performance.now() instants of the current round. */
  issuedAt: number | null;
  answeredAt: number | null;
  echoAt: number | null;
  replyAt: number | null;
  /** Epoch ms the buyer's reply is due, from the POST's answer. */
  dueAt: number | null;
  error: string | null;
};

type Spread = { p50: number; p99: number; max: number; n: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const spread = (values: number[]): Spread => {
  const s = [...values].sort((a, b) => a - b);
  return {
    p50: round1(percentile(s, 0.5)),
    p99: round1(percentile(s, 0.99)),
    max: round1(s.at(-1) ?? 0),
    n: s.length,
  };
};

/** Runs `work` on every item, at most `parallel` at a time. */
const pool = async <T>(items: T[], parallel: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
};

const post = async (url: string, token: string, path: string, body: object) => {
  const r = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as { message: string; data: never } };
};

/** Opens the conversation's socket and resolves at the server's welcome. */
const connect = (wsUrl: string, c: Conv) =>
  new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    c.socket = socket;
    socket.onopen = () =>
      socket.send(
        JSON.stringify({ type: 'hello', protocol: WS_PROTOCOL, token: c.token, userCaseID: c.id }),
      );
    socket.onerror = () => reject(new Error('websocket error'));
    socket.onmessage = (e: MessageEvent) => {
      const t = performance.now();
      const m = JSON.parse(String(e.data)) as {
        type: string;
        messageKey?: string;
        events?: { type: string; by?: string }[];
      };
      if (m.type === 'welcome') return resolve();
      if (m.type === 'error') return reject(new Error(m.messageKey));
      if (m.type !== 'events' || c.issuedAt === null) return;
      for (const ev of m.events ?? []) {
        if (ev.type === 'ChatMessageSent' && ev.by === 'student' && c.echoAt === null) c.echoAt = t;
        if (ev.type === 'ChatMessageReceived' && c.replyAt === null) c.replyAt = t;
      }
    };
  });

const send = async (url: string, c: Conv) => {
  c.issuedAt = performance.now();
  try {
    const r = await post(url, c.token, '/api/PTChat/Conversation', {
      userCaseID: c.id,
      command: { type: 'SendChatMessage', buyer: 'b1', text: TEXT },
    });
    c.answeredAt = performance.now();
    if (r.status !== 200) {
      c.error = `${r.status} ${r.json.message}`;
      return;
    }
    const events = (r.json.data as { events: { type: string; data: Record<string, unknown> }[] })
      .events;
    const timer = events.find(
      (e) =>
        e.type === 'TimerScheduled' && 'chatBuyerWrites' in (e.data.action as Record<string, 0>),
    );
    c.dueAt = timer ? Date.parse(timer.data.dueAt as string) : null;
    if (c.dueAt === null) c.error = 'no reply scheduled';
  } catch (err) {
    c.error = err instanceof Error ? err.message : String(err);
  }
};

export type ChatRound = {
  /** From the first POST issued to the last one answered. */
  sendMs: number;
  /** POST issued → its answer. */
  http: Spread;
  /** POST issued → the client has the push of its ChatMessageSent. */
  echo: Spread;
  /** The buyer's reply: its ChatMessageReceived push at the client − its dueAt. */
  delivery: Spread;
  errors: Record<string, number>;
  /** Sends answered whose echo or reply never came (within GRACE_MS of the last due instant). */
  noEcho: number;
  noReply: number;
  server: ChatServerStats;
  /** Event-loop delay of the client process during the round (p99, max). */
  clientLag: { p99: number; max: number };
  clientCpu: CpuWindow;
};

export type ChatLoad = {
  n: number;
  setupMs: { start: number; sockets: number };
  burst: ChatRound;
  stream: ChatRound;
};

/** A conversation's measurements before a round. */
const UNMEASURED = {
  issuedAt: null,
  answeredAt: null,
  echoAt: null,
  replyAt: null,
  dueAt: null,
  error: null,
} as const;

const runRound = async (
  url: string,
  convs: Conv[],
  stats: () => Promise<ChatServerStats>,
  stream: boolean,
): Promise<ChatRound> => {
  for (const c of convs) Object.assign(c, UNMEASURED);
  await stats(); // resets the server's event-loop histogram
  const lag = monitorEventLoopDelay({ resolution: LAG_TICK_MS });
  lag.enable();
  const cpu = cpuMeter();
  const t0 = performance.now();
  const sends: Promise<void>[] = [];
  if (!stream) for (const c of convs) sends.push(send(url, c));
  else {
    const every = (STREAM_SECONDS * 1000) / convs.length;
    for (let i = 0; i < convs.length; i++) {
      const wait = t0 + i * every - performance.now();
      if (wait > 1) await sleep(wait);
      sends.push(send(url, convs[i]!));
    }
  }
  await Promise.all(sends);
  const sendMs = performance.now() - t0;
  const lastDue = Math.max(0, ...convs.map((c) => c.dueAt ?? 0));
  const until = Math.max(Date.now(), lastDue) + GRACE_MS;
  const waiting = () =>
    convs.some((c) => c.error === null && (c.echoAt === null || c.replyAt === null));
  while (waiting() && Date.now() < until) await sleep(20);
  lag.disable();
  const ok = convs.filter((c) => c.error === null);
  const errors: Record<string, number> = {};
  for (const c of convs) if (c.error !== null) errors[c.error] = (errors[c.error] ?? 0) + 1;
  return {
    sendMs,
    http: spread(ok.map((c) => c.answeredAt! - c.issuedAt!)),
    echo: spread(ok.filter((c) => c.echoAt !== null).map((c) => c.echoAt! - c.issuedAt!)),
    delivery: spread(
      ok
        .filter((c) => c.replyAt !== null)
        .map((c) => performance.timeOrigin + c.replyAt! - c.dueAt!),
    ),
    errors,
    noEcho: ok.filter((c) => c.echoAt === null).length,
    noReply: ok.filter((c) => c.replyAt === null).length,
    server: await stats(),
    clientLag: { p99: beyondTick(lag.percentile(99)), max: beyondTick(lag.max) },
    clientCpu: cpu(),
  };
};

export const benchChatLoad = async (n: number): Promise<ChatLoad> => {
  const child = fork(new URL('./chat-server.ts', import.meta.url).pathname, [String(n)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ url, tokens }] = (await once(child, 'message')) as [{ url: string; tokens: string[] }];
  const stats = async () => {
    child.send('stats');
    const [m] = (await once(child, 'message')) as [ChatServerStats];
    return m;
  };
  const convs: Conv[] = tokens.map((token) => ({ token, id: '', socket: null, ...UNMEASURED }));
  try {
    let t = performance.now();
    await pool(convs, SETUP_PARALLEL, async (c) => {
      const r = await post(url, c.token, '/api/PracticeTraining/StartCase', { caseID: CASE });
      if (r.status !== 200) throw new Error(`StartCase: ${r.status} ${r.json.message}`);
      c.id = (r.json.data as { userCaseID: string }).userCaseID;
    });
    const start = performance.now() - t;
    t = performance.now();
    const wsUrl = `${url.replace(/^http/, 'ws')}/api/ws`;
    await pool(convs, SETUP_PARALLEL, (c) => connect(wsUrl, c));
    const sockets = performance.now() - t;
    const burst = await runRound(url, convs, stats, false);
    const stream = await runRound(url, convs, stats, true);
    return { n, setupMs: { start, sockets }, burst, stream };
  } finally {
    for (const c of convs) c.socket?.close();
    child.send('stop');
    await once(child, 'exit');
  }
};

export const benchChatDelivery = async (sizes = CHAT_SIZES) => {
  const out: ChatLoad[] = [];
  for (const n of sizes) out.push(await benchChatLoad(n));
  return out;
};

const fmt = (s: Spread) => `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`;
const roundLine = (name: string, r: ChatRound) => {
  const errors = Object.entries(r.errors).map(([k, n]) => `${n}× ${k}`);
  const missing = [
    ...(r.noEcho ? [`${r.noEcho} echoes missing`] : []),
    ...(r.noReply ? [`${r.noReply} replies missing`] : []),
  ];
  return [
    `  ${name}: ${r.http.n} sends answered in ${(r.sendMs / 1000).toFixed(2)} s${errors.length ? ` (refused: ${errors.join(', ')})` : ''}${missing.length ? `; ${missing.join(', ')}` : ''}`,
    `    POST → own ChatMessageSent push: ${fmt(r.echo)} (POST answer ${fmt(r.http)})`,
    `    buyer's reply push − dueAt: ${fmt(r.delivery)} (n ${r.delivery.n})`,
    `    event-loop delay: server p99 ${r.server.lagP99} ms, max ${r.server.lagMax} ms; client p99 ${r.clientLag.p99} ms, max ${r.clientLag.max} ms`,
    ...(r.server.cpu && r.clientCpu
      ? [
          `    main threads over the round's ${(r.server.cpu.wallMs / 1000).toFixed(1)} s: server on a CPU ${r.server.cpu.runMs} ms, waiting for one ${r.server.cpu.waitMs} ms; client ${r.clientCpu.runMs} ms and ${r.clientCpu.waitMs} ms`,
        ]
      : []),
  ];
};

export const formatChatDelivery = (loads: ChatLoad[]) =>
  loads
    .flatMap((l) => [
      `live chat (${CASE}, ${l.n} students, one attempt and one websocket each; server in a child process on SQLite; ${l.n} attempts started in ${(l.setupMs.start / 1000).toFixed(1)} s, sockets welcomed in ${(l.setupMs.sockets / 1000).toFixed(1)} s; server peak RSS ${l.stream.server.maxRssMb} MB):`,
      ...roundLine(`burst (all ${l.n} POSTs issued at once)`, l.burst),
      ...roundLine(
        `stream (${l.n} POSTs spread over ${STREAM_SECONDS} s = ${Math.round(l.n / STREAM_SECONDS)}/s)`,
        l.stream,
      ),
    ])
    .join('\n');

if (import.meta.main) {
  const sizes = process.argv.slice(2).map(Number);
  process.stdout.write(
    `${formatChatDelivery(await benchChatDelivery(sizes.length ? sizes : CHAT_SIZES))}\n`,
  );
}
