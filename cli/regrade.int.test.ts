/**
 * cbsim regrade (issue 12): attempts played and submitted through the app, then the case's
 * scoring changes (a copy in a temp cases folder moves 10 points from 1201 to 1204). A dry run
 * prints the moved scores and writes nothing; --write stores them in the rows (status and
 * submittedAt unchanged, no event added); a teacher's override survives; reset and in-progress
 * attempts are left alone; an unknown case exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../server/auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../server/testing/harness.ts';
import { regradeCommand } from './commands/regrade.ts';
import type { Io } from './io.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CASE = 'amazon-partial-stock';
const collect = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io, out, err };
};

let h: Harness;
let casesDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const ok = async (url: string, body: object, token: string) => {
  const r = await h.post(url, body, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const op = (who: string, command: object) =>
  ok('/api/PTOrder/Operate', { userCaseID: ids[who], command }, tokens[who]!);
const submit = (who: string) =>
  ok('/api/PracticeTraining/Submit', { userCaseID: ids[who] }, tokens[who]!);
const split = (who: string) =>
  op(who, { type: 'SplitOrder', orderNo: '112-3941-7781', sku: 'LAMP-01', qty: 1 });
const ship = (who: string, orderNo: string) =>
  op(who, { type: 'ShipOrder', orderNo, carrier: 'fedex', trackingNo: 'FX99887766' });

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createSchool({ id: 'sch', name: 'School' });
  await h.storage.createClass({ id: 'cA', schoolId: 'sch', name: 'A', teacherId: 'id-teacher01' });
  for (const username of ['alice', 'bob', 'carol', 'dave'])
    await h.storage.createUser({
      id: `id-${username}`,
      username,
      displayName: username,
      role: 'student',
      passwordHash: hash,
      classId: 'cA',
      createdAt: h.clock.now.toISOString(),
    });
  for (const u of ['teacher01', 'alice', 'bob', 'carol', 'dave']) tokens[u] = await h.login(u);
  // One minute apart: the order the command reports them in (oldest first).
  for (const u of ['alice', 'bob', 'carol', 'dave']) {
    ids[u] = await h.start(tokens[u]!, CASE);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
  }

  // alice: split, ship the lamps, cancel the unpaid order: 30 + 40 - 10 = 60; the teacher
  // forgives the cancellation (1206 earns 0): 70, passed.
  await split('alice');
  await ship('alice', '112-3941-7781');
  await op('alice', { type: 'CancelOrder', orderNo: '112-7730-0415' });
  await submit('alice');
  const overridden = await ok(
    '/api/Teacher/Override',
    {
      attemptId: ids.alice,
      pointID: 1206,
      sourceID: null,
      earned: 0,
      reason: 'The buyer asked for the cancellation by phone.',
    },
    tokens.teacher01!,
  );
  expect(overridden.score).toBe(70);
  // bob: split and ship the lamps (70), then starts over: that row is reset, kept at 70; his new
  // attempt is submitted empty (0, unchanged by the new scoring).
  await split('bob');
  await ship('bob', '112-3941-7781');
  await submit('bob');
  ids.bobOld = ids.bob!;
  ids.bob = (await ok('/api/PracticeTraining/ResetCase', { userCaseID: ids.bob }, tokens.bob!))
    .userCaseID as string;
  await submit('bob');
  // carol ships the organiser only: 20.
  await ship('carol', '112-6104-2290');
  await submit('carol');
  // dave's attempt stays in progress.

  // The changed case: 1201 is worth 10 (was 30), 1204 is worth 40 (was 20).
  casesDir = mkdtempSync(join(tmpdir(), 'cbsim-regrade-'));
  const source = readFileSync(join(root, 'scenarios/cases', `${CASE}.yaml`), 'utf8');
  const changed = source
    .replace(/(- point: 1201\n\s+page: \w+\n\s+score: )30/, '$110')
    .replace(/(- point: 1204\n\s+page: \w+\n\s+score: )20/, '$140');
  // Both replaced: two more points worth 10 or 40 than before.
  const tensAndForties = (t: string) => t.match(/score: [14]0\n/g)?.length ?? 0;
  expect(tensAndForties(changed)).toBe(tensAndForties(source) + 2);
  expect(changed).not.toBe(source);
  writeFileSync(join(casesDir, `${CASE}.yaml`), changed);
});
afterAll(async () => {
  await h.close();
  rmSync(casesDir, { recursive: true, force: true });
});

const env = () => ({ dataDir: h.dir, scenariosDir: casesDir });
const row = (who: string) => h.storage.getAttempt(ids[who]!);

describe('cbsim regrade', () => {
  it('without --write prints the scores that moved and writes nothing', async () => {
    const before = await Promise.all(['alice', 'bobOld', 'bob', 'carol'].map(row));
    expect(before.map((a) => [a?.status, a?.score, a?.passed])).toEqual([
      ['submitted', 70, true],
      ['reset', 70, true],
      ['submitted', 0, false],
      ['submitted', 20, false],
    ]);
    const versions = await Promise.all(
      [ids.alice!, ids.carol!].map((id) => h.storage.streamVersion(id)),
    );

    const c = collect();
    expect(await regradeCommand(CASE, { write: false }, env(), c.io)).toBe(0);
    expect(c.err).toEqual([]);
    // Oldest first; the override on 1206 is kept (without it alice would get 40).
    expect(c.out).toEqual([
      `${ids.alice}  alice  ${CASE}  score 70 → 50  passed yes → no`,
      `${ids.carol}  carol  ${CASE}  score 20 → 40  passed no → no`,
      '3 submitted attempt(s) checked, 2 moved, 2 in progress or reset left alone' +
        ' (dry run: nothing written; --write stores the new scores)',
    ]);
    expect(await Promise.all(['alice', 'bobOld', 'bob', 'carol'].map(row))).toEqual(before);
    expect(
      await Promise.all([ids.alice!, ids.carol!].map((id) => h.storage.streamVersion(id))),
    ).toEqual(versions);
  });

  it('runs as a user runs it: the bin reads DATA_DIR and SCENARIOS_DIR', () => {
    const r = spawnSync(process.execPath, [join(root, 'cli/cbsim.ts'), 'regrade', CASE], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: h.dir, SCENARIOS_DIR: casesDir, DATABASE_URL: '' },
    });
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(`${ids.alice}  alice  ${CASE}  score 70 → 50  passed yes → no`);
    expect(r.stdout).toMatch(/2 moved.*dry run/);
  });

  it('with --write stores the new scores, keeps the override, leaves reset rows alone', async () => {
    const before = {
      alice: (await row('alice'))!,
      carol: (await row('carol'))!,
      bobOld: (await row('bobOld'))!,
      dave: (await row('dave'))!,
    };
    const versions = await h.storage.streamVersion(ids.alice!);

    const c = collect();
    expect(await regradeCommand(CASE, { write: true }, env(), c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(c.out.at(-1)).toBe(
      '3 submitted attempt(s) checked, 2 moved, 2 written, 2 in progress or reset left alone',
    );
    expect(await row('alice')).toEqual({ ...before.alice, score: 50, passed: false });
    expect(await row('carol')).toEqual({ ...before.carol, score: 40, passed: false });
    expect(await row('bobOld')).toEqual(before.bobOld);
    expect(await row('dave')).toEqual(before.dave);
    expect(await h.storage.streamVersion(ids.alice!)).toBe(versions);
    // The override is still an event of the stream, as the teacher's.
    const overrides = (await h.storage.readStream(ids.alice!)).filter(
      (e) => e.type === 'PointOverridden',
    );
    expect(overrides.map((e) => e.metadata.actor.kind)).toEqual(['teacher']);

    // Nothing moves any more; `all` covers the folder's cases.
    const again = collect();
    expect(await regradeCommand('all', { write: true }, env(), again.io)).toBe(0);
    expect([again.out, again.err]).toEqual([
      ['3 submitted attempt(s) checked, 0 moved, 0 written, 2 in progress or reset left alone'],
      [],
    ]);
  });

  it('refuses an unknown case and a missing argument', async () => {
    const c = collect();
    expect(await regradeCommand('no-such-case', { write: true }, env(), c.io)).toBe(1);
    expect(c.err).toEqual([`unknown case "no-such-case": no case with this id in ${casesDir}`]);
    expect(c.out).toEqual([]);
    const r = spawnSync(process.execPath, [join(root, 'cli/cbsim.ts'), 'regrade', 'nope'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: h.dir, SCENARIOS_DIR: casesDir, DATABASE_URL: '' },
    });
    expect([r.status, r.stderr]).toEqual([1, expect.stringContaining('unknown case "nope"')]);
    const u = collect();
    expect(await regradeCommand(undefined, { write: false }, env(), u.io)).toBe(2);
    expect(u.err[0]).toMatch(/^usage: cbsim regrade/);
  });
});
