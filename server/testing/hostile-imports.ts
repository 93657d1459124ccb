/**
 * The hostile import files of issue 8, generated on demand (tests and bench/import-health.ts):
 * each is small on the wire and expensive to read without limits.
 */
import {
  deflateRows,
  rowXml,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetXml,
  sharedStringsXml,
  xlsxOf,
} from './xlsx.ts';

export const STOCK_HEADER = ['sku', 'name', 'price', 'qty', 'platform'];
const MB = 1024 * 1024;

/** One cell holding one inline string of `mb` MiB: ~25 KB on the wire for 25 MiB. */
export const hugeInlineString = async (mb = 25) =>
  xlsxOf(
    await deflateRows(
      `${SHEET_HEAD}${rowXml(1, STOCK_HEADER)}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      () => 'A'.repeat(1024),
      mb * 1024,
      `</t></is></c></row>${SHEET_TAIL}`,
    ),
  );

const FILLER = 'A'.repeat(16 * 1024);
const bombRow = (n: number) => rowXml(n + 1, [`N-${n}`, FILLER, 1, 1, 'independent']);

/**
 * Zip bombs: `mb` MiB of sheet XML in rows with a 16 KB name (~0.8 MB on the wire for 300 MiB),
 * deflated once. `honest` declares its size; `lying` declares a 1 KB sheet in both ZIP headers,
 * so only a cap while inflating stops it.
 */
export const zipBombs = async (mb = 300) => {
  const rows = Math.ceil((mb * MB) / bombRow(1).length);
  const sheet = await deflateRows(SHEET_HEAD + rowXml(1, STOCK_HEADER), bombRow, rows, SHEET_TAIL);
  return { honest: xlsxOf(sheet), lying: xlsxOf(sheet, { declaredSheetSize: 1024 }) };
};

/** `n` short rows after the header (a few MB of XML, under the inflated-size limit). */
export const manyRowsXlsx = async (n = 100_000) =>
  xlsxOf(
    await deflateRows(
      SHEET_HEAD + rowXml(1, ['sku']),
      (i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
      n,
      SHEET_TAIL,
    ),
  );

export const manyRowsCsv = (n = 100_000) => `sku\n${'1\n'.repeat(n)}`;

/** A stock file whose second data row (row 3) has a `chars`-character name, as a shared string. */
export const longCellXlsx = (chars = 10_000) =>
  xlsxOf(
    `${SHEET_HEAD}${rowXml(1, STOCK_HEADER)}${rowXml(2, ['N-1', 'Short', 1, 1, 'independent'])}` +
      `<row r="3"><c r="A3" t="inlineStr"><is><t>N-2</t></is></c><c r="B3" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
    { sharedStrings: sharedStringsXml(['x'.repeat(chars)]) },
  );

export const longCellCsv = (chars = 10_000) =>
  `${STOCK_HEADER.join(',')}\nN-1,Short,1,1,independent\nN-2,${'x'.repeat(chars)},1,1,independent\n`;

/** A valid stock import of `n` rows (inline strings), for timing a legitimate file. */
export const stockXlsx = (n: number) =>
  xlsxOf(
    sheetXml([
      STOCK_HEADER,
      ...Array.from({ length: n }, (_, i) => [
        `N-${i + 1}`,
        `Thing ${i + 1}`,
        1.5,
        3,
        'independent',
      ]),
    ]),
  );
