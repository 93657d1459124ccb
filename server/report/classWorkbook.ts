/**
 * A class's grades as the Excel workbook the class page exports (web/src/pages/teacher/
 * classCsv.ts's table, the same function, so the two cannot differ), written on the server for
 * the class's reports zip, with the page's words in the chosen language (report/labels.ts).
 */
import writeXlsxFile from 'write-excel-file/node';
import type { Language } from '../../schemas/common.ts';
import type { ClassViewData } from '../../schemas/api/teacher.ts';
import { classTable, type GradeLabels } from '../../web/src/pages/teacher/classCsv.ts';
import { sheetName } from '../../web/src/pages/teacher/classXlsx.ts';
import { pickText, translator } from './labels.ts';

export const gradeLabels = (d: ClassViewData, lang: Language): GradeLabels => {
  const t = translator(lang);
  return {
    header: {
      rank: t('teacher.class.col.rank'),
      name: t('teacher.class.col.student'),
      account: t('teacher.class.col.account'),
      average: t('grades.averageBy', { method: t(`grades.method.${d.class.gradingMethod}`) }),
      total: t('teacher.class.col.total'),
      submitted: t('teacher.class.col.submitted'),
      passed: t('teacher.class.col.passed'),
      failed: t('teacher.class.col.failed'),
      notStarted: t('teacher.class.col.notStarted'),
    },
    inProgress: t('teacher.status.inProgress'),
    notStarted: t('teacher.status.notStarted'),
    caseTitle: (c) => pickText(c.title, lang),
  };
};

/** The workbook's bytes and its file name (as the page names it). */
export const classWorkbook = async (
  d: ClassViewData,
  lang: Language,
): Promise<{ name: string; bytes: Uint8Array }> => {
  const [head = [], ...rows] = classTable(d, gradeLabels(d, lang));
  const data = [
    head.map((value) => ({ value: String(value), fontWeight: 'bold' as const })),
    ...rows.map((r) =>
      r.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value: String(value) },
      ),
    ),
  ];
  const bytes = await writeXlsxFile(data, {
    sheet: sheetName(d.class.name),
    stickyRowsCount: 1,
    columns: head.map((_, i) => ({ width: i === 1 || i > 8 ? 18 : 10 })),
  }).toBuffer();
  return {
    name: translator(lang)('teacher.class.exportXlsxName', { name: d.class.name }),
    bytes: new Uint8Array(bytes),
  };
};
