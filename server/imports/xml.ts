/**
 * A pull tokenizer for the XML of .xlsx parts, over the inflated bytes: elements (by local name,
 * prefixes dropped), attributes on demand and text ranges that are decoded only when asked for.
 * Linear in the input; no DTD (refused), so no entity expansion; only the five predefined
 * entities and character references are decoded.
 */
import { unreadable } from './limits.ts';

export const END = 0;
export const OPEN = 1;
export const CLOSE = 2;
export const TEXT = 3;
export type Token = typeof END | typeof OPEN | typeof CLOSE | typeof TEXT;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUOTE = 0x22;
const APOS = 0x27;
const EQ = 0x3d;
const isSpace = (c: number | undefined) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const decodeEntities = (s: string) =>
  s.includes('&')
    ? s.replace(ENTITY, (whole, hex: string | undefined, dec: string | undefined, named) => {
        if (named) return NAMED[named as string] ?? whole;
        const n = hex ? parseInt(hex, 16) : Number(dec);
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
      })
    : s;

const localName = (s: string) => s.slice(s.lastIndexOf(':') + 1);

export class XmlReader {
  private readonly b: Buffer;
  private pos = 0;
  /** Local name of the element of the last OPEN or CLOSE token. */
  name = '';
  /** Whether the last OPEN token was `<x/>` (no CLOSE token follows it). */
  selfClosing = false;
  private attrFrom = 0;
  private attrTo = 0;
  private textFrom = 0;
  private textTo = 0;
  private cdata = false;

  constructor(bytes: Buffer) {
    this.b = bytes;
  }

  next(): Token {
    const b = this.b;
    for (;;) {
      if (this.pos >= b.length) return END;
      const lt = b.indexOf(LT, this.pos);
      if (lt !== this.pos) {
        this.textFrom = this.pos;
        this.textTo = lt < 0 ? b.length : lt;
        this.cdata = false;
        this.pos = this.textTo;
        return TEXT;
      }
      const c = b[lt + 1];
      if (c === 0x3f) {
        this.pos = this.after('?>', lt + 2);
        continue;
      }
      if (c === 0x21) {
        if (this.startsWith('<!--', lt)) {
          this.pos = this.after('-->', lt + 4);
          continue;
        }
        if (this.startsWith('<![CDATA[', lt)) {
          const end = b.indexOf(']]>', lt + 9, 'latin1');
          if (end < 0) throw unreadable();
          this.textFrom = lt + 9;
          this.textTo = end;
          this.cdata = true;
          this.pos = end + 3;
          return TEXT;
        }
        throw unreadable(); // <!DOCTYPE …> and the like have no place in an .xlsx part
      }
      if (c === SLASH) {
        const gt = b.indexOf(GT, lt + 2);
        if (gt < 0) throw unreadable();
        this.name = localName(b.toString('latin1', lt + 2, gt).trim());
        this.pos = gt + 1;
        return CLOSE;
      }
      // A start tag ends at the first '>' outside a quoted attribute value.
      let p = lt + 1;
      let quote = 0;
      for (; p < b.length; p++) {
        const x = b[p];
        if (quote !== 0) {
          if (x === quote) quote = 0;
        } else if (x === QUOTE || x === APOS) quote = x;
        else if (x === GT) break;
      }
      if (p >= b.length) throw unreadable();
      let n = lt + 1;
      while (n < p && !isSpace(b[n]) && b[n] !== SLASH) n++;
      if (n === lt + 1) throw unreadable();
      this.name = localName(b.toString('latin1', lt + 1, n));
      this.selfClosing = b[p - 1] === SLASH;
      this.attrFrom = n;
      this.attrTo = this.selfClosing ? p - 1 : p;
      this.pos = p + 1;
      return OPEN;
    }
  }

  /** Attributes of the last OPEN token, by local name (namespace declarations left out). */
  attrs(): Record<string, string> {
    const b = this.b;
    const out: Record<string, string> = Object.create(null) as Record<string, string>;
    let p = this.attrFrom;
    const to = this.attrTo;
    for (;;) {
      while (p < to && isSpace(b[p])) p++;
      if (p >= to) return out;
      const from = p;
      while (p < to && b[p] !== EQ && !isSpace(b[p])) p++;
      const name = b.toString('latin1', from, p);
      while (p < to && isSpace(b[p])) p++;
      if (b[p] !== EQ) throw unreadable();
      p++;
      while (p < to && isSpace(b[p])) p++;
      const q = b[p];
      if (q !== QUOTE && q !== APOS) throw unreadable();
      const end = b.indexOf(q, p + 1);
      if (end < 0 || end >= to) throw unreadable();
      if (name !== 'xmlns' && !name.startsWith('xmlns:'))
        out[localName(name)] = decodeEntities(b.toString('utf8', p + 1, end));
      p = end + 1;
    }
  }

  /** Bytes of the last TEXT token, before decoding. */
  textBytes() {
    return this.textTo - this.textFrom;
  }

  /** The last TEXT token, decoded. */
  text() {
    const s = this.b.toString('utf8', this.textFrom, this.textTo);
    return this.cdata ? s : decodeEntities(s);
  }

  private startsWith(s: string, at: number) {
    return this.b.toString('latin1', at, at + s.length) === s;
  }

  private after(s: string, from: number) {
    const end = this.b.indexOf(s, from, 'latin1');
    if (end < 0) throw unreadable();
    return end + s.length;
  }
}
