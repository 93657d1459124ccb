/**
 * The import reader on its own (no worker): good files read as read-excel-file reads them, and
 * every limit refuses while reading, before the rest of the file is looked at.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMN_ALIASES } from '../../schemas/imports.ts';
import * as hostile from '../testing/hostile-imports.ts';
import {
  deflateRows,
  rowXml,
  SHEET_HEAD,
  SHEET_TAIL,
  sharedStringsXml,
  xlsxOf,
  zip,
} from '../testing/xlsx.ts';
import { DEFAULT_IMPORT_LIMITS, ImportRefusal, type ImportLimits } from './limits.ts';
import { readTable, type FileKind, type Table } from './read-table.ts';

const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../scenarios/samples/${name}`, import.meta.url)));

const read = (
  kind: FileKind,
  content: Buffer | string,
  limits: Partial<ImportLimits> = {},
  aliases: Record<string, string> = {},
) => readTable(kind, Buffer.from(content), aliases, { ...DEFAULT_IMPORT_LIMITS, ...limits });

/** The refusal a read ends with, as { key, params }. */
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportRefusal) return { key: e.key, params: e.params };
    throw e;
  }
  throw new Error('not refused');
};

/**
 * What the server read before: read-excel-file's grid, cells as trimmed text, same rows. Dates
 * to the second: read-excel-file floors 09:30 to 09:29:59.999, the new reader rounds.
 */
const readExcelFile = async (bytes: Buffer): Promise<Table> => {
  const second = (d: Date) => new Date(Math.round(d.getTime() / 1000) * 1000).toISOString();
  const text = (v: unknown) =>
    v === null || v === undefined ? '' : v instanceof Date ? second(v) : String(v).trim();
  const [head = [], ...body] = (await readSheet(bytes)) as unknown[][];
  const columns = head.map(text);
  const rows = body
    .map((cells, i) => ({ row: i + 2, texts: cells.map(text) }))
    .filter((r) => r.texts.some(Boolean))
    .map((r) => ({
      row: r.row,
      cells: Object.fromEntries(columns.map((c, j) => [c, r.texts[j] ?? ''])),
    }));
  return { columns: columns.filter(Boolean), rows };
};

const sheet = (body: string) => `${SHEET_HEAD}${body}${SHEET_TAIL}`;

