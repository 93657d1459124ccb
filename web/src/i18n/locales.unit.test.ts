/**
 * Locale files: every language has the same keys; every message key the server or the engine
 * can send exists in every language; every key the web app asks for exists.
 */
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../schemas/common.ts';
import { fragmentPaths, mergeMessages, type Messages } from './locales.ts';

const mains = import.meta.glob<Messages>('../locales/*.json', { eager: true, import: 'default' });
const fragments = import.meta.glob<Messages>('../modules/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const codeOf = (file: string) => /(\w+)\.json$/.exec(file)?.[1] ?? file;

/** Each language's messages as the app loads them: main file plus module fragments. */
const locales = Object.fromEntries(
  Object.entries(mains).map(([file, m]) => [
    file,
    fragmentPaths(Object.keys(fragments), codeOf(file)).reduce(
      (acc, p) => mergeMessages(acc, fragments[p] ?? {}),
      m,
    ),
  ]),
);

const backend = import.meta.glob<string>(
  [
    '../../../engine/**/*.ts',
    '../../../server/**/*.ts',
    '!../../../**/*.test.ts',
    '!../../../**/testing/**',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

const web = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const flatten = (m: Messages, prefix = ''): string[] =>
  Object.entries(m).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );

const keysOf = Object.fromEntries(
  Object.entries(locales).map(([file, m]) => [codeOf(file), flatten(m)]),
);

/** Namespaces of message keys: the shared ones and one per module (its name). */
const MESSAGE_KEY = new RegExp(
  `^(errors|user|case|attempt|points|validation|import|ws|admin|report|${MODULES.join('|')})\\.[A-Za-z0-9_.]+$`,
);

/** Quoted strings ('…', "…", `…` without placeholders) in a source text. */
const quoted = (text: string) =>
  [...text.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\\n]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

describe('locale files', () => {
  it('exist for zh and en', () => {
    expect(Object.keys(keysOf).sort()).toEqual(expect.arrayContaining(['en', 'zh']));
  });

  it('have module fragments only for languages with a main file', () => {
    const main = new Set(Object.keys(mains).map(codeOf));
    const orphans = Object.keys(fragments).filter((p) => !main.has(codeOf(p)));
    expect(orphans).toEqual([]);
  });

  it('merge fragments by adding keys, never by replacing one', () => {
    expect(mergeMessages({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { b: 'z' } })).toThrow(/a\.b/);
  });

  it('have exactly the same keys in every language', () => {
    const zh = [...(keysOf.zh ?? [])].sort();
    for (const [lang, keys] of Object.entries(keysOf)) {
      expect({ lang, keys: [...keys].sort() }).toEqual({ lang, keys: zh });
    }
  });

  it('have no empty text', () => {
    for (const [file, m] of Object.entries(locales)) {
      const empty = flatten(m).filter((k) => {
        const v = k.split('.').reduce<unknown>((d, p) => (d as Messages)[p], m);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect({ file, empty }).toEqual({ file, empty: [] });
    }
  });

  it('translate every message key the engine and the server send', () => {
    expect(Object.keys(backend).length).toBeGreaterThan(0);
    const sent = new Set(
      Object.values(backend).flatMap((text) => quoted(text).filter((s) => MESSAGE_KEY.test(s))),
    );
    expect(sent.size).toBeGreaterThan(0);
    for (const [lang, keys] of Object.entries(keysOf)) {
      const have = new Set(keys);
      const missing = [...sent].filter((k) => !have.has(k)).sort();
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('contain every key the web app asks for by name', () => {
    const asked = new Set(
      Object.values(web).flatMap((text) =>
        [...text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    expect(asked.size).toBeGreaterThan(50);
    const have = new Set(keysOf.zh);
    expect([...asked].filter((k) => !have.has(k)).sort()).toEqual([]);
  });
});
