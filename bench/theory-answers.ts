/**
 * Theory answers saved under load (issue 24 "Done when"): 200 students each start the fixed
 * paper and opens it (all at once, untimed), then all of them save their answers at once through
 * POST /api/PracticeTraining/SubmitUpdate, five each (1,000 saves), each student one save after the
 * other as a person answers; every save's time from send to reply is kept, and p50, p99, the
 * slowest, errors and the load average are printed, on SQLite and, when the Debian binaries are
 * there, on PostgreSQL (tests/support/pg-cluster.ts). `node bench/theory-answers.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaperData } from '../schemas/api/theory.ts';
import type { ItemAnswer, ItemView } from '../schemas/theory/view.ts';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadCatalogue } from '../server/catalogue.ts';
import { openStorage } from '../server/storage/index.ts';
import type { Storage } from '../server/storage/types.ts';
import { findPgBin, startPgCluster } from '../tests/support/pg-cluster.ts';

const STUDENTS = 200;
const ANSWERS_PER_STUDENT = 5;
const PAPER = 'logistics-customs';
const PASSWORD = 'benchpass1';

export type TheoryAnswerFigures = {
  db: 'SQLite' | 'PostgreSQL';
  saves: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  wallMs: number;
  /** The 1-minute load average just before and just after the saves. */
  load: [number, number];
};
export type TheoryBench = {
  sqlite: TheoryAnswerFigures;
  postgres: TheoryAnswerFigures | { unavailable: string };
};

/** An answer of the item's type in the keys it was shown (right or wrong does not matter here). */
export const someAnswer = (view: ItemView, n: number): ItemAnswer => {
  switch (view.type) {
    case 'single':
      return { type: 'single', choice: view.options[n % view.options.length]!.key };
    case 'multiple':
      return { type: 'multiple', choices: [view.options[n % view.options.length]!.key] };
    case 'trueFalse':
      return { type: 'trueFalse', value: n % 2 === 0 };
    case 'fill':
      return { type: 'fill', blanks: Array.from({ length: view.blanks }, () => `${n}`) };
    case 'matching':
      return { type: 'matching', matches: view.targets.map((t) => t.key) };
    case 'shortText':
      return { type: 'shortText', text: `answer ${n}`, language: 'en' };
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const runOn = async (db: TheoryAnswerFigures['db'], storage: Storage) => {
  const { catalogue } = loadCatalogue(new URL('../scenarios/cases', import.meta.url).pathname);
  const passwordHash = await hashPassword(PASSWORD);
  const names = Array.from({ length: STUDENTS }, (_, i) => `theory-bench-${i + 1}`);
  for (const name of names)
    await storage.createUser({
      id: name,
      username: name,
      displayName: name,
      role: 'student',
      passwordHash,
      classId: null,
      createdAt: new Date().toISOString(),
    });
  // Each student saves faster than a person would: the bench measures the server, not the
  // per-user write limit (plugins/write-limit.ts).
  const app = await buildApp({
    storage,
    catalogue,
    autoTimers: false,
    writeLimits: { perSecond: 1e9, perMinute: 1e9 },
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = async <D>(path: string, body: object, token?: string) => {
      const res = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { status: string; data: D };
      if (!res.ok || json.status !== 'success')
        throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };
    const started: { token: string; attemptID: string }[] = [];
    for (const userName of names) {
      const { token } = await post<{ token: string }>('/User/login', {
        userName,
        password: PASSWORD,
      });
      const { attemptID } = await post<{ attemptID: string }>(
        '/PracticeTraining/StartExercise',
        { paperID: PAPER },
        token,
      );
      started.push({ token, attemptID });
    }
    // All of them open the paper at once (untimed), as a class does: each holds a connection
    // open when the saves begin, as a browser keeps one alive.
    const students = await Promise.all(
      started.map(async (s) => ({
        ...s,
        paper: await post<PaperData>(
          '/PracticeTraining/GetExercisesQuestion',
          { attemptID: s.attemptID },
          s.token,
        ),
      })),
    );
    const times: number[] = [];
    let errors = 0;
    const before = loadavg()[0]!;
    const t = performance.now();
    await Promise.all(
      students.map(async (s, i) => {
        for (let n = 0; n < ANSWERS_PER_STUDENT; n++) {
          const item = s.paper.items[n % s.paper.items.length]!;
          const body = {
            attemptID: s.attemptID,
            position: item.position,
            answer: someAnswer(item.view, i + n),
          };
          const t0 = performance.now();
          try {
            await post('/PracticeTraining/SubmitUpdate', body, s.token);
          } catch {
            errors++;
          }
          times.push(performance.now() - t0);
        }
      }),
    );
    const wallMs = performance.now() - t;
    const after = loadavg()[0]!;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      db,
      saves: times.length,
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1)!),
      errors,
      wallMs: Math.round(wallMs),
      load: [before, after] as [number, number],
    };
  } finally {
    await app.close();
  }
};

export const benchTheoryAnswers = async (): Promise<TheoryBench> => {
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-bench-theory-'));
  try {
    const sqliteStorage = await openStorage({ dataDir: dir });
    let sqlite: TheoryAnswerFigures;
    try {
      sqlite = await runOn('SQLite', sqliteStorage);
    } finally {
      await sqliteStorage.close();
    }
    let postgres: TheoryBench['postgres'];
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
            postgres = await runOn('PostgreSQL', storage);
          } finally {
            await storage.close();
          }
        } finally {
          await cluster.stop();
        }
      }
    }
    return { sqlite, postgres };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** One line per database, in the style of bench/run.ts. */
export const formatTheoryAnswers = (r: TheoryBench): string[] => {
  const line = (f: TheoryAnswerFigures) =>
    `/api/PracticeTraining/SubmitUpdate (${STUDENTS} students at once, ${ANSWERS_PER_STUDENT} saves each in turn): ${f.saves} saves in ${f.wallMs} ms, p50 ${f.p50} ms, p99 ${f.p99} ms, slowest ${f.max} ms, errors ${f.errors} (${f.db}; load average ${f.load[0].toFixed(2)} before, ${f.load[1].toFixed(2)} after; target p99 ≤ 50 ms)`;
  return [
    line(r.sqlite),
    'unavailable' in r.postgres
      ? `theory answers bench, PostgreSQL: not available (${r.postgres.unavailable})`
      : line(r.postgres),
  ];
};

if (import.meta.filename === process.argv[1]) {
  for (const l of formatTheoryAnswers(await benchTheoryAnswers())) process.stdout.write(`${l}\n`);
}
