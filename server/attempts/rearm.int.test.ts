/**
 * Policy timers survive a restart: an attempt whose scripted buyer was due to act while the
 * server was down gets that event (stamped with its due instant) as soon as the next server
 * is ready, without anyone reading the attempt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { publishCases } from '../catalogue.ts';
import { hashPassword } from '../auth/passwords.ts';
import { openStorage } from '../storage/index.ts';
import { PASSWORD, shippedCatalogue } from '../testing/harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'cbsim-rearm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('fires timers that fell due while the server was down, once it is ready', async () => {
  const storage = await openStorage({ dataDir: dir });
  const catalogue = shippedCatalogue();
  const t0 = new Date('2026-11-22T08:00:00.000Z');
  await publishCases(storage, catalogue, t0);
  await storage.createUser({
    id: 'u1',
    username: 'student01',
    displayName: 'student01',
    role: 'student',
    passwordHash: await hashPassword(PASSWORD),
    classId: null,
    createdAt: t0.toISOString(),
  });
  const first = await buildApp({ storage, catalogue, now: () => t0, autoTimers: false });
  const post = (url: string, body: object, token?: string) =>
    first.inject({
      method: 'POST',
      url,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const token = (
    await post('/api/User/login', { userName: 'student01', password: PASSWORD })
  ).json().data.token as string;
  // alibaba-blacklist-buyer: a new order arrives 10 sim-minutes in (10 s at speed 60).
  const id = (
    await post('/api/PracticeTraining/StartCase', { caseID: 'alibaba-blacklist-buyer' }, token)
  ).json().data.userCaseID as string;
  // The student reads the task and closes it: the case clock starts.
  await post('/api/PracticeTraining/StartClock', { userCaseID: id }, token);
  const attempt = { id };
  await first.close();
  const types = async () => (await storage.readStream(attempt.id, 0)).map((e) => e.type);
  expect(await types()).not.toContain('OrderArrived');

  const later = new Date(t0.getTime() + 60_000);
  const second = await buildApp({ storage, catalogue, now: () => later, autoTimers: true });
  await second.ready();
  expect(await types()).toEqual(expect.arrayContaining(['TimerFired', 'OrderArrived']));
  const fired = (await storage.readStream(attempt.id, 0)).find((e) => e.type === 'TimerFired');
  expect(fired?.metadata).toMatchObject({
    now: '2026-11-22T08:00:10.000Z',
    actor: { kind: 'system' },
  });
  await second.close();
  await storage.close();
});
