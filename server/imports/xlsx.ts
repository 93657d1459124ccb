/**
 * Reads the first sheet of an .xlsx into a TableBuilder, within limits: the inflated XML is
 * budgeted (zip.ts), each cell's text is measured before it is decoded, and rows go to the
 * builder as they are read, so the row cap stops the reading. Cell values follow
 * read-excel-file (which this reader replaces on the server): shared and inline strings, numbers
 * as JavaScript prints them, booleans as true/false, formula errors as empty, date-formatted
 * numbers as ISO instants (rounded to the millisecond, where read-excel-file floors 09:30 to
 * 09:29:59.999).
 */
import { ImportRefusal, unreadable } from './limits.ts';
import type { TableBuilder } from './table.ts';
import {
  readDateStyles,
  readSharedStrings,
  readWorkbook,
  TextAccumulator,
  unescapeXlsx,
} from './xlsx-parts.ts';
import { END, OPEN, TEXT, XmlReader } from './xml.ts';
import { ZipReader } from './zip.ts';

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

// ---- the sheet ----

/** Days from Excel's day 0 (1899-12-31, with its phantom 1900-02-29) to 1970-01-01. */
const EXCEL_UNIX_DAYS = 25569;
const DAY_MS = 86_400_000;

/** An Excel serial day as an ISO instant, to the nearest millisecond (09:30 stays 09:30:00.000). */
const excelDate = (serial: number, epoch1904: boolean) => {
  const days = serial + (epoch1904 ? 1462 : 0) - EXCEL_UNIX_DAYS;
  const d = new Date(Math.round(days * DAY_MS));
  if (Number.isNaN(d.getTime())) throw unreadable();
  return d.toISOString();
};

type Cell = {
  column: number;
  type: string;
  style: string | undefined;
  hasV: boolean;
  hasIs: boolean;
};

const cellAddress = /^([A-Z]{1,3})([0-9]{1,7})$/;
const columnNumber = (letters: string) => {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + letters.charCodeAt(i) - 64;
  return n;
};

type SheetContext = {
  shared: (string | null)[];
  dateStyles: boolean[];
  epoch1904: boolean;
};

/** A cell's value as the reader shows it, from its type, style and texts (`v`, inline string). */
const cellValue = (c: Cell, v: string, is: string, ctx: SheetContext): string | null => {
  switch (c.type) {
    case 'str':
      if (!c.hasV) throw unreadable();
      return unescapeXlsx(v);
    case 'inlineStr':
      if (!c.hasIs) throw unreadable();
      return unescapeXlsx(is);
    case 's': {
      const i = v.trim() === '' ? NaN : Number(v);
      if (!Number.isInteger(i) || i < 0 || i >= ctx.shared.length) throw unreadable();
      return ctx.shared[i] ?? null; // null: longer than the cell limit
    }
    case 'b':
      if (v === '1') return 'true';
      if (v === '0') return 'false';
      throw unreadable();
    case 'e': // a formula's error (#DIV/0!): no value
      if (!v) throw unreadable();
      return '';
    case 'd': {
      if (!v) return '';
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) throw unreadable();
      return d.toISOString();
    }
    case 'n': {
      if (!v) return '';
      const n = Number(v);
      if (v.trim() === '' || Number.isNaN(n)) throw unreadable();
      const style = c.style === undefined ? NaN : Number(c.style);
      return ctx.dateStyles[style] ? excelDate(n, ctx.epoch1904) : String(n);
    }
    default:
      throw unreadable();
  }
};

