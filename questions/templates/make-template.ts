/**
 * Writes the blank spreadsheet template of the question bank: one header row with the columns
 * `cbsim questions import` reads (engine/questions/import/table.ts says what each holds).
 * Run after changing the columns: node questions/templates/make-template.ts
 */
import { fileURLToPath } from 'node:url';
import writeExcelFile from 'write-excel-file/node';
import { TEMPLATE_COLUMNS } from '../../engine/questions/import/table.ts';

const path = fileURLToPath(new URL('./questions.xlsx', import.meta.url));
await writeExcelFile([
  TEMPLATE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
]).toFile(path);
console.warn(`wrote ${path} (${TEMPLATE_COLUMNS.length} columns)`);
