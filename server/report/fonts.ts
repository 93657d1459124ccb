/**
 * The report PDF's fonts: system font files, read on the server (no network), subset into each
 * PDF. pdfkit has no fallback between fonts, so text is drawn in runs by script (pdf/text.ts):
 * Thai in the Thai font, everything else (Chinese, Latin, digits) in the CJK font. A collection
 * (.ttc) may name its face after `#`; without one its first face is used.
 */
import { existsSync } from 'node:fs';
import { ApiError } from '../errors.ts';

export type PdfFonts = {
  /** Chinese and Latin: Debian `fonts-wqy-zenhei`. */
  cjk: string;
  /** Thai: Debian `fonts-thai-tlwg`. */
  thai: string;
};

export const DEFAULT_PDF_FONTS: PdfFonts = {
  cjk: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  thai: '/usr/share/fonts/truetype/tlwg/Loma.ttf',
};

/** A font setting as a file and, for a collection, the PostScript name of one face. */
export const fontFile = (spec: string): { path: string; face: string | undefined } => {
  const hash = spec.lastIndexOf('#');
  return hash > 0
    ? { path: spec.slice(0, hash), face: spec.slice(hash + 1) }
    : { path: spec, face: undefined };
};

/** 503 report.error.fontsMissing unless every font file is there (checked per request: cheap). */
export const assertFonts = (fonts: PdfFonts) => {
  const missing = Object.values(fonts).filter((spec) => !existsSync(fontFile(spec).path));
  if (missing.length) throw new ApiError(503, 'report.error.fontsMissing');
};
