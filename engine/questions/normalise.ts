/**
 * How a fill-in answer is compared with the accepted ones (docs/adr/0026-question-bank.md):
 * NFKC (full-width letters, digits and punctuation become half-width; ｋｇ → kg), lower case,
 * every space removed (7 天 = 7天, "A to z" = "atoz"), a final full stop dropped (。 or .).
 */
export const normaliseAnswer = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, '')
    .replace(/[.。]+$/u, '');

/** The blanks a fill-in text marks: three or more underscores each. */
export const BLANK = /_{3,}/g;
export const blankCount = (text: string): number => text.match(BLANK)?.length ?? 0;
