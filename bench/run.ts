/** npm run bench: prints figures; nothing here is asserted. */
import { resolve } from 'node:path';
import { benchApi } from './api-list.ts';
import { bundleSize } from './bundle-size.ts';
import { benchClassView, formatClassView } from './class-view.ts';
import { benchChatDelivery, formatChatDelivery } from './chat-delivery.ts';
import { benchReplay } from './engine-replay.ts';
import { benchExplore, formatExplore } from './explore.ts';
import { benchModuleLists, formatModuleLists } from './module-list.ts';
import { benchImportHealth, formatImportHealth } from './import-health.ts';
import { loginTransfer } from './login-transfer.ts';
import { benchMailList } from './mail-list.ts';
import { benchMailReplay } from './mail-replay.ts';
import { benchReportPdf, formatReportPdf } from './report-pdf.ts';
import { benchReplyRubric, benchRubric, formatReplyRubric } from './rubric.ts';
import { benchTheoryAnswers, formatTheoryAnswers } from './theory-answers.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);

out(`node ${process.version}`);
const r = benchReplay(100_000);
out(
  `engine replay: ${r.events} order events in ${r.replayMs.toFixed(0)} ms (best of 3) = ${r.eventsPerSecond.toLocaleString('en')} events/s (log built by live play in ${(r.buildMs / 1000).toFixed(1)} s; score ${r.score})`,
);
const mr = benchMailReplay(100_000);
out(
  `mail replay: ${mr.events} mail-case events in ${mr.replayMs.toFixed(0)} ms (best of 3) = ${mr.eventsPerSecond.toLocaleString('en')} events/s, ${(mr.eventsPerSecond / r.eventsPerSecond).toFixed(2)}× the order log's rate; fold ${mr.foldMs.toFixed(0)} ms, score ${mr.scoreMs.toFixed(0)} ms (amazon-late-parcel; log built by live play in ${(mr.buildMs / 1000).toFixed(1)} s; ${mr.mailsSent} mails sent, mailbox kept near ${mr.cap}, ${mr.mails} mails in the final state; score ${mr.score})${mr.same ? '' : '; REPLAY DIFFERS FROM LIVE PLAY'}`,
);
const a = await benchApi();
out(
  `/api/PTOrder/list: ${a.list.rps} req/s, p99 ${a.list.p99} ms, errors ${a.list.errors} (SQLite, 10 connections)`,
);
out(`bare Fastify route: ${a.bare.rps} req/s, p99 ${a.bare.p99} ms`);
out(`ratio list/bare: ${a.ratio.toFixed(2)}`);
const ml = await benchMailList();
out(
  `/api/PTMail/List (sent box, ${ml.sent} mails, page 1, 20 per page): ${ml.list.rps} req/s, p99 ${ml.list.p99} ms, errors ${ml.list.errors} (SQLite, 10 connections); bare route in the same run ${ml.bare.rps} req/s, p99 ${ml.bare.p99} ms; ratio list/bare ${ml.ratio.toFixed(3)} (mails put in through /api/PTMail/Send in ${(ml.fillMs / 1000).toFixed(1)} s)`,
);
for (const line of formatModuleLists(await benchModuleLists())) out(line);
for (const line of formatClassView(await benchClassView())) out(line);
for (const line of formatTheoryAnswers(await benchTheoryAnswers())) out(line);
out(formatReportPdf(await benchReportPdf()));
const rb = benchRubric();
out(
  `checkRubric (${rb.checks} checks): ${rb.englishUs.toFixed(0)} µs per English reply (${rb.englishChars.join('–')} chars), ${rb.chineseUs.toFixed(0)} µs per Chinese reply (${rb.chineseChars.join('–')} chars), median of ${rb.runs.toLocaleString('en')} calls each; first call in a fresh process ${(rb.first.english / 1000).toFixed(1)} ms (English), then ${(rb.first.chinese / 1000).toFixed(1)} ms (first Chinese)`,
);
out(formatReplyRubric(benchReplyRubric()));
out(formatImportHealth(await benchImportHealth()));
for (const line of formatExplore(benchExplore())) out(line);
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
out(formatChatDelivery(await benchChatDelivery()));
