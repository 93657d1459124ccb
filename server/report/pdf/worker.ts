/**
 * The report PDF worker: lays out one report view after another (document.ts), keeping the parsed
 * fonts between them. Started and, past its deadline, terminated by pool.ts.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfFonts } from '../fonts.ts';
import type { ReportView } from '../view.ts';
import { renderReportPdf } from './document.ts';

export type PdfJob = { id: number; view: ReportView; fonts: PdfFonts };
export type PdfOutcome =
  { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; crash: string };

parentPort?.on('message', (job: PdfJob) => {
  renderReportPdf(job.view, job.fonts).then(
    (pdf) =>
      parentPort?.postMessage({ id: job.id, ok: true, pdf } satisfies PdfOutcome, [
        pdf.buffer as ArrayBuffer,
      ]),
    (e: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        crash: e instanceof Error ? (e.stack ?? e.message) : String(e),
      } satisfies PdfOutcome),
  );
});
