/**
 * Text in the report PDF. pdfkit has no font fallback, so a string is drawn as runs by script —
 * Thai (U+0E00–U+0E7F) in the Thai font, everything else in the CJK font, which covers Latin —
 * each run at an explicit position on a shared alphabetic baseline (fonts of different ascents
 * line up). Lines break between words (Intl.Segmenter: Thai and Chinese have no spaces), and a
 * word wider than the line between graphemes.
 */
export type Script = 'cjk' | 'thai';
export type Run = { script: Script; text: string };

/** The part of pdfkit's document the writer uses. */
export type TextDoc = {
  font(name: string): TextDoc;
  fontSize(size: number): TextDoc;
  fillColor(color: string): TextDoc;
  widthOfString(text: string): number;
  text(
    text: string,
    x: number,
    y: number,
    options: { lineBreak: false; baseline: 'alphabetic' },
  ): TextDoc;
};

const THAI = /[\u0E00-\u0E7F]/;
const SPACE = /\s/;

/**
 * SARA AM (U+0E33) as NIKHAHIT + SARA AA, the nikhahit before the tone marks above its consonant,
 * as HarfBuzz's Thai shaper does: fontkit has no Thai shaper, and would draw the tone mark over
 * the nikhahit's circle (น้ำ).
 */
export const thaiSaraAm = (text: string) =>
  text.replace(/([\u0E31\u0E34-\u0E37\u0E47-\u0E4E]*)\u0E33/g, '\u0E4D$1\u0E32');

/** The runs of a string: whitespace stays with the run before it. */
export const scriptRuns = (text: string): Run[] => {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const script: Script = THAI.test(ch) ? 'thai' : last && SPACE.test(ch) ? last.script : 'cjk';
    if (last?.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
};

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Line height as a multiple of the font size, and the baseline below a line's top. */
export const LINE = 1.35;
const BASELINE = 1.02;

export class TextWriter {
  private readonly doc: TextDoc;

  constructor(doc: TextDoc) {
    this.doc = doc;
  }

  /** Widths by size and text: laying a word out through fontkit is the slow part of a report. */
  private readonly widths = new Map<string, number>();

  width(text: string, size: number): number {
    const key = `${size}\u0000${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = 0;
      for (const r of scriptRuns(text))
        w += this.doc
          .font(r.script)
          .fontSize(size)
          .widthOfString(r.script === 'thai' ? thaiSaraAm(r.text) : r.text);
      this.widths.set(key, w);
    }
    return w;
  }

  /** The lines of a text in a width: its own line breaks kept, long lines broken between words. */
  wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      let line = '';
      let lineWidth = 0;
      const push = () => {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      };
      const add = (piece: string, pieceWidth: number) => {
        line += piece;
        lineWidth += pieceWidth;
      };
      for (const { segment } of words.segment(paragraph)) {
        const w = this.width(segment, size);
        if (lineWidth + w <= width || (SPACE.test(segment) && line)) {
          add(segment, w);
          continue;
        }
        if (line.trim()) push();
        if (SPACE.test(segment)) continue;
        if (w <= width) {
          add(segment, w);
          continue;
        }
        for (const { segment: g } of graphemes.segment(segment)) {
          const gw = this.width(g, size);
          if (lineWidth + gw > width && line) push();
          add(g, gw);
        }
      }
      push();
    }
    return lines;
  }

  /** One line with the top of its box at y; `align` within `width` from x. */
  line(
    text: string,
    x: number,
    y: number,
    size: number,
    opts: { width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {},
  ) {
    const { align = 'left', width = 0, color = '#1f1f1f' } = opts;
    const w = align === 'left' ? 0 : this.width(text, size);
    let at = align === 'right' ? x + width - w : align === 'center' ? x + (width - w) / 2 : x;
    const baseline = y + size * BASELINE;
    this.doc.fillColor(color);
    for (const r of scriptRuns(text)) {
      const shown = r.script === 'thai' ? thaiSaraAm(r.text) : r.text;
      this.doc.font(r.script).fontSize(size);
      this.doc.text(shown, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += this.doc.widthOfString(shown);
    }
  }
}
