/**
 * The server of the chat bench, in a process of its own (so the clients do not share its event
 * loop): a temp SQLite database, the shipped cases, N students, each with a session opened as a
 * login would (openSession; N logins would meet the login rate limit of 120 a minute per address
 * and cost N password hashes), listening on a free port. Started by chat-delivery.ts with the
 * number of students as its argument and an IPC channel: it sends { url, tokens } when
 * listening; answers 'stats' with, since the last 'stats', its event-loop delay (beyond the 5 ms
 * sampling tick) and its main thread's CPU time and run-queue wait (chat-cpu.ts), and its peak
 * RSS; and closes on 'stop'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { DEFAULT_SESSION_POLICY, openSession } from '../server/auth/sessions.ts';
import { loadCatalogue, publishCases } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';
import type { User } from '../server/storage/types.ts';
import { cpuMeter, type CpuWindow } from './chat-cpu.ts';

export type ChatServerStats = {
  lagP50: number;
  lagP99: number;
  lagMax: number;
  maxRssMb: number;
  cpu: CpuWindow;
};

const students = Number(process.argv[2] ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-chat-'));
const storage = await openStorage({ dataDir: dir });
const { catalogue } = loadCatalogue(new URL('../scenarios/cases', import.meta.url).pathname);
await publishCases(storage, catalogue, new Date());
const passwordHash = await hashPassword('benchpass1');
const tokens: string[] = [];
for (let i = 0; i < students; i++) {
  const user: User = {
    id: `chat-${i}`,
    username: `chat${String(i).padStart(4, '0')}`,
    displayName: `Chat ${i}`,
    role: 'student',
    passwordHash,
    classId: null,
    createdAt: new Date().toISOString(),
    mustChangePassword: false,
  };
  await storage.createUser(user);
  tokens.push((await openSession(storage, user, new Date(), DEFAULT_SESSION_POLICY)).token);
}
// A bench drives one student far faster than a person: it measures the server, not the
// per-user write limit (plugins/write-limit.ts).
const app = await buildApp({
  storage,
  catalogue,
  writeLimits: { perSecond: 1e9, perMinute: 1e9 },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });

const TICK_MS = 5;
const lag = monitorEventLoopDelay({ resolution: TICK_MS });
lag.enable();
const cpu = cpuMeter();
/** Delay beyond the histogram's own tick, in ms. */
const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - TICK_MS) * 10) / 10);

process.on('message', (m) => {
  if (m === 'stats') {
    const stats: ChatServerStats = {
      lagP50: ms(lag.percentile(50)),
      lagP99: ms(lag.percentile(99)),
      lagMax: ms(lag.max),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      cpu: cpu(),
    };
    lag.reset();
    process.send?.(stats);
  }
  if (m === 'stop') {
    void (async () => {
      await app.close();
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    })().finally(() => process.exit(0));
  }
});
process.send?.({ url, tokens });
