/**
 * The temporary passwords just shown, as a file the admin hands on (CSV with a BOM and CRLF lines
 * for Excel, or an Excel workbook): username, password. Made in the browser from what the dialog
 * shows; the server never answers them again. (Generated passwords use letters and digits only,
 * so the CSV's guard against formulas never changes one.)
 */
import { csvField } from '../teacher/classCsv.ts';

export type PasswordRow = { username: string; password: string };

export const passwordsCsv = (rows: readonly PasswordRow[], head: [string, string]) =>
  `\uFEFF${[head, ...rows.map((r) => [r.username, r.password])]
    .map((line) => line.map(csvField).join(','))
    .join('\r\n')}\r\n`;

export const passwordsXlsx = async (
  rows: readonly PasswordRow[],
  head: [string, string],
): Promise<Blob> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(
    [
      head.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...rows.map((r) => [{ value: r.username }, { value: r.password }]),
    ],
    { stickyRowsCount: 1, columns: [{ width: 24 }, { width: 24 }] },
  ).toBlob();
};
