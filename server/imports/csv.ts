/**
 * Reads a CSV file (csv-parse: quoting, BOM, CRLF, short rows) into a TableBuilder record by
 * record, so the row cap and the cell limit stop the parser at the first row past them.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { ImportRefusal, unreadable } from './limits.ts';
import type { TableBuilder } from './table.ts';

const QUOTE_ERRORS = new Set(['CSV_QUOTE_NOT_CLOSED', 'CSV_INVALID_CLOSING_QUOTE']);

export const readCsv = (bytes: Buffer, table: TableBuilder) => {
  const { maxCellChars, maxColumns } = table.limits;
  let row = 0;
  try {
    parse(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // A record longer than a full row of full cells (plus quoting) holds a cell past the
      // limit: refused as soon as the parser's buffer grows past it.
      max_record_size: 2 * maxCellChars * maxColumns,
      on_record: (record: string[]) => {
        row++;
        table.row(row, record);
        return null; // nothing kept by the parser
      },
    });
  } catch (e) {
    if (e instanceof ImportRefusal) throw e;
    if (e instanceof CsvError && e.code === 'CSV_MAX_RECORD_SIZE')
      throw new ImportRefusal('import.error.cellTooLong', { row: row + 1, max: maxCellChars });
    // A quote opened and never closed, or text after a closing quote: the row (records read so
    // far, plus the one being read) and the field (1-based) where the parser stopped.
    if (e instanceof CsvError && QUOTE_ERRORS.has(e.code)) {
      const field = Number((e as { index?: unknown }).index ?? 0);
      throw new ImportRefusal('import.error.csvQuote', { row: row + 1, column: field + 1 });
    }
    throw unreadable();
  }
};
