/**
 * The report as the PDF shows it: every word translated, every date formatted, every figure
 * written, the charts as ECharts options. Built on the main thread from the report's data (the
 * same as the JSON route's); the worker only lays it out (pdf/document.ts).
 */
import type { TrainingReportData } from '../../schemas/api/practice.ts';
import type { Language } from '../../schemas/common.ts';
import { pickText, translator } from './labels.ts';

export type Align = 'left' | 'right';
export type TableView = {
  title: string;
  /** Widths are shares of the content width. */
  columns: { label: string; width: number; align?: Align }[];
  rows: string[][];
  empty: string;
};
export type ChartView = { title: string; option: Record<string, unknown> | null; empty: string };
export type ReportView = {
  title: string;
  subtitle: string;
  generated: string;
  basic: { title: string; items: [string, string][] };
  charts: ChartView[];
  tables: TableView[];
  /** "{{page}} / {{pages}}" with the placeholders kept. */
  pageOf: string;
  author: string;
};

type Student = TrainingReportData['student'];

/** An instant as YYYY-MM-DD HH:mm in a time zone. */
export const formatInZone = (iso: string, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

/** The IANA zones this runtime knows (its canonical names), and UTC. */
const IANA_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * The report's time zone: UTC when none is given; an IANA zone name (a link such as
 * Asia/Kolkata or US/Eastern counts, written in any case) as its canonical name; anything else
 * (an offset such as +05:00, an unknown name) null.
 */
export const ianaZone = (timeZone: string | undefined): string | null => {
  if (timeZone === undefined) return 'UTC';
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(timeZone)) return null;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return IANA_ZONES.has(canonical) || /^Etc\/GMT[+-]\d{1,2}$/.test(canonical) ? canonical : null;
};

const num = (v: number | null | undefined, none: string) =>
  v === null || v === undefined ? none : String(Math.round(v * 10) / 10);

const CHART_TEXT = { fontSize: 9, color: '#333' };

export const reportView = (
  data: TrainingReportData,
  lang: Language,
  generatedAt: Date,
  timeZone: string,
): ReportView => {
  const t = translator(lang);
  const none = t('common.none');
  const student: Student = data.student;
  const basicKeys = [
    'school',
    'college',
    'major',
    'className',
    'name',
    'account',
    'teacher',
  ] as const;
  const tally = (
    label: string,
    r: { total: number; completed: number; average: number | null },
  ) => [label, String(r.total), String(r.completed), num(r.average, none)];
  const tallyColumns = (first: string): TableView['columns'] => [
    { label: first, width: 0.4 },
    { label: t('report.col.total'), width: 0.2, align: 'right' },
    { label: t('report.col.completed'), width: 0.2, align: 'right' },
    { label: t('report.col.average'), width: 0.2, align: 'right' },
  ];
  const done = data.byModule.filter((m) => m.completed > 0);
  const timeline = [...data.assessments].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  const axis = { axisLabel: CHART_TEXT };
  return {
    title: t('report.title'),
    subtitle: t('report.subtitle'),
    generated: t('report.pdf.generatedAt', {
      time: formatInZone(generatedAt.toISOString(), timeZone),
    }),
    author: student.name,
    pageOf: t('report.pdf.pageOf', { page: '{{page}}', pages: '{{pages}}' }),
    basic: {
      title: t('report.basic.title'),
      items: basicKeys.map((k) => [t(`report.basic.${k}`), student[k] || none]),
    },
    charts: [
      {
        title: t('report.charts.byModule'),
        empty: t('report.charts.empty'),
        option: done.length
          ? {
              animation: false,
              textStyle: CHART_TEXT,
              grid: { left: 36, right: 12, top: 20, bottom: 28 },
              xAxis: { type: 'category', data: done.map((m) => t(`module.${m.module}`)), ...axis },
              yAxis: { type: 'value', min: 0, max: 100, ...axis },
              series: [
                {
                  type: 'bar',
                  name: t('report.charts.average'),
                  data: done.map((m) => m.average ?? 0),
                  barMaxWidth: 32,
                  // No white halo: svg-to-pdfkit ignores paint-order and would cover the digits.
                  label: { show: true, position: 'top', textBorderWidth: 0, ...CHART_TEXT },
                },
              ],
            }
          : null,
      },
      {
        title: t('report.charts.overTime'),
        empty: t('report.charts.empty'),
        option: timeline.length
          ? {
              animation: false,
              textStyle: CHART_TEXT,
              legend: { top: 0, textStyle: CHART_TEXT },
              grid: { left: 36, right: 12, top: 28, bottom: 28 },
              xAxis: {
                type: 'category',
                data: timeline.map((a) => formatInZone(a.submittedAt, timeZone)),
                ...axis,
              },
              yAxis: { type: 'value', min: 0, ...axis },
              series: [
                {
                  type: 'line',
                  name: t('report.charts.score'),
                  data: timeline.map((a) => a.score),
                  symbolSize: 6,
                },
                {
                  type: 'line',
                  name: t('report.charts.total'),
                  data: timeline.map((a) => a.totalScore),
                  lineStyle: { type: 'dashed' },
                  symbolSize: 4,
                },
              ],
            }
          : null,
      },
    ],
    tables: [
      {
        title: t('report.categories.title'),
        columns: tallyColumns(t('report.categories.category')),
        rows: data.byCategory.map((r) => tally(t(`caseType.${r.caseType}`), r)),
        empty: t('report.noCases'),
      },
      {
        title: t('report.modules.title'),
        columns: tallyColumns(t('report.modules.module')),
        rows: data.byModule.map((r) => tally(t(`module.${r.module}`), r)),
        empty: t('report.noCases'),
      },
      {
        title: t('report.assessments.title'),
        columns: [
          { label: t('report.assessments.case'), width: 0.2 },
          { label: t('report.assessments.type'), width: 0.11 },
          { label: t('report.assessments.submittedAt'), width: 0.13 },
          { label: t('report.assessments.score'), width: 0.1, align: 'right' },
          { label: t('report.assessments.rank'), width: 0.08, align: 'right' },
          { label: t('report.assessments.rating'), width: 0.11 },
          { label: t('report.assessments.comment'), width: 0.27 },
        ],
        rows: data.assessments.map((a) => [
          pickText(a.title, lang),
          t(`caseType.${a.caseType}`),
          formatInZone(a.submittedAt, timeZone),
          t('report.assessments.scoreOf', {
            score: num(a.score, none),
            total: num(a.totalScore, none),
          }),
          a.classRank === null
            ? none
            : t('report.assessments.rankOf', { rank: a.classRank, size: a.classSize }),
          a.review
            ? '★'.repeat(a.review.rating) + '☆'.repeat(Math.max(0, 5 - a.review.rating))
            : t('report.assessments.notReviewed'),
          a.review?.comment || none,
        ]),
        empty: t('report.assessments.empty'),
      },
    ],
  };
};
