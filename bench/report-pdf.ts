/**
 * The training report as a PDF (issue 12): a synthetic report of a student with 100 submitted
 * cases (titles of the shipped cases in turn, a Thai name, a teacher's comment in Chinese and Thai
 * on every third) laid out by the app's own worker pool (server/report/pdf/pool.ts) with the
 * system fonts: the first report (a cold worker: start, imports, font parsing), then RUNS more one
 * after the other on the warm worker (p50, p99), the file's size and pages.
 */
import type { TrainingReportData } from '../schemas/api/practice.ts';
import { loadCatalogue } from '../server/catalogue.ts';
import { configFromEnv } from '../server/config.ts';
import { PdfPool } from '../server/report/pdf/pool.ts';
import { reportView } from '../server/report/view.ts';

const RUNS = 30;
const ATTEMPTS = 100;

export type ReportPdfFigures = {
  attempts: number;
  runs: number;
  coldMs: number;
  p50: number;
  p99: number;
  bytes: number;
  pages: number;
};

const report = (): TrainingReportData => {
  const cases = loadCatalogue(configFromEnv().scenariosDir).catalogue.list();
  const at = Date.parse('2026-09-01T08:00:00Z');
  return {
    student: {
      name: 'สมชาย ใจดี',
      account: 'somchai',
      school: '示范职业学院',
      college: '国际商学院',
      major: '跨境电子商务',
      className: '跨境电商 2026-1',
      teacher: 'Teacher 01',
    },
    byCategory: [{ caseType: 'orderWarehousing', total: 3, completed: 3, average: 71.5 }],
    byModule: [{ module: 'orders', total: 21, completed: 21, average: 68.2 }],
    assessments: Array.from({ length: ATTEMPTS }, (_, i) => {
      const c = cases[i % cases.length]!;
      return {
        userCaseID: `bench-${i}`,
        caseID: c.id,
        title: c.title,
        caseType: c.caseType,
        submittedAt: new Date(at + i * 3_600_000).toISOString(),
        score: (i * 37) % 101,
        totalScore: c.totalScore,
        passed: (i * 37) % 101 >= 60,
        classRank: 1 + (i % 30),
        classSize: 30,
        review:
          i % 3 === 0
            ? {
                rating: 1 + (i % 5),
                comment: '拆分发货做得不错，下次在邮件里写上订单号。ขอบคุณครับ '.repeat(1 + (i % 4)),
                by: 'teacher01',
                at: new Date(at).toISOString(),
              }
            : null,
      };
    }),
  };
};

export const benchReportPdf = async (): Promise<ReportPdfFigures> => {
  const fonts = configFromEnv().pdfFonts;
  const view = reportView(report(), 'zh', new Date('2026-11-23T08:00:00Z'), 'Asia/Shanghai');
  const pool = new PdfPool({ concurrency: 1 });
  try {
    let t = performance.now();
    const first = await pool.render(view, fonts, 'bench');
    const coldMs = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await pool.render(view, fonts, 'bench');
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const pick = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const pages = (
      Buffer.from(first)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? []
    ).length;
    return {
      attempts: ATTEMPTS,
      runs: RUNS,
      coldMs,
      p50: pick(0.5),
      p99: pick(0.99),
      bytes: first.length,
      pages,
    };
  } finally {
    await pool.close();
  }
};

export const formatReportPdf = (f: ReportPdfFigures) =>
  `report PDF (${f.attempts} assessments, ${f.pages} A4 pages, Thai name, CJK+Thai comments): ${(f.bytes / 1024).toFixed(0)} KiB; first ${f.coldMs.toFixed(0)} ms (cold worker), then p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms over ${f.runs} runs (warm worker)`;
