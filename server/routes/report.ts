/**
 * The signed-in student's training report (server/report/build.ts): as JSON at
 * POST /api/PracticeTraining/TrainingReport, and as an A4 PDF at TrainingReportPdf, laid out in a
 * worker (server/report/pdf/pool.ts), shared fairly between students. Both read only the
 * student's own report: there is no id to ask for another's (a teacher reads a student's through
 * /api/Teacher/StudentReport and StudentReportPdf, teacher/reportRoutes.ts, with these helpers). The PDF's time zone is an IANA name
 * (400 report.error.timeZone otherwise).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Envelope } from '../../schemas/api/envelope.ts';
import { TrainingReportData, TrainingReportPdfBody } from '../../schemas/api/practice.ts';
import type { AppContext } from '../context.ts';
import type { User } from '../storage/types.ts';
import { badRequest } from '../errors.ts';
import { buildTrainingReport } from '../report/build.ts';
import { assertFonts, type PdfFonts } from '../report/fonts.ts';
import { translator } from '../report/labels.ts';
import type { PdfPool } from '../report/pdf/pool.ts';
import { formatInZone, ianaZone, reportView } from '../report/view.ts';
import { ok } from './operate.ts';

export type ReportPdf = { pool: PdfPool; fonts: PdfFonts };

/** Content-Disposition of the PDF: an ASCII name, and the translated one (RFC 6266 / 5987). */
const disposition = (title: string, account: string, day: string) => {
  const ascii = `training-report-${account.replace(/[^A-Za-z0-9._-]/g, '_')}-${day}.pdf`;
  const local = `${title}-${account}-${day}.pdf`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(local)}`;
};

/**
 * One student's report as a PDF (the student's own, or read by their teacher), laid out in the
 * pool as `queueKey` (whose turn it takes); with the day (yyyymmdd in the zone) for file names.
 */
export const reportPdfOf = async (
  ctx: AppContext,
  pdf: ReportPdf,
  student: User,
  body: TrainingReportPdfBody,
  queueKey: string,
): Promise<{ bytes: Uint8Array; day: string }> => {
  const timeZone = ianaZone(body.timeZone);
  if (timeZone === null) throw badRequest('report.error.timeZone');
  assertFonts(pdf.fonts);
  const now = ctx.now();
  const data = await buildTrainingReport(ctx, student);
  const bytes = await pdf.pool.render(
    reportView(data, body.lang, now, timeZone),
    pdf.fonts,
    queueKey,
  );
  return { bytes, day: formatInZone(now.toISOString(), timeZone).slice(0, 10).replaceAll('-', '') };
};

/** Sends a report PDF as an attachment named for the student and the day. */
export const sendReportPdf = (
  reply: FastifyReply,
  student: User,
  lang: TrainingReportPdfBody['lang'],
  { bytes, day }: { bytes: Uint8Array; day: string },
) =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      disposition(translator(lang)('report.pdf.fileName'), student.username, day),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export const reportRoutes =
  (ctx: AppContext, pdf: ReportPdf): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/TrainingReport',
      { schema: { tags: ['PracticeTraining'], response: { 200: Envelope(TrainingReportData) } } },
      async (req) => {
        const { user } = await ctx.auth(req);
        return ok(await buildTrainingReport(ctx, user));
      },
    );

    app.post(
      '/TrainingReportPdf',
      { schema: { tags: ['PracticeTraining'], body: TrainingReportPdfBody } },
      async (req, reply) => {
        const { user } = await ctx.auth(req);
        return sendReportPdf(
          reply,
          user,
          req.body.lang,
          await reportPdfOf(ctx, pdf, user, req.body, user.id),
        );
      },
    );
  };
