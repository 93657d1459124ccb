/**
 * The teacher's class view under load (issue 12), on SQLite and on PostgreSQL: a fresh database
 * holds one school, one class with its teacher, 60 students and their synthetic attempts at 30
 * cases; the app runs against it and `/api/Teacher/ClassView` and `/api/Teacher/Classes` are
 * measured (req/s, p50, p99), then, for one student of the class with 100 attempt rows, their
 * `/api/PracticeTraining/CaseList` and their `/api/PracticeTraining/TrainingReport` (ranked among
 * the class).
 *
 * The 30 cases are the 22 shipped ones plus 8 copies of shipped scenarios under other ids
 * (`<id>--bench-N`), added to the catalogue the app is built with and published like the others.
 *
 * Attempts go straight through the storage API, along the app's own paths: `createAttempt` with
 * the case's real first events (`startEvents`), a submission as `appendEvents` of the engine's
 * AttemptSubmitted events with the row update (status, score, passed, submittedAt), and a reset
 * as `createAttempt` of the next attempt with the old one's AttemptReset. The scores are drawn,
 * not computed: the class view reads only the attempt rows. Per student and case (seeded draws):
 * about 12% untouched, 13% in progress, 75% submitted; every touched cell has ATTEMPTS (3)
 * attempts: two reset before the standing one (most submitted first, one in four reset while in
 * progress), all of which the grades read (issue 22: a reset keeps a submission).
 *
 * PostgreSQL runs in a throwaway cluster from the Debian binaries (tests/support/pg-cluster.ts);
 * without them its lines say "not available". Policy timers are off (autoTimers: false), so no
 * timer of an open attempt fires during the measurement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  evolveAll,
  handle,
  initialState,
  isRejection,
  seedFrom,
  startEvents,
  type AttemptState,
  type Envelope,
  type Metadata,
} from '../engine/index.ts';
import type { Scenario } from '../schemas/scenario.ts';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { catalogueOf, loadCatalogue, publishCases, type Catalogue } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';
import type { Attempt, NewEvent, Storage, User } from '../server/storage/types.ts';
import { findPgBin, startPgCluster } from '../tests/support/pg-cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const STUDENTS = 60;
const CASES = 30;
/** Attempts per touched cell of the class (the standing one and those reset before it). */
const ATTEMPTS = 3;
/** Attempt rows of the CaseList student (30 standing, the rest reset). */
const HEAVY_ATTEMPTS = 100;
const PASSWORD = 'benchpass1';
const CLASS_ID = 'bench-class';
const TEACHER = 'bench-teacher';
const HEAVY = 'bench-heavy';

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; kib: number };
export type DbFigures = {
  db: 'SQLite' | 'PostgreSQL';
  /** Attempt rows written (reset ones included), and the standing cells of the class. */
  rows: number;
  inProgress: number;
  submitted: number;
  fillMs: number;
  classView: LoadFigures;
  classes: LoadFigures;
  caseList: LoadFigures;
  report: LoadFigures;
};
export type ClassViewFigures = {
  shipped: number;
  copies: number;
  sqlite: DbFigures;
  postgres: DbFigures | { unavailable: string };
};

