/**
 * The keys the web pages follow their lists by (useLiveList's second argument) are keys the
 * server names changes by (listChanges.ts): a key the server never names would never reload.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from './modules.ts';

const modulesDir = resolve(import.meta.dirname, '../../web/src/modules');

/** Each `useLiveList(…, '<key>')` call's key in a source text (ids written as `:${…}`). */
const keysIn = (text: string) => {
  const keys: string[] = [];
  for (const start of text.split('useLiveList(').slice(1)) {
    let depth = 1;
    let i = 0;
    for (; i < start.length && depth > 0; i += 1)
      depth += start[i] === '(' ? 1 : start[i] === ')' ? -1 : 0;
    const key = /,\s*(['`])([^'`]+)\1,?\s*\)$/.exec(start.slice(0, i));
    if (key) keys.push(key[2]!.replace(/:\$\{[^}]+\}$/, ':*'));
  }
  return keys;
};

/** What the server can name: each module's list and each watched view. */
const named = new Set(
  Object.entries(SERVER_MODULES).flatMap(([id, m]) => [
    ...(m.list ? [`${id}.list`] : []),
    ...Object.entries(m.watch ?? {}).map(([name, w]) =>
      'ids' in w ? `${id}.${name}:*` : `${id}.${name}`,
    ),
  ]),
);

describe('list keys', () => {
  it('every key a page follows is one the server names', () => {
    const used = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .flatMap((f) => keysIn(readFileSync(join(modulesDir, f), 'utf8')));
    expect(used.length).toBeGreaterThanOrEqual(12);
    expect(used.filter((k) => !named.has(k))).toEqual([]);
  });

  it('reads a key, an id key, and no key', () => {
    expect(keysIn("useLiveList(useCallback(() => f(a), [a]), 'orders.list');")).toEqual([
      'orders.list',
    ]);
    expect(
      keysIn('useLiveList(\n  useCallback(() => g(b), [b]),\n  `chat.detail:${buyer}`,\n);'),
    ).toEqual(['chat.detail:*']);
    expect(keysIn('useLiveList(useCallback(() => h(c), [c]));')).toEqual([]);
  });
});