describe('good files', () => {
  it('reads the sample spreadsheets as read-excel-file does, and the CSV twins alike', async () => {
    for (const name of ['site-orders', 'temu-new-products']) {
      const xlsx = sample(`${name}.xlsx`);
      const table = read('xlsx', xlsx);
      expect(table).toEqual(await readExcelFile(xlsx));
      const csv = read('csv', sample(`${name}.csv`));
      expect(csv.columns).toEqual(table.columns);
      expect(csv.rows.map((r) => r.cells.sku)).toEqual(table.rows.map((r) => r.cells.sku));
    }
    const aliased = read('xlsx', sample('site-orders.xlsx'), {}, IMPORT_COLUMN_ALIASES);
    expect(aliased.columns).toContain('orderNo');
  });

  it('reads numbers, dates, booleans and escaped text as read-excel-file does', async () => {
    const when = new Date('2026-03-02T09:30:00.000Z');
    const bytes = await writeExcelFile([
      ['sku', 'name', 'price', 'qty', 'when', 'flag', 'note', 'day'].map((value) => ({ value })),
      [
        { value: 'A-1' },
        { value: 'Tom & Jerry <3> "q"' },
        { value: 19.99 },
        { value: 3 },
        { value: when, format: 'yyyy-mm-dd hh:mm' },
        { value: true },
        { value: '  padded  ' },
        { value: when, format: 'dd/mm/yyyy' },
      ],
      [null, null, null],
      [
        { value: 'A-2' },
        { value: '中文 😀 _x000D_' },
        { value: 0.1 + 0.2 },
        { value: -5 },
        { value: when, format: 'mm/dd/yy' },
        { value: false },
        { value: 'line\nbreak' },
        { value: 1e21 },
      ],
      [{ value: 'A-3' }, null, { value: 1 / 3 }, { value: 0 }, null, null, { value: '' }],
    ]).toBuffer();
    const table = read('xlsx', bytes);
    expect(table).toEqual(await readExcelFile(bytes));
    expect(table.rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(table.rows[0]?.cells).toMatchObject({ when: when.toISOString(), flag: 'true' });
  });

  it('reads shared, rich and inline text, styles, 1904 dates and prefixes as read-excel-file does', async () => {
    const styles =
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>' +
      '<numFmt numFmtId="165" formatCode="0.00%"/></numFmts>' +
      '<cellStyleXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf xfId="1"/></cellXfs></styleSheet>';
    const shared = sharedStringsXml(['sku', 'name', 'when']).replace(
      '</sst>',
      '<si><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r><rPh><t>ignored</t></rPh></si></sst>',
    );
    const body =
      '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>rate</x:t></x:is></x:c></x:row>' +
      '<!-- a comment --><x:row r="3"><x:c r="A3" t="inlineStr"><x:is><x:t>&lt;raw&gt; &amp; text</x:t></x:is></x:c>' +
      '<x:c r="B3" t="s"><x:v>3</x:v></x:c><x:c r="C3" s="1"><x:v>45000</x:v></x:c><x:c r="D3" s="2"><x:v>0.25</x:v></x:c></x:row>' +
      '<x:row r="4"><x:c r="A4" t="str"><x:f>A3</x:f><x:v>&#x41;&#66;&amp;&lt;</x:v></x:c><x:c r="B4" t="e"><x:v>#DIV/0!</x:v></x:c>' +
      '<x:c r="C4" s="3"><x:v>45000.5</x:v></x:c><x:c r="D4" t="b"><x:v>0</x:v></x:c></x:row>';
    const bytes = xlsxOf(
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${body}</x:sheetData></x:worksheet>`,
      {
        sharedStrings: shared,
        styles,
        workbook:
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<workbookPr date1904="1"/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
    );
    const table = read('xlsx', bytes);
    expect(table).toEqual(await readExcelFile(bytes));
    expect(table.rows.map((r) => r.cells)).toEqual([
      {
        sku: '<raw> & text',
        name: 'Bold and plain',
        when: '2027-03-16T00:00:00.000Z',
        rate: '0.25',
      },
      { sku: 'AB&<', name: '', when: '2027-03-16T12:00:00.000Z', rate: 'false' },
    ]);
  });

  it('reads stored (uncompressed) parts', () => {
    const bytes = xlsxOf(sheet(rowXml(1, ['sku']) + rowXml(2, ['A-1'])), { store: true });
    expect(read('xlsx', bytes).rows).toEqual([{ row: 2, cells: { sku: 'A-1' } }]);
  });

  it('reads CDATA and text split by comments whole (read-excel-file dropped CDATA)', () => {
    const cell = '<c r="A2" t="inlineStr"><is><t><![CDATA[<raw> & ]]>te<!-- x -->xt</t></is></c>';
    const bytes = xlsxOf(sheet(`${rowXml(1, ['sku'])}<row r="2">${cell}</row>`));
    expect(read('xlsx', bytes).rows[0]?.cells.sku).toBe('<raw> & text');
  });
});

describe('limits, checked while reading', () => {
  /** `n` data rows from row `from` on. */
  const rows = (n: number, from = 2) =>
    Array.from({ length: n }, (_, i) => rowXml(from + i, [`N-${i}`])).join('');

  it('takes 2,000 data rows; blank rows do not count; the next row is refused', () => {
    const blank = '<row r="2"/><row r="3"><c r="A3"/></row>';
    const ok = read('xlsx', xlsxOf(sheet(rowXml(1, ['sku']) + blank + rows(2000, 4))));
    expect(ok.rows).toHaveLength(2000);
    expect(ok.rows[0]?.row).toBe(4);
    expect(refusal(() => read('xlsx', xlsxOf(sheet(rowXml(1, ['sku']) + rows(2001)))))).toEqual({
      key: 'import.error.tooManyRows',
      params: { max: 2000 },
    });
    expect(read('csv', `sku\n\n${'a\n'.repeat(2000)}`).rows).toHaveLength(2000);
    expect(refusal(() => read('csv', `sku\n${'a\n'.repeat(2001)}`)).key).toBe(
      'import.error.tooManyRows',
    );
  });

  it('stops at the row past the cap: what follows is never read', () => {
    // Broken XML and an unclosed CSV quote after row 2,001: reading them would say unreadable.
    const xlsx = xlsxOf(`${SHEET_HEAD}${rowXml(1, ['sku'])}${rows(2001)}<row r="9999"><c r=`);
    expect(refusal(() => read('xlsx', xlsx)).key).toBe('import.error.tooManyRows');
    expect(refusal(() => read('csv', `sku\n${'a\n'.repeat(2001)}"never closed`)).key).toBe(
      'import.error.tooManyRows',
    );
  });

  it('refuses 100,000 rows in either format', async () => {
    expect(refusal(() => read('csv', hostile.manyRowsCsv()))).toEqual({
      key: 'import.error.tooManyRows',
      params: { max: 2000 },
    });
    const xlsx = await hostile.manyRowsXlsx();
    expect(refusal(() => read('xlsx', xlsx)).key).toBe('import.error.tooManyRows');
  });

  it('says too many rows, not too large, when a sheet past the inflated budget shows them', async () => {
    // 100,000 stock rows of five cells: ~25 MB of XML, over the 16 MB budget.
    const row = (i: number) =>
      rowXml(i + 1, [`SKU-${i}`, `Product number ${i}`, i, 9.99, 'amazon']);
    const head = (dimension: string) =>
      SHEET_HEAD.replace('<sheetData>', `${dimension}<sheetData>`) + rowXml(1, ['sku', 'name']);
    const tooManyRows = { key: 'import.error.tooManyRows', params: { max: 2000 } };
    for (const dimension of ['<dimension ref="A1:E100001"/>', '']) {
      const big = xlsxOf(await deflateRows(head(dimension), row, 100_000, SHEET_TAIL));
      expect(refusal(() => read('xlsx', big))).toEqual(tooManyRows);
    }
    // Over the budget with few rows (huge cells): still too large.
    const huge = await hostile.hugeInlineString(25);
    expect(refusal(() => read('xlsx', huge)).key).toBe('import.error.tooLarge');
  });

  it('takes a 500-character cell and refuses 501 or the 10,000 of the hostile files, with the row', () => {
    const name = (n: number) => sheet(rowXml(1, ['name']) + rowXml(2, ['x'.repeat(n)]));
    expect(read('xlsx', xlsxOf(name(500))).rows[0]?.cells.name).toHaveLength(500);
    expect(refusal(() => read('xlsx', xlsxOf(name(501))))).toEqual({
      key: 'import.error.cellTooLong',
      params: { row: 2, max: 500 },
    });
    expect(read('csv', `name\n${'é'.repeat(500)}\n`).rows).toHaveLength(1);
    expect(refusal(() => read('csv', `name\n${'é'.repeat(501)}\n`)).params).toEqual({
      row: 2,
      max: 500,
    });
    const expected = { key: 'import.error.cellTooLong', params: { row: 3, max: 500 } };
    expect(refusal(() => read('xlsx', hostile.longCellXlsx()))).toEqual(expected);
    expect(refusal(() => read('csv', hostile.longCellCsv()))).toEqual(expected);
  });

  it('refuses a long cell before reading on (a shared string is refused where it is used)', () => {
    const unused = sharedStringsXml(['sku', 'y'.repeat(10_000)]);
    const ok = xlsxOf(sheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>' + rowXml(2, ['a'])), {
      sharedStrings: unused,
    });
    expect(read('xlsx', ok).rows).toHaveLength(1);
    // A 12 MB inline string, then broken XML: refused at the cell, unread past it.
    const long = `<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(12 << 20)}</t></is></c></row><row`;
    expect(
      refusal(() => read('xlsx', xlsxOf(`${SHEET_HEAD}${rowXml(1, ['sku'])}${long}`))),
    ).toEqual({ key: 'import.error.cellTooLong', params: { row: 2, max: 500 } });
    const csv = `sku\n"${'x'.repeat(1 << 20)}`; // one field of 1 MB, quote never closed
    expect(refusal(() => read('csv', csv)).key).toBe('import.error.cellTooLong');
  });

  it('refuses a value past column 50, but not empty cells there', () => {
    const at = (col: string, v: string) =>
      xlsxOf(
        sheet(
          `${rowXml(1, ['sku'])}<row r="2"><c r="${col}2" t="inlineStr"><is><t>${v}</t></is></c></row>`,
        ),
      );
    expect(read('xlsx', at('AX', 'fifty')).rows).toHaveLength(1);
    expect(read('xlsx', at('ZZ', '')).rows).toHaveLength(0);
    expect(refusal(() => read('xlsx', at('AY', 'fifty-one')))).toEqual({
      key: 'import.error.tooManyColumns',
      params: { max: 50 },
    });
    expect(refusal(() => read('csv', `sku\n${'a,'.repeat(50)}b\n`)).key).toBe(
      'import.error.tooManyColumns',
    );
  });

  it('refuses more text than the limit in all cells together', () => {
    const csv = `name\n${'abcdefghij\n'.repeat(100)}`;
    expect(read('csv', csv, { maxTextChars: 1000 }).rows).toHaveLength(100);
    expect(refusal(() => read('csv', csv, { maxTextChars: 999 })).key).toBe(
      'import.error.tooLarge',
    );
  });

  it('refuses inflated XML over the budget from the declared sizes, before inflating', async () => {
    const tooLarge = { key: 'import.error.tooLarge', params: undefined };
    const bomb = (await hostile.zipBombs(20)).honest;
    expect(refusal(() => read('xlsx', bomb))).toEqual(tooLarge);
    // With room for it, the same file reads: the budget alone refused it.
    const roomy = { maxInflatedBytes: 32 << 20, maxCellChars: 20_000, maxTextChars: 1e8 };
    expect(read('xlsx', bomb, roomy).rows.length).toBeGreaterThan(1000);
    expect(refusal(() => read('xlsx', bomb, { maxInflatedBytes: 32 << 20 })).key).toBe(
      'import.error.cellTooLong',
    );
    const huge = await hostile.hugeInlineString(25);
    expect(refusal(() => read('xlsx', huge))).toEqual(tooLarge);
  });

  it('stops inflating a part at its declared size: a lying header is refused', async () => {
    const lie = (await hostile.zipBombs(20)).lying;
    expect(refusal(() => read('xlsx', lie)).key).toBe('import.error.unreadable');
  });
});

