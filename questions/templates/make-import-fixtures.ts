/**
 * Writes the binary fixtures of the question import tests: the Word (.docx) files (every type,
 * every error of the Word template), two Word ZIP bombs (a part declaring 40 MiB; a part declaring
 * 1 KiB that inflates to 8 MiB) and a spreadsheet bomb (a sheet declaring 40 MiB).
 * Run after changing them: node questions/templates/make-import-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { docxOf, documentXml } from './docx.ts';
import { BANK, ERRORS } from '../../engine/questions/import/fixtures/docx-paragraphs.ts';

const here = (name: string) =>
  new URL(`../../engine/questions/import/fixtures/${name}`, import.meta.url);
writeFileSync(here('bank.docx'), docxOf(BANK));
writeFileSync(here('errors.docx'), docxOf(ERRORS));

// A bomb whose central directory declares 40 MiB for word/document.xml: refused before inflating.
const big = Buffer.alloc(40 * 1024 * 1024, 0x20);
writeFileSync(
  here('bomb-declared.docx'),
  zipSync(
    {
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': new Uint8Array(
        Buffer.concat([Buffer.from(documentXml(['题型：判断'])), big]),
      ),
    },
    { level: 9 },
  ),
);

// A bomb that lies: word/media/pad.bin declares 1 KiB but inflates to 8 MiB (sizes patched in
// both headers, CRC left as it was): inflating stops at the declared size and the part is refused.
const pad = Buffer.alloc(8 * 1024 * 1024, 0x41);
const zip = Buffer.from(docxOf(['题型：判断'], { 'word/media/pad.bin': new Uint8Array(pad) }));
for (let p = 0; p + 4 <= zip.length; p++) {
  const sig = zip.readUInt32LE(p);
  if (sig !== 0x04034b50 && sig !== 0x02014b50) continue;
  const local = sig === 0x04034b50;
  const nameAt = local ? p + 30 : p + 46;
  const nameLength = zip.readUInt16LE(local ? p + 26 : p + 28);
  if (zip.toString('utf8', nameAt, nameAt + nameLength) !== 'word/media/pad.bin') continue;
  zip.writeUInt32LE(1024, local ? p + 22 : p + 24);
}
writeFileSync(here('bomb-lying.docx'), zip);
// A spreadsheet whose first sheet declares 40 MiB: the bounded reader refuses it before inflating.
const sheet = Buffer.concat([
  Buffer.from(
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ),
  big,
  Buffer.from('</sheetData></worksheet>'),
]);
writeFileSync(
  here('bomb.xlsx'),
  zipSync(
    {
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': new Uint8Array(sheet),
    },
    { level: 9 },
  ),
);
console.warn('wrote bank.docx, errors.docx, bomb-declared.docx, bomb-lying.docx, bomb.xlsx');
