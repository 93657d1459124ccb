/**
 * A student's training report as their teacher or assistant reads it (issue 22 §2): the JSON the
 * student's /report page shows (StudentReport) and the same PDF (StudentReportPdf), read only.
 * A class's teacher exports every student's PDF and the class workbook as one zip (ClassReports
 * starts it in the background, ClassReportsStatus tells its progress, ClassReportsFile sends it):
 * report/classReports.ts. Access as access.ts: another class's student or class is 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '../../../schemas/api/classStaff.ts';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { TrainingReportData } from '../../../schemas/api/practice.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { buildTrainingReport } from '../../report/build.ts';
import { ClassReportJobs, safeFileName, type ClassReportsJob } from '../../report/classReports.ts';
import { classWorkbook } from '../../report/classWorkbook.ts';
import { assertFonts } from '../../report/fonts.ts';
import { translator } from '../../report/labels.ts';
import { ianaZone } from '../../report/view.ts';
import { badRequest } from '../../errors.ts';
import { ok } from '../operate.ts';
import { reportPdfOf, sendReportPdf, type ReportPdf } from '../report.ts';
import { classAccess, studentFor, teacherOf } from './access.ts';
import { classViewOf } from './classData.ts';

const tags = ['Teacher'];

const status = (j: ClassReportsJob) => ({
  jobId: j.id,
  state: j.state,
  done: j.done,
  total: j.total,
  error: j.error,
});

export const studentReportRoutes =
  (ctx: AppContext, pdf: ReportPdf): FastifyPluginAsyncTypebox =>
  async (app) => {
    const jobs = new ClassReportJobs();
    app.addHook('onClose', async () => jobs.close());

    app.post(
      '/StudentReport',
      {
        schema: {
          tags,
          body: S.StudentReportBody,
          response: { 200: Envelope(TrainingReportData) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { student } = await studentFor(ctx, user, req.body.studentId);
        return ok(await buildTrainingReport(ctx, student));
      },
    );

    app.post(
      '/StudentReportPdf',
      { schema: { tags, body: S.StudentReportPdfBody } },
      async (req, reply) => {
        const user = await teacherOf(ctx, req);
        const { student } = await studentFor(ctx, user, req.body.studentId);
        const made = await reportPdfOf(ctx, pdf, student, req.body, user.id);
        return sendReportPdf(reply, student, req.body.lang, made);
      },
    );

    app.post(
      '/ClassReports',
      {
        schema: {
          tags,
          body: S.ClassReportsBody,
          response: { 200: Envelope(S.ClassReportsJob) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const { cls, role } = await classAccess(ctx, user, req.body.classId, 'teach');
        // Refuse what would fail every PDF before starting.
        if (ianaZone(req.body.timeZone) === null) throw badRequest('report.error.timeZone');
        assertFonts(pdf.fonts);
        const students = (await ctx.storage.listClassUsers(cls.id)).filter(
          (u) => u.role === 'student',
        );
        const t = translator(req.body.lang);
        const day = ctx.now().toISOString().slice(0, 10);
        const fileName = `${safeFileName(t('classReports.zipName', { name: cls.name }))} ${day}.zip`;
        const job = jobs.start(
          user.id,
          fileName,
          students.length,
          async (step) => {
            const entries = [];
            for (const s of students) {
              const { bytes } = await reportPdfOf(ctx, pdf, s, req.body, user.id);
              entries.push({
                name: `${safeFileName(`${s.displayName}_${s.username}`)}.pdf`,
                bytes,
              });
              step();
            }
            const book = await classWorkbook(await classViewOf(ctx, cls, role), req.body.lang);
            entries.push({ name: safeFileName(book.name), bytes: book.bytes });
            return entries;
          },
          (err) => req.log.error({ err }, 'class reports zip failed'),
        );
        return ok(status(job));
      },
    );

    app.post(
      '/ClassReportsStatus',
      {
        schema: {
          tags,
          body: S.ClassReportsJobBody,
          response: { 200: Envelope(S.ClassReportsJob) },
        },
      },
      async (req) => {
        const user = await teacherOf(ctx, req);
        const job = jobs.get(req.body.jobId, user.id);
        if (!job) throw notFound('classReports.error.noJob');
        return ok(status(job));
      },
    );

    app.post(
      '/ClassReportsFile',
      { schema: { tags, body: S.ClassReportsJobBody } },
      async (req, reply) => {
        const user = await teacherOf(ctx, req);
        const job = jobs.get(req.body.jobId, user.id);
        if (!job?.zip) throw notFound('classReports.error.noJob');
        const ascii = job.fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
        return reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(job.fileName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(job.zip.buffer, job.zip.byteOffset, job.zip.byteLength));
      },
    );
  };
