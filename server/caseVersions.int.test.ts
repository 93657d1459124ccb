/**
 * Case versions (issue 22 §4, ADR 0023) on SQLite and PostgreSQL: a student plays a case, the
 * case changes (another stock quantity, the points moved between rules, another title; another
 * evidence file), the server restarts on the same storage with the changed case, and the student
 * continues and submits. The attempt's world, score, files, analysis and the teacher's view
 * follow the version it started on, a replay of its log on that version equals the live score,
 * and a new attempt starts on the new version.
 */
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Envelope } from '../engine/index.ts';
import { parseScenario } from '../engine/scenario/parse.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../tests/support/pg-cluster.ts';
import { buildApp } from './app.ts';
import { catalogueOf, loadCatalogue, publishCases, type Catalogue } from './catalogue.ts';
import { multipart } from './testing/multipart.ts';
import { harness, type Harness } from './testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const casesDir = fileURLToPath(new URL('../scenarios/cases', import.meta.url));
const ORDERS = 'amazon-partial-stock';
const DISPUTE = 'aliexpress-dispute-evidence';
const POD_NAME = 'pod-LP00619437226DE.pdf';
const POD2 = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x42)]);
const TEXT = 'Parcel LP00619437226DE was delivered on 8 October and signed for by J. Weber.';

/** The shipped cases, with amazon-partial-stock and the dispute case's proof of delivery changed. */
const changedCatalogue = (): { catalogue: Catalogue; orders: Scenario } => {
  const shipped = loadCatalogue(casesDir);
  const source = readFileSync(`${casesDir}/${ORDERS}.yaml`, 'utf8');
  const text = source
    .replace('en: "Amazon: an order the warehouse can only partly fill"', 'en: "Amazon v2"')
    .replace(/(sku: DESK-ORG, .*?qty: )5,/, '$17,')
    .replace(/(- point: 1201\n\s+page: \w+\n\s+score: )30/, '$110')
    .replace(/(- point: 1204\n\s+page: \w+\n\s+score: )20/, '$140');
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const orders = parsed.scenario;
  expect(orders.scoring.find((r) => r.point === 1201)?.score).toBe(10);
  expect(orders.world.stock?.find((s) => s.sku === 'DESK-ORG')?.qty).toBe(7);
  const files = new Map(shipped.files);
  files.set(
    DISPUTE,
    (files.get(DISPUTE) ?? []).map((f) => (f.name === POD_NAME ? { ...f, bytes: POD2 } : f)),
  );
  const list = shipped.catalogue.list().map((s) => (s.id === ORDERS ? orders : s));
  return { catalogue: catalogueOf(list, files), orders };
};

