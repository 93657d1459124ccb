/**
 * Scenario text → validated Scenario, or errors with line and column. Pure: the caller reads
 * the file. Schema errors come from ajv against schemas/scenario.ts; meaning errors from
 * semantic.ts.
 */
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { Scenario } from '../../schemas/scenario.ts';
import { semanticErrors } from './semantic.ts';

/** How many alias expansions a case may use (yaml's default, named). */
const MAX_ALIASES = 100;

export type ScenarioError = { line: number; col: number; path: string; message: string };
export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validate = ajv.compile<Scenario>(Scenario);

const segments = (pointer: string): (string | number)[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

const locate = (doc: Document, lc: LineCounter, path: (string | number)[], key?: string) => {
  type Ranged = { range?: [number, number, number] | null };
  let node = doc.getIn(path, true) as Ranged | undefined;
  for (let n = path.length; !node?.range && n > 0; n -= 1) {
    node = doc.getIn(path.slice(0, n - 1), true) as Ranged | undefined;
  }
  let offset = node?.range?.[0] ?? 0;
  if (key && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    if (pair && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
  }
  const pos = lc.linePos(offset);
  return { line: pos.line, col: pos.col };
};

const describe = (e: ErrorObject): string => {
  if (e.keyword === 'additionalProperties')
    return `unknown field "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'required') return `missing field "${String(e.params.missingProperty)}"`;
  if (e.keyword === 'enum')
    return `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`;
  return e.message ?? e.keyword;
};

/** Drops the noise of anyOf branches when a more precise error points at the same place. */
const significant = (errors: ErrorObject[]): ErrorObject[] => {
  const precise = errors.filter((e) => e.keyword !== 'anyOf');
  return precise.length > 0 ? precise : errors;
};

export const parseScenario = (text: string): ParseResult => {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((e) => {
        const pos = lc.linePos(e.pos[0]);
        return {
          line: pos.line,
          col: pos.col,
          path: '',
          message: e.message.split('\n')[0] ?? 'YAML error',
        };
      }),
    };
  }
  let data: unknown;
  try {
    // Aliases are expanded at most MAX_ALIASES times: a "billion laughs" document is refused.
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (e) {
    if (!(e instanceof ReferenceError)) throw e;
    return {
      ok: false,
      errors: [{ line: 1, col: 1, path: '', message: `YAML error: ${e.message}` }],
    };
  }
  if (!validate(data)) {
    const seen = new Set<string>();
    const errors: ScenarioError[] = [];
    for (const e of significant(validate.errors ?? [])) {
      const key =
        e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
      const message = describe(e);
      const id = `${e.instancePath}|${message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      errors.push({
        ...locate(doc, lc, segments(e.instancePath), key),
        path: e.instancePath || '/',
        message,
      });
    }
    return { ok: false, errors };
  }
  const meaning = semanticErrors(data);
  if (meaning.length > 0) {
    return {
      ok: false,
      errors: meaning.map((m) => ({
        ...locate(doc, lc, m.path),
        path: '/' + m.path.join('/'),
        message: m.message,
      })),
    };
  }
  return { ok: true, scenario: data };
};
