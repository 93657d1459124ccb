/** npm run bench: prints figures; nothing here is asserted. */
import { benchApi } from './api-list.ts';
import { benchReplay } from './engine-replay.ts';

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
