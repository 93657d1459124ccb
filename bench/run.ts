/** npm run bench: prints figures; nothing here is asserted. */
import { resolve } from 'node:path';
import { benchApi } from './api-list.ts';
import { bundleSize } from './bundle-size.ts';
import { benchReplay } from './engine-replay.ts';
import { benchImportHealth, formatImportHealth } from './import-health.ts';
import { loginTransfer } from './login-transfer.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);

out(`node ${process.version}`);
const r = benchReplay(100_000);
out(
  `engine replay: ${r.events} order events in ${r.replayMs.toFixed(0)} ms (best of 3) = ${r.eventsPerSecond.toLocaleString('en')} events/s (log built by live play in ${(r.buildMs / 1000).toFixed(1)} s; score ${r.score})`,
);
const a = await benchApi();
out(
  `/api/PTOrder/list: ${a.list.rps} req/s, p99 ${a.list.p99} ms, errors ${a.list.errors} (SQLite, 10 connections)`,
);
out(`bare Fastify route: ${a.bare.rps} req/s, p99 ${a.bare.p99} ms`);
out(`ratio list/bare: ${a.ratio.toFixed(2)}`);
out(formatImportHealth(await benchImportHealth()));
const b = bundleSize(resolve(import.meta.dirname, '../dist/web'));
out(
  b
    ? `web bundle (dist/web): ${b.files} js/css files, ${b.rawKiB} KiB raw, ${b.gzipKiB} KiB gzip; largest script ${b.largest?.name ?? '-'}: ${b.largest?.rawKiB ?? 0} KiB raw, ${b.largest?.gzipKiB ?? 0} KiB gzip`
    : 'web bundle: not built (run npm run build first)',
);
const l = await loginTransfer(resolve(import.meta.dirname, '../dist/web'));
out(
  l
    ? `login route (/login in Chromium, first visit): ${l.requests} scripts and styles, ${l.rawKiB} KiB raw, ${l.gzipKiB} KiB gzip, ${l.brotliKiB} KiB brotli; received ${l.transferredKiB} KiB with headers (${Object.entries(
        l.encodings,
      )
        .map(([e, n]) => `${n} ${e}`)
        .join(', ')})`
    : 'login route: not built (run npm run build first)',
);
