/** Builds the app on a real SQLite file in a temp folder, with a few users and a settable clock. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type AppOptions } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { catalogueOf, loadCatalogue, publishCases, type Catalogue } from '../catalogue.ts';
import { openStorage } from '../storage/index.ts';
import type { Scenario } from '../../schemas/scenario.ts';

export const PASSWORD = 'demo1234';
const casesDir = fileURLToPath(new URL('../../scenarios/cases', import.meta.url));
export const shippedCatalogue = (): Catalogue => loadCatalogue(casesDir).catalogue;

export const harness = async (
  opts: {
    extraScenarios?: Scenario[];
    loginLimit?: AppOptions['loginLimit'];
    changePwdLimit?: AppOptions['changePwdLimit'];
    throttle?: AppOptions['throttle'];
    trustProxy?: AppOptions['trustProxy'];
    llm?: AppOptions['llm'];
    /** A PostgreSQL database instead of SQLite (real I/O: concurrent requests interleave). */
    databaseUrl?: string;
    uploads?: AppOptions['uploads'];
    writeLimits?: AppOptions['writeLimits'];
  } = {},
) => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-app-'));
  const storage = await openStorage({ dataDir: dir, databaseUrl: opts.databaseUrl });
  const clock = { now: new Date('2026-11-22T08:00:00.000Z') };
  const shipped = loadCatalogue(casesDir);
  const base = shipped.catalogue.list();
  const catalogue = catalogueOf([...base, ...(opts.extraScenarios ?? [])], shipped.files);
  await publishCases(storage, catalogue, clock.now);
  const app = await buildApp({
    storage,
    catalogue,
    caseSources: shipped.sources,
    now: () => clock.now,
    autoTimers: false,
    ...(opts.loginLimit ? { loginLimit: opts.loginLimit } : {}),
    ...(opts.changePwdLimit ? { changePwdLimit: opts.changePwdLimit } : {}),
    ...(opts.throttle ? { throttle: opts.throttle } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.uploads ? { uploads: opts.uploads } : {}),
    // Tests play cases faster than a person: the write limit only where a test sets one.
    writeLimits: opts.writeLimits ?? { perSecond: 1e9, perMinute: 1e9 },
    ...(opts.llm ? { llm: opts.llm } : {}),
  });
  const hash = await hashPassword(PASSWORD);
  /** Creates users whose password is PASSWORD (one hash for all: fast). */
  const addUsers = async (usernames: string[]) => {
    for (const username of usernames) {
      await storage.createUser({
        id: `id-${username}`,
        username,
        displayName: username,
        role: username.startsWith('teacher') ? 'teacher' : 'student',
        passwordHash: hash,
        classId: null,
        createdAt: clock.now.toISOString(),
      });
    }
  };
  await addUsers(['student01', 'student02', 'teacher01']);
  /** POST as JSON, with a bearer token, from an address (default 127.0.0.1). */
  const post = (url: string, body: unknown, token?: string, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const login = async (userName = 'student01') => {
    const r = await post('/api/User/login', { userName, password: PASSWORD });
    if (r.statusCode !== 200) throw new Error(`login failed: ${r.body}`);
    return r.json().data.token as string;
  };
  /** Starts a case as a student who then reads the task and closes it (the clock starts), unless `clock: false`. */
  const start = async (token: string, caseID = 'amazon-partial-stock', opts = { clock: true }) => {
    const id = (await post('/api/PracticeTraining/StartCase', { caseID }, token)).json().data
      .userCaseID as string;
    if (opts.clock) await post('/api/PracticeTraining/StartClock', { userCaseID: id }, token);
    return id;
  };
  const close = async () => {
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, storage, clock, dir, post, login, start, close, addUsers };
};
export type Harness = Awaited<ReturnType<typeof harness>>;
