/**
 * Writes the .xlsx twin of each sample import file: the same rows as the .csv, with the
 * numeric columns as number cells (as a seller's spreadsheet has them).
 * Run after editing a .csv: node scenarios/samples/make-xlsx.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import writeExcelFile from 'write-excel-file/node';

const NUMERIC = new Set(['price', 'qty', 'freight']);
const SAMPLES = ['temu-new-products', 'site-orders'];

for (const name of SAMPLES) {
  const path = (ext: string) => fileURLToPath(new URL(`./${name}.${ext}`, import.meta.url));
  const grid = parse(readFileSync(path('csv'), 'utf8'), {
    columns: false,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  const [header = [], ...rows] = grid;
  const sheet = [
    header.map((value) => ({ value })),
    ...rows.map((cells) =>
      cells.map((value, j) => ({ value: NUMERIC.has(header[j] ?? '') ? Number(value) : value })),
    ),
  ];
  await writeExcelFile(sheet).toFile(path('xlsx'));
  console.warn(`wrote ${name}.xlsx (${rows.length} rows)`);
}
