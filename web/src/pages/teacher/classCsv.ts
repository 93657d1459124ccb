/**
 * A class's grades as one CSV file (or, in classXlsx.ts, one Excel workbook) (what teachers hand
 * on: one file per class): rank, student, account, average grade, total, submitted cases, cases
 * passed, failed and not started, then each case's grade by the class's grading method — or its
 * status when nothing was submitted. UTF-8 with a byte-order mark and CRLF lines, so Excel opens
 * Chinese names right.
 */
import type { ClassViewData } from '../../../../schemas/api/teacher.ts';

export type GradeLabels = {
  header: {
    rank: string;
    name: string;
    account: string;
    average: string;
    total: string;
    submitted: string;
    passed: string;
    failed: string;
    notStarted: string;
  };
  inProgress: string;
  notStarted: string;
  caseTitle: (c: ClassViewData['cases'][number]) => string;
};

/** A field as CSV writes it: quoted when it holds a comma, quote or line break. */
export const csvField = (v: string | number) => {
  const s = String(v);
  // A leading = + - @ would be a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The grades as rows: a header, then one row per student by rank (unranked by account): rank,
 * name, account, average, total, submitted, passed, failed, not started, each case's grade or
 * status.
 */
export const classTable = (d: ClassViewData, l: GradeLabels): (string | number)[][] => {
  const head = [
    l.header.rank,
    l.header.name,
    l.header.account,
    l.header.average,
    l.header.total,
    l.header.submitted,
    l.header.passed,
    l.header.failed,
    l.header.notStarted,
    ...d.cases.map(l.caseTitle),
  ];
  const rows = [...d.students]
    .sort(
      (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.username.localeCompare(b.username),
    )
    .map((s) => [
      s.rank ?? '',
      s.name,
      s.username,
      s.average ?? '',
      s.total,
      s.submitted,
      s.passed,
      s.failed,
      s.notStarted,
      ...d.cases.map((c) => {
        const cell = s.cells[c.id];
        if (!cell) return l.notStarted;
        return cell.status === 'submitted' ? (cell.score ?? 0) : l.inProgress;
      }),
    ]);
  return [head, ...rows];
};

export const classCsv = (d: ClassViewData, l: GradeLabels): string =>
  `\uFEFF${classTable(d, l)
    .map((r) => r.map(csvField).join(','))
    .join('\r\n')}\r\n`;
