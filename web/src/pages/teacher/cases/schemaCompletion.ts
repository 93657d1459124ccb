/**
 * Completion for the case editor from the case JSON Schema (issue 22 §5): the YAML path at the
 * cursor, read from the indentation of the lines above it, and the keys or values the schema
 * allows there, each with its description. Pure and small on purpose: codemirror-json-schema's
 * YAML mode brings markdown-it and shiki for its tooltips (docs/adr/0025-case-editor.md).
 */

/** The part of a JSON Schema the completion reads. */
export type SchemaNode = {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
};

/** A step of a path: a mapping key, or '[]' for "an item of this list". */
export type PathStep = string;

type Line = {
  indent: number;
  dash: number | null;
  keyCol: number;
  key: string | null;
  bare: boolean;
};

const LINE = /^(\s*)(-\s+)?(?:([A-Za-z_][\w.-]*)\s*:(.*))?/;

const readLine = (text: string): Line | null => {
  if (!text.trim() || text.trim().startsWith('#')) return null;
  const m = LINE.exec(text)!;
  const indent = m[1]!.length;
  const dash = m[2] ? indent : null;
  const keyCol = indent + (m[2]?.length ?? 0);
  const key = m[3] ?? null;
  const rest = (m[4] ?? '').replace(/#.*$/, '').trim();
  return { indent, dash, keyCol, key, bare: key !== null && rest === '' };
};

export type Place =
  | {
      mode: 'key';
      path: PathStep[];
      prefix: string;
      from: number;
      siblings: string[];
      /** Right after a list's dash: the item may be a scalar as well as a mapping. */
      itemStart: boolean;
    }
  | { mode: 'value'; path: PathStep[]; prefix: string; from: number };

/**
 * Where the cursor is: typing a key (with the path of the mapping it goes in) or a value (with
 * the path of its key). `lines` is the document, `line` the cursor's 0-based line, `column` its
 * 0-based column. Null inside flow collections, block scalars and other places it cannot read.
 */
export const placeAt = (lines: readonly string[], line: number, column: number): Place | null => {
  const before = (lines[line] ?? '').slice(0, column);
  const keyTyping = /^(\s*)(-\s+)?([A-Za-z_][\w.-]*)?$/.exec(before);
  const valueTyping = /^(\s*)(-\s+)?([A-Za-z_][\w.-]*)\s*:\s+([^\s#'"[{][^#]*)?$/.exec(before);
  const m = keyTyping ?? valueTyping;
  if (!m) return null;
  const indent = m[1]!.length;
  const dash = m[2] !== undefined;
  const keyCol = indent + (m[2]?.length ?? 0);
  const path: PathStep[] = [];
  let col = dash ? indent : keyCol;
  let inItem = dash;
  if (dash) path.unshift('[]');
  const siblings: string[] = [];
  for (let i = line - 1; i >= 0; i -= 1) {
    const l = readLine(lines[i]!);
    if (!l) continue;
    if (inItem) {
      // The key that owns the list whose items start at `col` (a list may sit at its key's column).
      if (l.dash === col || l.indent > col || (l.key === null && l.indent === col)) continue;
      if (!l.bare || l.keyCol > col) return null;
    } else {
      if (l.keyCol > col) continue;
      if (l.keyCol === col && l.dash === null) {
        if (path.length === 0 && l.key) siblings.push(l.key);
        continue;
      }
      if (l.keyCol === col && l.dash !== null) {
        // The first key of the list item the cursor's mapping belongs to.
        if (path.length === (dash ? 1 : 0) && l.key) siblings.push(l.key);
        path.unshift('[]');
        inItem = true;
        col = l.dash;
        continue;
      }
      if (!l.bare) return null;
    }
    path.unshift(l.key!);
    col = l.dash ?? l.keyCol;
    inItem = l.dash !== null;
    if (inItem) path.unshift('[]');
  }
  if (valueTyping && !keyTyping) {
    const prefix = m[4] ?? '';
    return { mode: 'value', path: [...path, m[3]!], prefix, from: column - prefix.length };
  }
  // Keys below the cursor in the same mapping are siblings too.
  for (let i = line + 1; i < lines.length; i += 1) {
    const l = readLine(lines[i]!);
    if (!l) continue;
    if (l.keyCol < keyCol || l.dash !== null) break;
    if (l.keyCol === keyCol && l.key) siblings.push(l.key);
  }
  const prefix = m[3] ?? '';
  return { mode: 'key', path, prefix, from: column - prefix.length, siblings, itemStart: dash };
};

const variants = (s: SchemaNode): SchemaNode[] => {
  const subs = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  return subs.length ? [s, ...subs.flatMap(variants)] : [s];
};

/** Every schema that may describe the value at a path (several where the schema has unions). */
export const schemasAt = (root: SchemaNode, path: readonly PathStep[]): SchemaNode[] => {
  let at = variants(root);
  for (const step of path) {
    const next: SchemaNode[] = [];
    for (const s of at) {
      const child = step === '[]' ? s.items : s.properties?.[step];
      if (child) next.push(...variants(child));
    }
    at = next;
    if (!at.length) return [];
  }
  return at;
};

export type Suggestion = { label: string; apply: string; info?: string; required?: boolean };

/** The keys or values the schema allows at a place, in the schema's order. */
export const suggestionsAt = (root: SchemaNode, place: Place): Suggestion[] => {
  const schemas = schemasAt(root, place.path);
  const out = new Map<string, Suggestion>();
  if (place.mode === 'key' && place.itemStart) valuesOf(schemas, out);
  if (place.mode === 'key') {
    for (const s of schemas)
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (place.siblings.includes(key) || out.has(key)) continue;
        out.set(key, {
          label: key,
          apply: `${key}: `,
          info: prop.description,
          required: s.required?.includes(key) ?? false,
        });
      }
    return [...out.values()];
  }
  valuesOf(schemas, out);
  return [...out.values()];
};

/** The scalar values (enums, constants, booleans) the schemas allow, added to `out`. */
const valuesOf = (schemas: readonly SchemaNode[], out: Map<string, Suggestion>) => {
  for (const s of schemas) {
    const values = [...(s.enum ?? []), ...('const' in s ? [s.const] : [])];
    if (s.type === 'boolean') values.push(true, false);
    for (const v of values)
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
        out.set(String(v), { label: String(v), apply: String(v), info: s.description });
  }
};
