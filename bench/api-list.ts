/** /api/PTOrder/list requests per second next to a bare Fastify route, in the same run. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadCatalogue, publishCases } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const load = async (url: string, body: string, headers: Record<string, string>) => {
  const r = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
};

export const benchApi = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-'));
  const storage = await openStorage({ dataDir: dir });
  const { catalogue } = loadCatalogue(new URL('../scenarios/cases', import.meta.url).pathname);
  await publishCases(storage, catalogue, new Date());
  await storage.createUser({
    id: 'u1',
    username: 'bench',
    displayName: 'Bench',
    role: 'student',
    passwordHash: await hashPassword('benchpass1'),
    classId: null,
    createdAt: new Date().toISOString(),
  });
  const app = await buildApp({ storage, catalogue });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (path: string, body: object, token?: string) =>
    (
      await fetch(base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json();
  const token = (await post('/api/User/login', { userName: 'bench', password: 'benchpass1' })).data
    .token as string;
  const userCaseID = (
    await post('/api/PracticeTraining/StartCase', { caseID: 'aliexpress-merge-gift' }, token)
  ).data.userCaseID as string;

  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'success', message: '', data: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const list = await load(
    `${base}/api/PTOrder/list`,
    JSON.stringify({ userCaseID, page: 1, limit: 20 }),
    { authorization: `Bearer ${token}` },
  );
  const plain = await load(`${bareBase}/bare`, '{}', {});
  await bare.close();
  await app.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
  return { list, bare: plain, ratio: list.rps / plain.rps };
};
