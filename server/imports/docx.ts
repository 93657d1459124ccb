/**
 * Reads a Word .docx into its paragraphs' text, within the import limits (limits.ts): the ZIP is
 * opened by our bounded reader first, every part's declared size must fit the inflated budget and
 * every part must inflate to exactly its declared size and CRC (a lying header stops at that
 * size: zip.ts), and only then does mammoth (docs/adr/0026) read the document, so the archive it
 * inflates is known to be small. Paragraph n of the result is line n of the import's errors.
 */
import mammoth from 'mammoth';
import { ImportRefusal, type ImportLimits } from './limits.ts';
import { ZipReader } from './zip.ts';

export const readDocxParagraphs = async (
  bytes: Buffer,
  limits: Pick<ImportLimits, 'maxInflatedBytes'>,
): Promise<string[]> => {
  const zip = new ZipReader(bytes, limits.maxInflatedBytes);
  if (!zip.has('word/document.xml')) throw new ImportRefusal('import.error.unreadable');
  const names = zip.names();
  zip.checkDeclared(names);
  for (const name of names) zip.read(name);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new ImportRefusal('import.error.unreadable');
  }
  // mammoth ends every paragraph with a blank line.
  const paragraphs = text.replace(/\r\n?/g, '\n').split('\n\n');
  if (paragraphs[paragraphs.length - 1] === '') paragraphs.pop();
  return paragraphs;
};
