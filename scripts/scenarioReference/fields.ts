/**
 * Reads a scenario schema (TypeBox, i.e. JSON Schema) into the rows of a field reference: each
 * field's path in the case file, its type, whether it is required, its allowed values and its
 * description. Shared shapes (text by language, ids, instants, durations, match) are named once.
 */
import { Carrier, EntityId, Instant, LocalText, Money } from '../../schemas/common.ts';
import { Duration, Match } from '../../schemas/scenario.ts';

export type Schema = {
  type?: string;
  description?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
};

export type FieldRow = {
  path: string;
  type: string;
  required: boolean;
  allowed: string;
  description: string;
};

/** The schema as plain JSON (TypeBox's symbols dropped), so shapes compare by their text. */
export const plain = (s: unknown): Schema => JSON.parse(JSON.stringify(s)) as Schema;

/** Shapes used across the file: a field of one of them is named, not unfolded. */
const NAMED: readonly [Schema, string][] = [
  [plain(LocalText), 'text by language'],
  [plain(Match), 'match'],
  [plain(Instant), 'date-time'],
  [plain(Duration), 'duration'],
  [plain(EntityId), 'id'],
  [plain(Money), 'money'],
  [plain(Carrier), 'carrier'],
];
const shapeOf = (s: Schema) => {
  const { description: _ignored, ...shape } = s;
  return JSON.stringify(shape);
};
const NAMED_TEXT = new Map(NAMED.map(([s, name]) => [shapeOf(s), name]));
/** What each named shape means, for the reference's glossary. */
export const GLOSSARY: Record<string, string> = {
  'text by language':
    'An object of texts by ISO 639-1 code, e.g. `{ en: "…", zh: "…" }`: at least one; zh, en, ru, de, fr, es, id, th, vi and any other two-letter code (the language a buyer writes in).',
  match:
    'Field name → value. A scalar must equal the field; a list: the (array) field contains every item; `{ min, max }`: a number in the range.',
  'date-time': 'An ISO 8601 instant, e.g. `2026-03-02T09:00:00Z`.',
  duration:
    'Time on the case clock: a number and a unit, `30s`, `10m`, `2h`, `1d` (real time = sim time / clock.speed).',
  id: 'Letters, digits, `.`, `_` or `-`, starting with a letter or digit, at most 64 characters.',
  money: 'An amount in the store currency, 0 to 10,000,000.',
  carrier: `One of ${(plain(Carrier).enum ?? []).map((v) => `\`${String(v)}\``).join(', ')}.`,
};

/** A field's own description: a named shape's description is the glossary's business. */
const ownDescription = (s: Schema): string => {
  const named = NAMED.find(([shape]) => nameOf(shape) === nameOf(s));
  return named && named[0].description === s.description ? '' : (s.description ?? '');
};

const nameOf = (s: Schema): string | undefined => NAMED_TEXT.get(shapeOf(s));

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** Only constants (an enum or a union of literals): their values, else null. */
const constants = (s: Schema): unknown[] | null => {
  if (s.enum) return s.enum;
  if ('const' in s) return [s.const];
  if (s.anyOf) {
    const all = s.anyOf.map(constants);
    return all.every((v) => v !== null) ? all.flat() : null;
  }
  return null;
};

/** The field's type in words. */
export const typeOf = (s: Schema): string => {
  const named = nameOf(s);
  if (named) return named;
  const values = constants(s);
  if (values) return values.length === 1 ? 'constant' : 'one of';
  if (s.anyOf) return [...new Set(s.anyOf.map(typeOf))].join(' or ');
  if (s.type === 'array') return `list of ${s.items ? typeOf(s.items) : 'anything'}`;
  if (s.type === 'object' && !s.properties && s.patternProperties) {
    const [[key, value]] = Object.entries(s.patternProperties) as [[string, Schema]];
    return `map (${code(key)} → ${typeOf(value)})`;
  }
  if (s.type === 'string' && s.format) return `string (${s.format})`;
  return s.type ?? 'anything';
};

const range = (lo: number | undefined, hi: number | undefined, what: string) => {
  if (lo === undefined && hi === undefined) return [];
  if (hi === undefined) return [`${what} ≥ ${lo}`];
  if (lo === undefined) return [`${what} ≤ ${hi}`];
  return [`${what} ${lo}–${hi}`];
};

/** Constraints in words: values, ranges, lengths, patterns, default. */
export const allowedOf = (s: Schema): string => {
  if (nameOf(s)) return '';
  const values = constants(s);
  const out: string[] = [];
  if (values) out.push(values.map(code).join(', '));
  else if (s.anyOf) {
    for (const alt of s.anyOf) {
      const a = allowedOf(alt);
      if (a && !out.includes(a)) out.push(a);
    }
    return out.join('; or ');
  }
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  out.push(...range(s.minimum, s.maximum, ''));
  out.push(...range(s.minLength, s.maxLength, 'length'));
  out.push(...range(s.minItems, s.maxItems, 'items'));
  if (s.uniqueItems) out.push('no repeats');
  if (s.pattern) out.push(`pattern ${code(s.pattern)}`);
  if (s.type === 'array' && s.items) {
    const inner = allowedOf(s.items);
    if (inner && !isObject(s.items)) out.push(`each: ${inner}`);
  }
  if (s.default !== undefined) out.push(`default ${code(s.default)}`);
  return out.map((x) => x.trim()).join('; ');
};

const isObject = (s: Schema) => s.type === 'object' && !!s.properties && !nameOf(s);
/** The object alternatives of a union of objects (`when`: an event or a final state). */
const objectAlternatives = (s: Schema): Schema[] =>
  s.anyOf && s.anyOf.every(isObject) ? s.anyOf : [];

/**
 * One row per field under `s` (an object), depth first; fields of nested objects and lists of
 * objects follow their parent as `parent.child` and `list[].child`. A path in `stop` gets its
 * row with the given description and is not unfolded.
 */
export const fieldRows = (
  s: Schema,
  prefix = '',
  stop: ReadonlyMap<string, string> = new Map(),
): FieldRow[] => {
  const rows: FieldRow[] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    const stopped = stop.get(path);
    rows.push({
      path,
      type: typeOf(child),
      required: s.required?.includes(key) ?? false,
      allowed: stopped === undefined ? allowedOf(child) : '',
      description: stopped ?? ownDescription(child),
    });
    if (stopped !== undefined) continue;
    const items = child.type === 'array' ? child.items : undefined;
    const inner = items && isObject(items) ? items : child;
    const at = inner === child ? path : `${path}[]`;
    if (isObject(inner)) rows.push(...fieldRows(inner, at, stop));
    for (const alt of objectAlternatives(inner)) rows.push(...fieldRows(alt, at, stop));
  }
  return rows;
};
