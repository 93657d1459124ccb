/**
 * Writes the Word (.docx) fixtures of the question import tests: every type, every error of the
 * Word template, and two ZIP bombs (a part declaring 40 MiB; a part declaring 1 KiB that inflates
 * to 8 MiB). Run after changing them: node questions/templates/make-docx-fixtures.ts
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
console.warn('wrote bank.docx, errors.docx, bomb-declared.docx, bomb-lying.docx');
