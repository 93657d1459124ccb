/**
 * The parts of an .xlsx around its sheet: the workbook (which part is the first sheet, the 1904
 * epoch), the styles (which cell styles show dates) and the shared strings (each measured before
 * it is decoded; one past the cell limit is kept as null, refused only where a cell uses it).
 */
import { CLOSE, END, OPEN, TEXT, XmlReader } from './xml.ts';
import { unreadable } from './limits.ts';
import type { ZipReader } from './zip.ts';

/**
 * A decoded character (UTF-16 unit) takes at most 10 bytes as written (`&#1114111;`), so a text
 * of more bytes than 10 × the cell limit is too long without being decoded.
 */
const MAX_BYTES_PER_CHAR = 10;
const REL = /\/(worksheet|sharedStrings|styles)$/;

/** `_xHHHH_` escapes of characters XML cannot hold (ECMA-376 ST_Xstring). */
export const unescapeXlsx = (s: string) =>
  s.includes('_x')
    ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : s;

/** Collects a text made of several TEXT tokens, decoding it only while it stays within the limit. */
export class TextAccumulator {
  private parts: string[] = [];
  private bytes = 0;
  private readonly maxBytes: number;
  tooLong = false;
  constructor(maxChars: number) {
    this.maxBytes = maxChars * MAX_BYTES_PER_CHAR;
  }
  add(x: XmlReader) {
    if (this.tooLong) return;
    this.bytes += x.textBytes();
    if (this.bytes > this.maxBytes) {
      this.tooLong = true;
      this.parts = [];
    } else this.parts.push(x.text());
  }
  take(): string {
    const s = this.parts.join('');
    this.parts = [];
    this.bytes = 0;
    return s;
  }
}

// ---- workbook: where the first sheet, the shared strings and the styles are ----

export type Workbook = { sheet: string; sharedStrings: string; styles: string; epoch1904: boolean };

const partPath = (target: string) => {
  const segments: string[] = [];
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  for (const s of path.split('/')) {
    if (s === '..') segments.pop();
    else if (s !== '.' && s !== '') segments.push(s);
  }
  return segments.join('/');
};

export const readWorkbook = (zip: ZipReader): Workbook => {
  const rels = zip.read('xl/_rels/workbook.xml.rels');
  const book = zip.read('xl/workbook.xml');
  if (!rels || !book) throw unreadable();
  const sheets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  let styles = 'xl/styles.xml';
  const x = new XmlReader(rels);
  for (let t = x.next(); t !== END; t = x.next()) {
    if (t !== OPEN || x.name !== 'Relationship') continue;
    const a = x.attrs();
    const kind = REL.exec(a.Type ?? '')?.[1];
    if (!kind || !a.Target || a.TargetMode === 'External') continue;
    if (kind === 'worksheet' && a.Id) sheets.set(a.Id, partPath(a.Target));
    else if (kind === 'sharedStrings') sharedStrings = partPath(a.Target);
    else if (kind === 'styles') styles = partPath(a.Target);
  }
  let first: string | undefined;
  let epoch1904 = false;
  const w = new XmlReader(book);
  for (let t = w.next(); t !== END && first === undefined; t = w.next()) {
    if (t !== OPEN) continue;
    if (w.name === 'workbookPr') {
      const d = w.attrs().date1904;
      epoch1904 = d === '1' || d === 'true';
    } else if (w.name === 'sheet') first = w.attrs().id;
  }
  const sheet = first === undefined ? undefined : sheets.get(first);
  if (!sheet) throw unreadable();
  return { sheet, sharedStrings, styles, epoch1904 };
};

// ---- styles: which cell formats show a number as a date ----

/** Built-in number formats that show dates or times (read-excel-file's list, all locales). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);
const DATE_TOKENS = new Set(
  's ss m mm mmm mmmm mmmmm h hh am pm a p d dd ddd dddd aaa aaaa aaaaa y yy yyyy e ee eeee'.split(
    ' ',
  ),
);

/** Whether a custom format code shows a date (read-excel-file's isDateFormatTemplate). */
export const isDateFormat = (code: string) =>
  code.length <= 255 &&
  code
    .toLowerCase()
    .replace(/;@$/, '')
    .replace(/\\./g, ' ')
    .split(';')
    .some((section) => {
      const tokens = section
        .replace(/"[^"]*"/g, ' ')
        .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
        .replace(/\[([smhd]{1,2})\]/g, '$1')
        .replace(/\[[^\]]*\]/g, '')
        .split(/[^a-z0#?%]+/)
        .filter(Boolean);
      return tokens.length > 0 && tokens.every((t) => DATE_TOKENS.has(t));
    });

/** For each cell style (index = the `s` of a cell), whether it shows a date. */
export const readDateStyles = (bytes: Buffer | undefined): boolean[] => {
  if (!bytes) return [];
  const custom = new Map<number, string>();
  const base: (number | undefined)[] = [];
  const styles: boolean[] = [];
  let section: 'cellStyleXfs' | 'cellXfs' | null = null;
  const isDate = (id: number | undefined) => {
    if (id === undefined) return false;
    const code = id >= 100 ? custom.get(id) : undefined;
    return DATE_FORMAT_IDS.has(id) || (code !== undefined && isDateFormat(code));
  };
  const x = new XmlReader(bytes);
  for (let t = x.next(); t !== END; t = x.next()) {
    if (t === OPEN && x.name === 'numFmt') {
      const a = x.attrs();
      if (a.numFmtId && a.formatCode !== undefined) custom.set(Number(a.numFmtId), a.formatCode);
    } else if (t === OPEN && (x.name === 'cellStyleXfs' || x.name === 'cellXfs')) {
      if (!x.selfClosing) section = x.name;
    } else if (t === CLOSE && (x.name === 'cellStyleXfs' || x.name === 'cellXfs')) {
      section = null;
    } else if (t === OPEN && x.name === 'xf' && section) {
      const a = x.attrs();
      const own = a.numFmtId === undefined ? undefined : Number(a.numFmtId);
      if (section === 'cellStyleXfs') base.push(own);
      else styles.push(isDate(own ?? (a.xfId === undefined ? undefined : base[Number(a.xfId)])));
    }
  }
  return styles;
};

// ---- shared strings ----

/** The shared strings in order; null for one longer than the cell limit (refused if used). */
export const readSharedStrings = (
  bytes: Buffer | undefined,
  maxChars: number,
): (string | null)[] => {
  if (!bytes) return [];
  const strings: (string | null)[] = [];
  const text = new TextAccumulator(maxChars);
  let inItem = false;
  let inT = false;
  let phonetic = 0;
  const x = new XmlReader(bytes);
  for (let t = x.next(); t !== END; t = x.next()) {
    if (t === TEXT) {
      if (inItem && inT && phonetic === 0) text.add(x);
    } else if (t === OPEN) {
      if (x.name === 'si') {
        inItem = !x.selfClosing;
        if (x.selfClosing) strings.push('');
      } else if (x.name === 't') inT = !x.selfClosing;
      else if (x.name === 'rPh' && !x.selfClosing) phonetic++;
    } else if (x.name === 't') inT = false;
    else if (x.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
    else if (x.name === 'si') {
      inItem = false;
      const s = unescapeXlsx(text.take());
      strings.push(text.tooLong || s.length > maxChars ? null : s);
      text.tooLong = false;
    }
  }
  return strings;
};