const readSheet = (bytes: Buffer, ctx: SheetContext, table: TableBuilder) => {
  const { maxCellChars, maxColumns } = table.limits;
  const x = new XmlReader(bytes);
  const v = new TextAccumulator(maxCellChars);
  const is = new TextAccumulator(maxCellChars);
  let inData = false;
  let lastRow = 0;
  let row: number | undefined;
  let cells: (string | undefined)[] | null = null;
  let lastColumn = 0;
  let cell: Cell | null = null;
  let inV = false;
  let inIs = false;
  let inT = false;
  let phonetic = 0;

  const startRow = (n: number) => {
    if (n <= lastRow || n > MAX_ROW) throw unreadable();
    row = n;
  };
  const endCell = (c: Cell) => {
    const r = row ?? lastRow + 1;
    // A text past the byte bound, or a shared string past the limit, is too long undecoded.
    if (v.tooLong || is.tooLong) table.checkCell(Infinity, r);
    const value = cellValue(c, v.take(), is.take(), ctx);
    if (value === null) table.checkCell(Infinity, r);
    if (!value) return;
    table.checkCell(value.length, r);
    table.checkColumn(c.column);
    if (cells && c.column <= maxColumns) cells[c.column - 1] = value;
  };

  for (let t = x.next(); t !== END; t = x.next()) {
    if (t === TEXT) {
      if (!cell) continue;
      if (inV) v.add(x);
      else if (inIs && inT && phonetic === 0) is.add(x);
      continue;
    }
    const name = x.name;
    if (t === OPEN) {
      if (name === 'sheetData') {
        inData = !x.selfClosing;
        if (x.selfClosing) break;
      } else if (!inData) continue;
      else if (name === 'row') {
        const r = x.attrs().r;
        row = undefined;
        if (r !== undefined) startRow(Number(r));
        cells = [];
        lastColumn = 0;
        if (x.selfClosing) {
          lastRow = row ?? lastRow + 1;
          cells = null;
        }
      } else if (name === 'c' && cells) {
        const a = x.attrs();
        let column = lastColumn + 1;
        if (a.r !== undefined) {
          const m = cellAddress.exec(a.r);
          if (!m) throw unreadable();
          column = columnNumber(m[1]!);
          const r = Number(m[2]);
          if (row === undefined) startRow(r);
          else if (r !== row) throw unreadable();
        }
        if (column <= lastColumn || column > MAX_COLUMN) throw unreadable();
        lastColumn = column;
        const c: Cell = { column, type: a.t ?? 'n', style: a.s, hasV: false, hasIs: false };
        if (x.selfClosing) endCell(c);
        else cell = c;
      } else if (cell && !x.selfClosing) {
        if (name === 'v') inV = cell.hasV = true;
        else if (name === 'is') inIs = cell.hasIs = true;
        else if (name === 't') inT = true;
        else if (name === 'rPh') phonetic++;
      } else if (cell && x.selfClosing) {
        if (name === 'v') cell.hasV = true;
        else if (name === 'is') cell.hasIs = true;
      }
    } else {
      if (!inData) continue;
      if (name === 'sheetData') break;
      if (name === 'row' && cells) {
        lastRow = row ?? lastRow + 1;
        table.row(lastRow, cells);
        cells = null;
        row = undefined;
      } else if (name === 'c' && cell) {
        endCell(cell);
        cell = null;
        inV = inIs = inT = false;
        phonetic = 0;
      } else if (name === 'v') inV = false;
      else if (name === 'is') inIs = false;
      else if (name === 't') inT = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
    }
  }
};

/**
 * How many data rows the start of a sheet shows it has: the last row of its `<dimension>` (Excel
 * writes it first) or the rows counted in that start, less the header; 0 when it shows nothing.
 */
export const rowsShown = (head: Buffer | undefined) => {
  if (!head) return 0;
  const text = head.toString('latin1');
  const dim = /<(?:\w+:)?dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(text);
  const counted = text.match(/<(?:\w+:)?row[\s>]/g)?.length ?? 0;
  return Math.max(Number(dim?.[1] ?? 0), counted) - 1;
};

export const readXlsx = (bytes: Buffer, table: TableBuilder, maxInflatedBytes: number) => {
  const zip = new ZipReader(bytes, maxInflatedBytes);
  const book = readWorkbook(zip);
  if (!zip.has(book.sheet)) throw unreadable();
  try {
    // What the archive declares for the parts still to read must fit before any is inflated.
    zip.checkDeclared([book.styles, book.sharedStrings, book.sheet]);
    const ctx: SheetContext = {
      dateStyles: readDateStyles(zip.read(book.styles)),
      shared: readSharedStrings(zip.read(book.sharedStrings), table.limits.maxCellChars),
      epoch1904: book.epoch1904,
    };
    readSheet(zip.read(book.sheet)!, ctx, table);
  } catch (e) {
    // A sheet too large to read because it has too many rows says so (its start shows them).
    const { maxRows } = table.limits;
    if (e instanceof ImportRefusal && e.key === 'import.error.tooLarge')
      if (rowsShown(zip.head(book.sheet)) > maxRows)
        throw new ImportRefusal('import.error.tooManyRows', { max: maxRows });
    throw e;
  }
};
