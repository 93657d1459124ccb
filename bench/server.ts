/**
 * The server the benches talk to: a temp SQLite database, the shipped cases and one student,
 * listening on a free port; and that student signed in on a case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadCatalogue, publishCases } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';

const USER = { userName: 'bench', password: 'benchpass1' };

export const startBenchServer = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-'));
  const storage = await openStorage({ dataDir: dir });
  const { catalogue } = loadCatalogue(new URL('../scenarios/cases', import.meta.url).pathname);
  await publishCases(storage, catalogue, new Date());
  await storage.createUser({
    id: 'u1',
    username: USER.userName,
    displayName: 'Bench',
    role: 'student',
    passwordHash: await hashPassword(USER.password),
    classId: null,
    createdAt: new Date().toISOString(),
  });
  // A bench drives one student far faster than a person: it measures the server, not the
  // per-user write limit (plugins/write-limit.ts).
  const app = await buildApp({
    storage,
    catalogue,
    writeLimits: { perSecond: 1e9, perMinute: 1e9 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, close };
};

/** The bench student signed in at `url`, with an attempt at `caseID`. */
export const benchStudent = async (url: string, caseID: string) => {
  const post = async (path: string, body: object, token?: string) =>
    (
      await fetch(url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json();
  const token = (await post('/api/User/login', USER)).data.token as string;
  const userCaseID = (await post('/api/PracticeTraining/StartCase', { caseID }, token)).data
    .userCaseID as string;
  return { token, userCaseID };
};