describe.each(['sqlite', 'postgres'] as const)('case versions on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let v1: Scenario;
  let v2: Scenario;

  const post = async (url: string, body: object, who: string, status = 200) => {
    const r = await app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };
  const data = async (url: string, body: object, who: string) =>
    (await post(url, body, who)).json().data;
  const op = (who: string, attempt: string, command: object) =>
    data('/api/PTOrder/Operate', { userCaseID: ids[attempt], command }, who);
  const deskQty = async (who: string, attempt: string) =>
    (
      await data(
        '/api/PracticeTraining/GoodsSearch',
        { userCaseID: ids[attempt], platform: '', state: -1, value: 'DESK-ORG' },
        who,
      )
    ).list[0].num as number;
  const events = async (attempt: string) =>
    (await h.storage.readStream(ids[attempt]!)).map(
      (e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as Envelope,
    );
  const upload = async (who: string, attempt: string, content: Buffer) => {
    const m = multipart({ userCaseID: ids[attempt]! }, { name: 'proof.pdf', content });
    const r = await app.inject({
      method: 'POST',
      url: '/api/PTDispute/Upload',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${tokens[who]}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { id: string };
  };
  /** Sends one file as the evidence of dispute D1; the case file the server recognised in it. */
  const matched = async (who: string, attempt: string, content: Buffer) => {
    const file = await upload(who, attempt, content);
    await data(
      '/api/PTDispute/Operate',
      {
        userCaseID: ids[attempt],
        command: {
          type: 'SubmitDisputeEvidence',
          id: 'D1',
          reasons: ['delivered'],
          text: TEXT,
          files: [{ id: file.id }],
        },
      },
      who,
    );
    const d = await data('/api/PTDispute/Detail', { userCaseID: ids[attempt], id: 'D1' }, who);
    return d.evidence[0].files[0].caseFile as string | null;
  };
  const caseFile = async (who: string, attempt: string) =>
    (
      await post(
        '/api/PracticeTraining/CaseFile',
        { userCaseID: ids[attempt], name: POD_NAME },
        who,
      )
    ).rawPayload;

  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness(cluster ? { databaseUrl: cluster.url } : {});
    app = h.app;
    await h.storage.createSchool({ id: 'sch', name: 'School' });
    await h.storage.createClass({
      id: 'cA',
      schoolId: 'sch',
      name: 'A',
      teacherId: 'id-teacher01',
    });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    for (const u of ['student01', 'student02', 'teacher01']) tokens[u] = await h.login(u);
    v1 = loadCatalogue(casesDir).catalogue.get(ORDERS)!;
    ids.old = await h.start(tokens.student01!, ORDERS);
    ids.oldDispute = await h.start(tokens.student01!, DISPUTE);
    await op('student01', 'old', {
      type: 'SplitOrder',
      orderNo: '112-3941-7781',
      sku: 'LAMP-01',
      qty: 1,
    });
    expect(await deskQty('student01', 'old')).toBe(5);

    // The case changes and the server restarts on the same storage.
    await app.close();
    const changed = changedCatalogue();
    v2 = changed.orders;
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    expect(await publishCases(h.storage, changed.catalogue, h.clock.now)).toEqual([
      DISPUTE,
      ORDERS,
    ]);
    app = await buildApp({
      storage: h.storage,
      catalogue: changed.catalogue,
      now: () => h.clock.now,
      autoTimers: false,
      writeLimits: { perSecond: 1e9, perMinute: 1e9 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await h.storage.close();
    rmSync(h.dir, { recursive: true, force: true });
    await cluster?.stop();
  });

  it('keeps the stored versions: the old one unchanged, the new one the latest', async () => {
    const old = (await h.storage.getAttempt(ids.old!))!;
    const versions = await h.storage.listCaseVersions(ORDERS);
    expect(versions.map((v) => v.hash)).toEqual([old.caseVersion, expect.any(String)]);
    expect(JSON.parse(versions[0]!.scenarioJson)).toEqual(v1);
    expect(JSON.parse(versions[1]!.scenarioJson)).toEqual(v2);
    expect((await h.storage.getCase(ORDERS))?.contentHash).toBe(versions[1]!.hash);
    const started = (await events('old'))[0]!;
    expect(started).toMatchObject({
      type: 'AttemptStarted',
      data: { caseVersion: old.caseVersion },
    });
  });

  it('continues the old attempt in its own world and scores it on its own version', async () => {
    expect(await deskQty('student01', 'old')).toBe(5);
    const info = await data(
      '/api/PracticeTraining/caseInfo',
      { caseID: ORDERS, userCaseID: ids.old },
      'student01',
    );
    expect(info.title.en).toBe(v1.title.en);
    const latest = await data('/api/PracticeTraining/caseInfo', { caseID: ORDERS }, 'student01');
    expect(latest.title.en).toBe('Amazon v2');

    await op('student01', 'old', {
      type: 'ShipOrder',
      orderNo: '112-3941-7781',
      carrier: 'fedex',
      trackingNo: 'FX99887766',
    });
    const submitted = await data(
      '/api/PracticeTraining/Submit',
      { userCaseID: ids.old },
      'student01',
    );
    const log = await events('old');
    const onV1 = replay(v1, log).breakdown;
    const onV2 = replay(v2, log).breakdown;
    // The rules moved 20 points away from the split the student made: the versions disagree.
    expect(onV1.score).not.toBe(onV2.score);
    expect(submitted.score).toBe(onV1.score);
    expect(await h.storage.getAttempt(ids.old!)).toMatchObject({
      status: 'submitted',
      score: onV1.score,
    });

    // The replay of the stored log on the stored version equals the live analysis.
    const row = (await h.storage.getAttempt(ids.old!))!;
    const stored = JSON.parse((await h.storage.getCaseVersion(row.caseVersion))!.scenarioJson);
    const analysis = await data(
      '/api/PracticeTraining/ViewResolution',
      { userCaseID: ids.old },
      'student01',
    );
    expect(analysis.breakdown).toEqual(replay(stored, log).breakdown);
    expect(analysis.title.en).toBe(v1.title.en);

    // The teacher reads the same score and points.
    const teacher = await data('/api/Teacher/Attempt', { attemptId: ids.old }, 'teacher01');
    expect(teacher.breakdown).toEqual(analysis.breakdown);
  });

  it('starts a new attempt on the new version', async () => {
    ids.fresh = await (async () => {
      const r = await data('/api/PracticeTraining/StartCase', { caseID: ORDERS }, 'student02');
      await data('/api/PracticeTraining/StartClock', { userCaseID: r.userCaseID }, 'student02');
      return r.userCaseID as string;
    })();
    const row = (await h.storage.getAttempt(ids.fresh))!;
    expect(row.caseVersion).toBe((await h.storage.getCase(ORDERS))?.contentHash);
    expect(await deskQty('student02', 'fresh')).toBe(7);
    await op('student02', 'fresh', {
      type: 'SplitOrder',
      orderNo: '112-3941-7781',
      sku: 'LAMP-01',
      qty: 1,
    });
    await op('student02', 'fresh', {
      type: 'ShipOrder',
      orderNo: '112-3941-7781',
      carrier: 'fedex',
      trackingNo: 'FX99887766',
    });
    const submitted = await data(
      '/api/PracticeTraining/Submit',
      { userCaseID: ids.fresh },
      'student02',
    );
    expect(submitted.score).toBe(replay(v2, await events('fresh')).breakdown.score);
    expect(submitted.score).not.toBe((await h.storage.getAttempt(ids.old!))?.score);
  });

  it("gives each attempt its version's files and matches evidence against them", async () => {
    const pod = (loadCatalogue(casesDir).files.get(DISPUTE) ?? []).find(
      (f) => f.name === POD_NAME,
    )!;
    expect((await caseFile('student01', 'oldDispute')).equals(pod.bytes)).toBe(true);
    expect(await matched('student01', 'oldDispute', pod.bytes)).toBe(POD_NAME);

    const r = await data('/api/PracticeTraining/StartCase', { caseID: DISPUTE }, 'student02');
    ids.freshDispute = r.userCaseID as string;
    await data('/api/PracticeTraining/StartClock', { userCaseID: ids.freshDispute }, 'student02');
    expect((await caseFile('student02', 'freshDispute')).equals(POD2)).toBe(true);
    expect(await matched('student02', 'freshDispute', pod.bytes)).toBeNull();
  });
});
