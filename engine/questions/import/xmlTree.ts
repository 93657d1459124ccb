/**
 * A small XML reader for Moodle XML question files: elements with attributes, text, CDATA,
 * comments and the predefined and numeric entities, each element with the line it starts on.
 * No DTD (a DOCTYPE is refused, so no entity expansion) and no namespaces. Pure.
 */

export type XmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
};

export class XmlSyntaxError extends Error {
  readonly line: number;
  constructor(detail: string, line: number) {
    super(detail);
    this.name = 'XmlSyntaxError';
    this.line = line;
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Entities decoded; an unknown one is refused with its own line (`line` is where `s` starts). */
const decode = (s: string, line: number) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);?/gi, (whole, ent: string, offset: number) => {
    const at = line + (s.slice(0, offset).match(/\n/g)?.length ?? 0);
    if (ent[0] === '#') {
      const code =
        ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : Number(ent.slice(1));
      if (!Number.isFinite(code) || code > 0x10ffff)
        throw new XmlSyntaxError(`bad character reference ${whole}`, at);
      return String.fromCodePoint(code);
    }
    const named = NAMED[ent];
    if (named === undefined || !whole.endsWith(';'))
      throw new XmlSyntaxError(`unknown entity ${whole}`, at);
    return named;
  });

const ATTR = /([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/gy;

/** The document's root element; throws XmlSyntaxError with the line of the first problem. */
export const parseXml = (text: string): XmlElement => {
  const src = text.replace(/^\uFEFF/, '');
  let i = 0;
  let line = 1;
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (src.charCodeAt(k) === 10) line += 1;
    i = to;
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top) top.children.push(t);
    else if (t.trim() !== '') throw new XmlSyntaxError('text outside the root element', line);
  };
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt === -1) {
      addText(decode(src.slice(i), line));
      advance(src.length);
      break;
    }
    if (lt > i) {
      addText(decode(src.slice(i, lt), line));
      advance(lt);
    }
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end === -1) throw new XmlSyntaxError('a comment is not closed', line);
      advance(end + 3);
    } else if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      if (end === -1) throw new XmlSyntaxError('a CDATA section is not closed', line);
      addText(src.slice(i + 9, end));
      advance(end + 3);
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end === -1) throw new XmlSyntaxError('a processing instruction is not closed', line);
      advance(end + 2);
    } else if (src.startsWith('<!', i)) {
      throw new XmlSyntaxError('a DOCTYPE or DTD is not allowed', line);
    } else if (src.startsWith('</', i)) {
      const end = src.indexOf('>', i);
      if (end === -1) throw new XmlSyntaxError('a closing tag is not closed', line);
      const name = src.slice(i + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name)
        throw new XmlSyntaxError(
          open
            ? `</${name}> closes <${open.name}> (line ${open.line})`
            : `</${name}> closes nothing`,
          line,
        );
      advance(end + 1);
    } else {
      const m = /^<([A-Za-z_][\w:.-]*)/.exec(src.slice(i, i + 200));
      if (!m) throw new XmlSyntaxError('a < that starts no tag (write &lt;)', line);
      const el: XmlElement = { name: m[1] as string, attrs: {}, children: [], line };
      let p = i + m[0].length;
      for (;;) {
        while (/\s/.test(src[p] ?? '')) p += 1;
        if (src.startsWith('/>', p) || src[p] === '>') break;
        ATTR.lastIndex = p;
        const a = ATTR.exec(src);
        if (!a) throw new XmlSyntaxError(`a malformed attribute in <${el.name}>`, line);
        el.attrs[a[1] as string] = decode(a[3] ?? a[4] ?? '', line);
        p = ATTR.lastIndex;
      }
      const selfClosing = src.startsWith('/>', p);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else if (root) throw new XmlSyntaxError('a second root element', line);
      else root = el;
      if (!selfClosing) stack.push(el);
      advance(p + (selfClosing ? 2 : 1));
    }
  }
  const open = stack.pop();
  if (open) throw new XmlSyntaxError(`<${open.name}> (line ${open.line}) is not closed`, line);
  if (!root) throw new XmlSyntaxError('no root element', line);
  return root;
};

/** Child elements of one name. */
export const childrenOf = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

export const childOf = (el: XmlElement, name: string): XmlElement | undefined =>
  childrenOf(el, name)[0];

/** All text inside an element, nested elements' text included. */
export const textOf = (el: XmlElement | undefined): string =>
  el ? el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('') : '';

/** Moodle's `<x><text>…</text></x>`: the text of the element's <text> child. */
export const textChild = (el: XmlElement | undefined, name: string): string => {
  const c = el ? childOf(el, name) : undefined;
  return c ? textOf(childOf(c, 'text')) : '';
};
