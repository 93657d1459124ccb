/**
 * /api/health latency while hostile spreadsheets are uploaded in parallel (issue 8): a server in
 * a child process (import-server.ts); four upload loops cycle through the hostile files for
 * BENCH_SECONDS while /api/health is polled every 5 ms; p50/p99/max of the health answers, the
 * uploads' outcomes and the server process's peak RSS. Run alone: node bench/import-health.ts
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import * as hostile from '../server/testing/hostile-imports.ts';
import { stockXlsx } from '../server/testing/hostile-imports.ts';
import { benchStudent } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PARALLEL = 4;

type File = { name: string; content: Buffer };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const round = (ms: number) => Math.round(ms * 10) / 10;

export type ImportHealth = {
  files: { name: string; kiB: number }[];
  idle: { p50: number; p99: number; max: number; n: number };
  loaded: { p50: number; p99: number; max: number; n: number };
  uploads: Record<string, number>;
  maxRssMb: { idle: number; loaded: number };
};

export const benchImportHealth = async (): Promise<ImportHealth> => {
  const bombs = await hostile.zipBombs(600);
  const files: File[] = [
    { name: 'huge-cell-25MB.xlsx', content: await hostile.hugeInlineString(25) },
    { name: 'bomb-600MB.xlsx', content: bombs.honest },
    { name: 'lying-bomb-600MB.xlsx', content: bombs.lying },
    { name: 'rows-100k.xlsx', content: await hostile.manyRowsXlsx(100_000) },
    { name: 'rows-100k.csv', content: Buffer.from(hostile.manyRowsCsv(100_000)) },
    { name: 'cell-10k.xlsx', content: hostile.longCellXlsx(10_000) },
    { name: 'cell-10k.csv', content: Buffer.from(hostile.longCellCsv(10_000)) },
    { name: 'good-2000-rows.xlsx', content: stockXlsx(2000) },
  ];

  const child = fork(new URL('./import-server.ts', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  const rss = async () => {
    child.send('rss');
    const [m] = (await once(child, 'message')) as [{ maxRssMb: number }];
    return m.maxRssMb;
  };
  const { token, userCaseID } = await benchStudent(url, 'independent-site-orders');

  const poll = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      const t = performance.now();
      const r = await fetch(`${url}/api/health`);
      await r.arrayBuffer();
      times.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.sort((a, b) => a - b);
    return {
      p50: round(percentile(times, 0.5)),
      p99: round(percentile(times, 0.99)),
      max: round(times.at(-1) ?? 0),
      n: times.length,
    };
  };

  const idleEnd = performance.now() + 1000;
  const idle = await poll(() => performance.now() > idleEnd);
  const idleRss = await rss();

  const uploads: Record<string, number> = {};
  const end = performance.now() + SECONDS * 1000;
  const loop = async (offset: number) => {
    for (let i = offset; performance.now() < end; i++) {
      const f = files[i % files.length]!;
      const form = new FormData();
      form.append('userCaseID', userCaseID);
      form.append('file', new Blob([new Uint8Array(f.content)]), f.name);
      const r = await fetch(`${url}/api/PTStorage/Import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await r.json()) as { message: string };
      const key = `${r.status} ${r.status === 200 ? 'imported' : body.message}`;
      uploads[key] = (uploads[key] ?? 0) + 1;
    }
  };
  const running = Promise.all(Array.from({ length: PARALLEL }, (_, i) => loop(i * 2)));
  let done = false;
  void running.finally(() => {
    done = true;
  });
  const loaded = await poll(() => done);
  await running;
  const loadedRss = await rss();
  child.send('stop');
  await once(child, 'exit');
  return {
    files: files.map((f) => ({ name: f.name, kiB: Math.round(f.content.length / 1024) })),
    idle,
    loaded,
    uploads,
    maxRssMb: { idle: idleRss, loaded: loadedRss },
  };
};

export const formatImportHealth = (r: ImportHealth) =>
  [
    `hostile imports (${PARALLEL} parallel upload loops for ${SECONDS} s): ${r.files.map((f) => `${f.name} ${f.kiB} KiB`).join(', ')}`,
    `  /api/health idle: p50 ${r.idle.p50} ms, p99 ${r.idle.p99} ms (n ${r.idle.n}); during uploads: p50 ${r.loaded.p50} ms, p99 ${r.loaded.p99} ms, max ${r.loaded.max} ms (n ${r.loaded.n})`,
    `  uploads: ${Object.entries(r.uploads)
      .map(([k, n]) => `${n}× ${k}`)
      .join(', ')}`,
    `  server peak RSS: ${r.maxRssMb.idle} MB before the uploads, ${r.maxRssMb.loaded} MB after`,
  ].join('\n');

if (import.meta.main) process.stdout.write(`${formatImportHealth(await benchImportHealth())}\n`);