/** Requests per second, p50, p99 (ms), errors and response size of a POST route under load. */
const measure = async (url: string, body: object, token: string): Promise<LoadFigures> => {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const once = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await once.text();
  if (!once.ok || JSON.parse(text).status !== 'success')
    throw new Error(`${url}: ${once.status} ${text.slice(0, 300)}`);
  const r = await autocannon({
    url,
    method: 'POST',
    body: JSON.stringify(body),
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    kib: Math.round(Buffer.byteLength(text) / 102.4) / 10,
  };
};

/** mulberry32: the same synthetic class on every run. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** The shipped cases plus copies of them under other ids, up to CASES. */
const benchCatalogue = (): { catalogue: Catalogue; shipped: number; copies: number } => {
  const { catalogue, files } = loadCatalogue(
    new URL('../scenarios/cases', import.meta.url).pathname,
  );
  const shipped = catalogue.list();
  const copies: Scenario[] = [];
  for (let i = 0; shipped.length + copies.length < CASES; i++) {
    const s = shipped[i % shipped.length]!;
    const id = `${s.id}--bench-${i + 1}`;
    const title = Object.fromEntries(
      Object.entries(s.title).map(([lang, text]) => [lang, `${text} (bench copy ${i + 1})`]),
    );
    copies.push({ ...s, id, title });
    files.set(id, files.get(s.id) ?? []);
  }
  return {
    catalogue: catalogueOf([...shipped, ...copies], files),
    shipped: shipped.length,
    copies: copies.length,
  };
};

const BASE = Date.UTC(2026, 2, 2, 1, 0);
const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** Writes one student's attempts at a case, as the app would: resets first, then the standing one. */
const writeCell = async (
  storage: Storage,
  scenario: Scenario,
  caseVersion: string,
  userId: string,
  plan: { resets: number; submit: boolean; score: number; startMinute: number },
) => {
  const actor = { kind: 'student' as const, id: userId };
  let previous: { attempt: Attempt; state: AttemptState } | null = null;
  let minute = plan.startMinute;
  for (let n = 0; n <= plan.resets; n++) {
    const now = iso(minute);
    const metadata: Metadata = { now, actor };
    const attempt: Attempt = {
      id: `${userId}-${scenario.id}-${n}`,
      userId,
      caseId: scenario.id,
      mode: 'practice',
      seed: seedFrom(userId, scenario.id, String(n)),
      status: 'inProgress',
      score: null,
      passed: null,
      startedAt: now,
      submittedAt: null,
      caseVersion,
    };
    const first = startEvents(
      scenario,
      { scenarioId: scenario.id, seed: attempt.seed, mode: 'practice', caseVersion },
      now,
    ).map((e) => ({ ...e, metadata }));
    let reset;
    if (previous) {
      const closed = handle(
        scenario,
        previous.state,
        { type: 'ResetAttempt', next: attempt.id },
        metadata,
      );
      if (isRejection(closed)) throw new Error(`reset refused: ${closed.messageKey}`);
      reset = {
        id: previous.attempt.id,
        expectedVersion: previous.state.version,
        events: closed.events as NewEvent[],
      };
    }
    await storage.createAttempt(attempt, first as NewEvent[], reset);
    let state = evolveAll(initialState(scenario), first as Envelope[]);
    const last = n === plan.resets;
    // An attempt before the standing one was submitted, then reset (one in four reset while in
    // progress); the standing one maybe.
    if (last ? plan.submit : (plan.startMinute + n) % 4 !== 0) {
      minute += 20 + (n % 3) * 7;
      const done: Metadata = { now: iso(minute), actor };
      const submitted = handle(scenario, state, { type: 'SubmitAttempt', reason: 'student' }, done);
      if (isRejection(submitted)) throw new Error(`submit refused: ${submitted.messageKey}`);
      const score = last ? plan.score : Math.round(plan.score * (0.6 + 0.2 * n));
      await storage.appendEvents(attempt.id, state.version, submitted.events as NewEvent[], {
        id: attempt.id,
        status: 'submitted',
        score,
        passed: score >= scenario.passScore,
        submittedAt: done.now,
      });
      state = submitted.state;
    }
    previous = { attempt, state };
    minute += 60;
  }
};

/** School, class, teacher, 60 students and their attempts; one student outside with 100 rows. */
const fill = async (storage: Storage, catalogue: Catalogue, passwordHash: string) => {
  const started = performance.now();
  await publishCases(storage, catalogue, new Date(BASE));
  const user = (id: string, role: User['role'], classId: string | null, name: string): User => ({
    id,
    username: id,
    displayName: name,
    role,
    passwordHash,
    classId,
    createdAt: iso(0),
    mustChangePassword: false,
  });
  await storage.createSchool({ id: 'bench-school', name: 'Bench School' });
  await storage.createUser(user(TEACHER, 'teacher', null, 'Bench Teacher'));
  await storage.createClass({
    id: CLASS_ID,
    schoolId: 'bench-school',
    name: 'Bench Class',
    teacherId: TEACHER,
  });
  const cases = catalogue.list();
  const draw = rng(12);
  let rows = 0;
  let inProgress = 0;
  let submitted = 0;
  // The class: STUDENTS - 1 drawn students and the heavy one below.
  for (let i = 0; i < STUDENTS - 1; i++) {
    const id = `bench-s${String(i + 1).padStart(2, '0')}`;
    await storage.createUser(user(id, 'student', CLASS_ID, `Student ${i + 1}`));
    for (const [c, scenario] of cases.entries()) {
      const r = draw();
      if (r < 0.12) continue;
      const submit = r >= 0.25;
      const resets = ATTEMPTS - 1;
      const score = Math.round(scenario.totalScore * (0.4 + 0.6 * draw()));
      const version = catalogue.version(scenario.id)!;
      await writeCell(storage, scenario, version, id, {
        resets,
        submit,
        score,
        startMinute: c * 180 + i,
      });
      rows += resets + 1;
      if (submit) submitted += 1;
      else inProgress += 1;
    }
  }
  // The CaseList and report student, in the class: every case, some reset two or three times,
  // 100 rows in all.
  await storage.createUser(user(HEAVY, 'student', CLASS_ID, 'Heavy Student'));
  const extra = HEAVY_ATTEMPTS - cases.length;
  for (const [c, scenario] of cases.entries()) {
    const resets = Math.floor(extra / cases.length) + (c < extra % cases.length ? 1 : 0);
    const submit = c % 5 !== 0;
    await writeCell(storage, scenario, catalogue.version(scenario.id)!, HEAVY, {
      resets,
      submit,
      score: Math.round(scenario.totalScore * 0.8),
      startMinute: c * 600,
    });
    rows += resets + 1;
    if (submit) submitted += 1;
    else inProgress += 1;
  }
  return { rows, inProgress, submitted, fillMs: performance.now() - started };
};

const runOn = async (
  db: DbFigures['db'],
  storage: Storage,
  catalogue: Catalogue,
  passwordHash: string,
): Promise<DbFigures> => {
  const filled = await fill(storage, catalogue, passwordHash);
  const app = await buildApp({ storage, catalogue, autoTimers: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = async (userName: string) => {
      const res = await fetch(`${base}/api/User/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: PASSWORD }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const teacher = await login(TEACHER);
    const heavy = await login(HEAVY);
    const classView = await measure(
      `${base}/api/Teacher/ClassView`,
      { classId: CLASS_ID },
      teacher,
    );
    const classes = await measure(`${base}/api/Teacher/Classes`, {}, teacher);
    const caseList = await measure(`${base}/api/PracticeTraining/CaseList`, {}, heavy);
    const report = await measure(`${base}/api/PracticeTraining/TrainingReport`, {}, heavy);
    return { db, ...filled, classView, classes, caseList, report };
  } finally {
    await app.close();
  }
};

export const benchClassView = async (): Promise<ClassViewFigures> => {
  const { catalogue, shipped, copies } = benchCatalogue();
  const passwordHash = await hashPassword(PASSWORD);

  const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-class-'));
  let sqlite: DbFigures;
  try {
    const storage = await openStorage({ dataDir: dir });
    try {
      sqlite = await runOn('SQLite', storage, catalogue, passwordHash);
    } finally {
      await storage.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  let postgres: ClassViewFigures['postgres'];
  if (!findPgBin()) {
    postgres = { unavailable: 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)' };
  } else {
    const cluster = await startPgCluster().catch((err: unknown) => String(err).split('\n')[0]);
    if (!cluster || typeof cluster === 'string') {
      postgres = { unavailable: cluster ?? 'no PostgreSQL binaries' };
    } else {
      try {
        const storage = await openStorage({ dataDir: dir, databaseUrl: cluster.url });
        try {
          postgres = await runOn('PostgreSQL', storage, catalogue, passwordHash);
        } finally {
          await storage.close();
        }
      } finally {
        await cluster.stop();
      }
    }
  }
  return { shipped, copies, sqlite, postgres };
};

const figures = (f: LoadFigures) =>
  `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}, ${f.kib} KiB per answer`;

/** One line per database and route, in the style of bench/run.ts. */
export const formatClassView = (r: ClassViewFigures): string[] => {
  const cases = `${r.shipped + r.copies} cases (${r.shipped} shipped + ${r.copies} copies)`;
  const lines = (d: DbFigures) => {
    const setup = `${d.db}, ${CONNECTIONS} connections; ${d.rows} attempt rows written in ${(d.fillMs / 1000).toFixed(1)} s`;
    return [
      `/api/Teacher/ClassView (${STUDENTS} students × ${cases}, ${ATTEMPTS} attempts per touched cell: ${d.submitted} submitted, ${d.inProgress} in progress, ${STUDENTS * CASES - d.submitted - d.inProgress} untouched): ${figures(d.classView)} (${setup})`,
      `/api/Teacher/Classes (the same class, progress per case): ${figures(d.classes)} (${d.db}, ${CONNECTIONS} connections)`,
      `/api/PracticeTraining/CaseList (a student with ${HEAVY_ATTEMPTS} attempt rows, ${r.shipped + r.copies} standing): ${figures(d.caseList)} (${d.db}, ${CONNECTIONS} connections)`,
      `/api/PracticeTraining/TrainingReport (the same student: ${HEAVY_ATTEMPTS} attempt rows, ranked in the class of ${STUDENTS}): ${figures(d.report)} (${d.db}, ${CONNECTIONS} connections)`,
    ];
  };
  return [
    ...lines(r.sqlite),
    ...('unavailable' in r.postgres
      ? [`class view bench, PostgreSQL: not available (${r.postgres.unavailable})`]
      : lines(r.postgres)),
  ];
};
