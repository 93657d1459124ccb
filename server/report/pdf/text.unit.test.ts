/** Text runs by script, the SARA AM reordering, and line breaking between words and graphemes. */
import { describe, expect, it } from 'vitest';
import { scriptRuns, TextWriter, thaiSaraAm, type TextDoc } from './text.ts';

/** A document where every character is 1 pt wide per point of font size. */
const fakeDoc = () => {
  let size = 10;
  const drawn: { text: string; x: number; y: number; font: string }[] = [];
  let font = '';
  const doc: TextDoc = {
    font: (name) => ((font = name), doc),
    fontSize: (s) => ((size = s), doc),
    fillColor: () => doc,
    widthOfString: (t) => [...t].length * size,
    text: (text, x, y) => (drawn.push({ text, x, y, font }), doc),
  };
  return { doc, drawn };
};

describe('scriptRuns', () => {
  it('puts Thai in the Thai font and everything else in the CJK font; spaces stay in their run', () => {
    expect(scriptRuns('姓名 สมชาย ใจดี (somchai)')).toEqual([
      { script: 'cjk', text: '姓名 ' },
      { script: 'thai', text: 'สมชาย ใจดี ' },
      { script: 'cjk', text: '(somchai)' },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('thaiSaraAm', () => {
  it('splits SARA AM and puts the nikhahit before the tone mark', () => {
    expect(thaiSaraAm('น้ำ')).toBe('น\u0E4D\u0E49\u0E32');
    expect(thaiSaraAm('ทำ')).toBe('ท\u0E4D\u0E32');
    expect(thaiSaraAm('ที่นี่')).toBe('ที่นี่');
  });
});

describe('TextWriter.wrap', () => {
  it('breaks between words, keeps its own line breaks, and splits a word wider than the line', () => {
    const w = new TextWriter(fakeDoc().doc);
    expect(w.wrap('one two three', 80, 10)).toEqual(['one two', 'three']);
    expect(w.wrap('a\nb', 100, 10)).toEqual(['a', 'b']);
    expect(w.wrap('abcdefghijkl', 50, 10)).toEqual(['abcde', 'fghij', 'kl']);
    // Chinese and Thai have no spaces: the segmenter finds the words.
    expect(w.wrap('订单处理订单处理', 40, 10).join('')).toBe('订单处理订单处理');
    expect(w.wrap('订单处理订单处理', 40, 10).length).toBe(2);
    const thai = w.wrap('ขอบคุณครับที่นี่', 60, 10);
    expect(thai.join('')).toBe('ขอบคุณครับที่นี่');
    expect(thai.length).toBeGreaterThan(1);
  });

  it('draws each run on one baseline, one after the other, aligned right when asked', () => {
    const { doc, drawn } = fakeDoc();
    new TextWriter(doc).line('名 ดี', 10, 100, 10, { width: 100, align: 'right' });
    expect(drawn).toEqual([
      { text: '名 ', x: 70, y: drawn[0]!.y, font: 'cjk' },
      { text: 'ดี', x: 90, y: drawn[0]!.y, font: 'thai' },
    ]);
    expect(drawn[0]!.y).toBeGreaterThan(100);
  });
});
