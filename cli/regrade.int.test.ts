/**
 * cbsim regrade (issues 12 and 22 §4): attempts played and submitted through the app on the
 * shipped case, then the case's scoring changes in a temp cases folder (20 points move from 1201
 * to 1204). Attempts stay on the version they were played on: a plain regrade moves nothing.
 * --to-version latest prints each attempt's move, score and changed points and writes nothing;
 * with --write it appends CaseVersionChanged to each and stores the new score and version in the
 * row, and the running app loads them on the new version; a teacher's override survives; reset
 * and in-progress attempts are left alone; a stored version is named by the start of its hash;
 * unknown cases and versions exit non-zero.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../server/auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../server/testing/harness.ts';
import { loadCatalogue } from '../server/catalogue.ts';
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
const short = (hash: string) => hash.slice(0, 12);
/** The version the attempts were played on (the shipped case) and the folder's changed one. */
const versions = async () => ({
  v1: (await h.storage.listCaseVersions(CASE))[0]!.hash,
  v2: loadCatalogue(casesDir).catalogue.version(CASE)!,
});
const latest = { write: false, toVersion: 'latest' };

describe('cbsim regrade', () => {
  it('scores each attempt on its own version: the changed folder moves nothing', async () => {
    const c = collect();
    expect(await regradeCommand(CASE, { write: true }, env(), c.io)).toBe(0);
    expect([c.out, c.err]).toEqual([
      ['3 submitted attempt(s) checked, 0 moved, 0 written, 2 in progress or reset left alone'],
      [],
    ]);
  });

  it('--to-version latest without --write prints the moves and points and writes nothing', async () => {
    const before = await Promise.all(['alice', 'bobOld', 'bob', 'carol'].map(row));
    expect(before.map((a) => [a?.status, a?.score, a?.passed])).toEqual([
      ['submitted', 70, true],
      ['reset', 70, true],
      ['submitted', 0, false],
      ['submitted', 20, false],
    ]);
    const streams = () =>
      Promise.all(['alice', 'bob', 'carol'].map((w) => h.storage.streamVersion(ids[w]!)));
    const lengths = await streams();
    const { v1, v2 } = await versions();
    expect(v1).toBe((await row('alice'))!.caseVersion);
    expect(v1).not.toBe(v2);
    const move = `version ${short(v1)} → ${short(v2)}`;

    const c = collect();
    expect(await regradeCommand(CASE, latest, env(), c.io)).toBe(0);
    expect(c.err).toEqual([]);
    // Oldest first; the override on 1206 is kept (without it alice would get 40).
    expect(c.out).toEqual([
      `${ids.alice}  alice  ${CASE}  ${move}  score 70 → 50  passed yes → no`,
      '    point 1201: 30/30 → 10/10',
      '    point 1204: 0/20 → 0/40',
      `${ids.carol}  carol  ${CASE}  ${move}  score 20 → 40  passed no → no`,
      '    point 1201: 0/30 → 0/10',
      '    point 1204: 20/20 → 40/40',
      `${ids.bob}  bob  ${CASE}  ${move}  score 0 → 0  passed no → no`,
      '    point 1201: 0/30 → 0/10',
      '    point 1204: 0/20 → 0/40',
      '3 submitted attempt(s) checked, 3 moved, 2 in progress or reset left alone' +
        ' (dry run: nothing written; --write stores them)',
    ]);
    expect(await Promise.all(['alice', 'bobOld', 'bob', 'carol'].map(row))).toEqual(before);
    expect(await streams()).toEqual(lengths);
    // The folder's version is not stored by a dry run.
    expect(await h.storage.getCaseVersion(v2)).toBeNull();
  });

  it('runs as a user runs it: the bin reads DATA_DIR and SCENARIOS_DIR', async () => {
    const { v1, v2 } = await versions();
    const r = spawnSync(
      process.execPath,
      [join(root, 'cli/cbsim.ts'), 'regrade', CASE, '--to-version', 'latest'],
      {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: h.dir, SCENARIOS_DIR: casesDir, DATABASE_URL: '' },
      },
    );
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain(
      `${ids.alice}  alice  ${CASE}  version ${short(v1)} → ${short(v2)}  score 70 → 50`,
    );
    expect(r.stdout).toMatch(/3 moved.*dry run/);
  });

  it('--write moves the attempts with an event: rows, history and loading follow', async () => {
    const before = {
      alice: (await row('alice'))!,
      carol: (await row('carol'))!,
      bob: (await row('bob'))!,
      bobOld: (await row('bobOld'))!,
      dave: (await row('dave'))!,
    };
    const lengths = await Promise.all(
      ['alice', 'carol', 'bob', 'dave'].map((w) => h.storage.streamVersion(ids[w]!)),
    );
    const { v1, v2 } = await versions();

    const c = collect();
    expect(await regradeCommand(CASE, { ...latest, write: true }, env(), c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(c.out.at(-1)).toBe(
      '3 submitted attempt(s) checked, 3 moved, 3 written, 2 in progress or reset left alone',
    );
    expect(await h.storage.getCaseVersion(v2)).not.toBeNull();
    expect(await row('alice')).toEqual({
      ...before.alice,
      score: 50,
      passed: false,
      caseVersion: v2,
    });
    expect(await row('carol')).toEqual({ ...before.carol, score: 40, caseVersion: v2 });
    expect(await row('bob')).toEqual({ ...before.bob, caseVersion: v2 });
    expect(await row('bobOld')).toEqual(before.bobOld);
    expect(await row('dave')).toEqual(before.dave);
    // One event on each moved attempt, by the system; none on the one in progress.
    for (const [i, who] of ['alice', 'carol', 'bob'].entries()) {
      const stream = await h.storage.readStream(ids[who]!);
      expect(stream.length).toBe(lengths[i]! + 1);
      expect(stream.at(-1)).toMatchObject({
        type: 'CaseVersionChanged',
        data: { from: v1, to: v2 },
        metadata: { actor: { kind: 'system', id: 'cbsim regrade' } },
      });
    }
    expect(await h.storage.streamVersion(ids.dave!)).toBe(lengths[3]);
    // The override is still an event of the stream, as the teacher's.
    const overrides = (await h.storage.readStream(ids.alice!)).filter(
      (e) => e.type === 'PointOverridden',
    );
    expect(overrides.map((e) => e.metadata.actor.kind)).toEqual(['teacher']);

    // The running app loads the moved attempts on the new version: its scores are the rows'.
    for (const who of ['alice', 'carol']) {
      const seen = await h.post('/api/Teacher/Attempt', { attemptId: ids[who] }, tokens.teacher01!);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.breakdown.score).toBe((await row(who))!.score);
    }

    // Nothing moves any more, on the latest or on their own version; `all` covers the folder.
    const again = collect();
    expect(await regradeCommand('all', { ...latest, write: true }, env(), again.io)).toBe(0);
    expect([again.out, again.err]).toEqual([
      ['3 submitted attempt(s) checked, 0 moved, 0 written, 2 in progress or reset left alone'],
      [],
    ]);
    const own = collect();
    expect(await regradeCommand(CASE, { write: false }, env(), own.io)).toBe(0);
    expect(own.out).toEqual([
      '3 submitted attempt(s) checked, 0 moved, 2 in progress or reset left alone',
    ]);
  });

  it('moves back to a stored version named by the start of its hash', async () => {
    const { v1, v2 } = await versions();
    const c = collect();
    const back = { write: false, toVersion: v1.slice(0, 10) };
    expect(await regradeCommand(CASE, back, env(), c.io)).toBe(0);
    expect(c.out[0]).toBe(
      `${ids.alice}  alice  ${CASE}  version ${short(v2)} → ${short(v1)}  score 50 → 70  passed no → yes`,
    );
  });

  it('refuses an unknown case or version, a hash for all cases and a missing argument', async () => {
    const c = collect();
    expect(await regradeCommand('no-such-case', { write: true }, env(), c.io)).toBe(1);
    expect(c.err).toEqual(['unknown case "no-such-case": no case with this id is stored']);
    expect(c.out).toEqual([]);
    const r = spawnSync(process.execPath, [join(root, 'cli/cbsim.ts'), 'regrade', 'nope'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: h.dir, SCENARIOS_DIR: casesDir, DATABASE_URL: '' },
    });
    expect([r.status, r.stderr]).toEqual([1, expect.stringContaining('unknown case "nope"')]);
    const v = collect();
    const none = { write: true, toVersion: 'deadbeef00' };
    expect(await regradeCommand(CASE, none, env(), v.io)).toBe(1);
    expect(v.err).toEqual([`case ${CASE} has no stored version deadbeef00`]);
    const bad = collect();
    expect(await regradeCommand(CASE, { write: true, toVersion: 'v1' }, env(), bad.io)).toBe(1);
    expect(bad.err[0]).toMatch(/a version is "latest" or 8 or more hex characters/);
    const all = collect();
    expect(await regradeCommand('all', none, env(), all.io)).toBe(2);
    expect(all.err[1]).toMatch(/a version hash belongs to one case/);
    const u = collect();
    expect(await regradeCommand(undefined, { write: false }, env(), u.io)).toBe(2);
    expect(u.err[0]).toMatch(/^usage: cbsim regrade/);
  });
});
