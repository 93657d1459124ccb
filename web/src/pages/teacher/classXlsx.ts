/**
 * A class's grades as one Excel workbook: the rows of classTable on one sheet named after the
 * class, scores as numbers (so a teacher can sum and sort them), the header bold and frozen.
 * write-excel-file is loaded only when a teacher exports.
 */
import type { ClassViewData } from '../../../../schemas/api/teacher.ts';
import { classTable, type GradeLabels } from './classCsv.ts';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

export const classXlsx = async (d: ClassViewData, l: GradeLabels): Promise<Blob> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [head = [], ...rows] = classTable(d, l);
  const data = [
    head.map((value) => ({ value: String(value), fontWeight: 'bold' as const })),
    ...rows.map((r) =>
      r.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value: String(value) },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: sheetName(d.class.name),
    stickyRowsCount: 1,
    columns: head.map((_, i) => ({ width: i === 1 || i > 8 ? 18 : 10 })),
  }).toBlob();
};
