/**
 * Reads an uploaded import file into a table of strings: CSV (csv-parse) or XLSX (the first
 * sheet, read-excel-file). The header row gives the column names; blank rows are skipped but
 * keep their row numbers, so errors point at the row a spreadsheet shows.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { ImportRow } from '../../schemas/stock.ts';
import { badRequest } from '../errors.ts';

export type Table = { columns: string[]; rows: ImportRow[] };

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v).trim();
};

const toTable = (grid: unknown[][], aliases: Record<string, string>): Table => {
  const [head, ...body] = grid;
  if (!head) throw badRequest('import.error.empty');
  const columns = head.map((h) => {
    const name = cellText(h);
    return aliases[name.toLowerCase()] ?? aliases[name] ?? name;
  });
  const rows: ImportRow[] = [];
  body.forEach((cells, i) => {
    const texts = cells.map(cellText);
    if (texts.every((t) => t === '')) return;
    if (texts.some((t) => t.length > 500))
      throw badRequest('import.error.cellTooLong', { row: i + 2 });
    rows.push({
      row: i + 2,
      cells: Object.fromEntries(columns.map((c, j) => [c, texts[j] ?? ''])),
    });
  });
  if (rows.length > 2000) throw badRequest('import.error.tooManyRows', { max: 2000 });
  return { columns: columns.filter(Boolean), rows };
};

export const readTable = async (
  fileName: string,
  bytes: Buffer,
  aliases: Record<string, string>,
): Promise<Table> => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) {
    let grid: string[][];
    try {
      grid = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false });
    } catch {
      throw badRequest('import.error.unreadable');
    }
    return toTable(grid, aliases);
  }
  if (lower.endsWith('.xlsx')) {
    let grid: unknown[][];
    try {
      grid = (await readSheet(bytes)) as unknown[][];
    } catch {
      throw badRequest('import.error.unreadable');
    }
    return toTable(grid, aliases);
  }
  throw badRequest('import.error.fileType');
};
