/**
 * Reads an uploaded import file into a table of strings: CSV (csv-parse) or XLSX (the first
 * sheet, xlsx.ts), within the limits of limits.ts, checked while reading. Synchronous and pure:
 * the server runs it in a worker (pool.ts); tests call it directly.
 */
import { ImportRefusal, type ImportLimits } from './limits.ts';
import { readCsv } from './csv.ts';
import { TableBuilder, type Table } from './table.ts';
import { readXlsx } from './xlsx.ts';

export type { Table };
export type FileKind = 'csv' | 'xlsx';

export const fileKind = (fileName: string): FileKind => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw new ImportRefusal('import.error.fileType');
};

export const readTable = (
  kind: FileKind,
  bytes: Buffer,
  aliases: Record<string, string>,
  limits: ImportLimits,
): Table => {
  const table = new TableBuilder(aliases, limits);
  if (kind === 'csv') readCsv(bytes, table);
  else readXlsx(bytes, table, limits.maxInflatedBytes);
  return table.finish();
};