describe('archives and XML that are not what they claim', () => {
  const unreadable = { key: 'import.error.unreadable', params: undefined };
  const part = (name: string, content: string) => ({ name, content });

  it('refuses what is not an .xlsx: no zip, truncated, no workbook, two parts of one name', () => {
    const good = xlsxOf(sheet(rowXml(1, ['sku'])));
    expect(refusal(() => read('xlsx', 'not a zip'))).toEqual(unreadable);
    expect(refusal(() => read('xlsx', good.subarray(0, good.length - 30)))).toEqual(unreadable);
    expect(refusal(() => read('xlsx', zip([part('a.txt', 'x')])))).toEqual(unreadable);
    const twice = zip([
      part('xl/workbook.xml', '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>'),
      part('xl/_rels/workbook.xml.rels', '<Relationships/>'),
      part('xl/worksheets/sheet1.xml', sheet('')),
      part('XL/Worksheets/Sheet1.xml', sheet('')),
    ]);
    expect(refusal(() => read('xlsx', twice))).toEqual(unreadable);
  });

  it('refuses a DTD (no entity expansion), and out-of-order rows or cells', () => {
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>' +
      sheet(rowXml(1, ['&b;']));
    expect(refusal(() => read('xlsx', xlsxOf(doctype)))).toEqual(unreadable);
    expect(refusal(() => read('xlsx', xlsxOf(sheet(rowXml(2, ['a']) + rowXml(1, ['b'])))))).toEqual(
      unreadable,
    );
    const cells = '<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>2</v></c></row>';
    expect(refusal(() => read('xlsx', xlsxOf(sheet(cells))))).toEqual(unreadable);
  });

  it('an empty sheet has no header', () => {
    expect(refusal(() => read('xlsx', xlsxOf(sheet(''))))).toEqual({
      key: 'import.error.empty',
      params: undefined,
    });
  });

  it('any bytes give a table or a refusal, never another error', () => {
    const good = xlsxOf(
      sheet(rowXml(1, ['sku', 'name']) + rowXml(2, ['A&B', 1.5]) + rowXml(3, ['x', 'y'])),
      { sharedStrings: sharedStringsXml(['a']) },
    );
    const xml = sheet(
      `${rowXml(1, ['sku', 'name'])}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" s="0"><v>2.5</v></c></row>`,
    );
    const outcome = (bytes: Buffer | string, kind: FileKind = 'xlsx') => {
      try {
        read(kind, bytes);
      } catch (e) {
        if (!(e instanceof ImportRefusal)) throw e;
      }
    };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (edits) => {
          const bytes = Buffer.from(good);
          for (const [at, value] of edits) bytes[at] = value;
          outcome(bytes);
        },
      ),
      { numRuns: 300 },
    );
    // Edits inside the XML, packed into a valid archive, reach the XML reader.
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      '&',
      ';',
      '#x',
      'c',
      'row',
      'r="A1"',
      ' t="s"',
      'v',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(xml.length), fc.nat(5), fc.constantFrom(...pieces)), {
          minLength: 1,
          maxLength: 6,
        }),
        (edits) => {
          let s = xml;
          for (const [at, cut, piece] of edits) s = s.slice(0, at) + piece + s.slice(at + cut);
          outcome(xlsxOf(s, { sharedStrings: sharedStringsXml(['a']) }));
          outcome(s, 'csv');
        },
      ),
      { numRuns: 300 },
    );
  });
});
