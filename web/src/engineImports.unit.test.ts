/**
 * The web app takes small read-only helpers from engine/, never the scoring: its language check
 * carries eld's n-gram tables (about 0.5 MB gzipped, docs/adr/0017), which no page needs.
 */
import { describe, expect, it } from 'vitest';

/** Source texts by path relative to this folder (web/src): the web's, the engine's, the schemas'. */
const texts = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '../../engine/**/*.ts', '../../schemas/**/*.ts', '!./**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const HEAVY = ['../../engine/scoring/language.ts', 'eld'];

/** A relative import resolved against the importing file (paths as `texts` names them). */
const join = (from: string, spec: string) => {
  const parts = from
    .split('/')
    .slice(0, -1)
    .filter((p) => p !== '.');
  for (const p of spec.split('/')) {
    if (p === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (p === '..') parts.push(p);
    else if (p !== '.') parts.push(p);
  }
  const path = parts.join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Every source file and package the web's sources reach through their (value) imports. */
const reachable = () => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = Object.keys(texts).filter((p) => p.startsWith('./'));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = texts[file];
    if (seen.has(file) || text === undefined) continue;
    seen.add(file);
    for (const m of text.matchAll(IMPORT)) {
      if (/^(?:import|export) type\s/.test(m[0])) continue; // erased: nothing bundled
      const spec = m[1] ?? m[2] ?? '';
      if (spec.startsWith('.')) queue.push(join(file, spec));
      else packages.add(spec.startsWith('@') ? spec : (spec.split('/')[0] ?? spec));
    }
  }
  return { files: [...seen], packages: [...packages] };
};

describe('engine code in the web app', () => {
  it('does not reach the language detector', () => {
    const { files, packages } = reachable();
    expect(files.filter((f) => f.startsWith('../../engine/')).length).toBeGreaterThan(0);
    expect(files.filter((f) => HEAVY.includes(f))).toEqual([]);
    expect(packages.filter((p) => HEAVY.includes(p))).toEqual([]);
  });
});
