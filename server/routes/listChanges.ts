/**
 * Which module lists and views a batch of events changed (issue 23 §6), from the attempt as it
 * was and as it is: a module's list changed when its state slice did or when its list, showing
 * every row, reads differently; a watched view when it reads differently, and then its new
 * contents go with the reply. Pure: the same states give the same answer.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ListChanges } from '../../schemas/api/operate.ts';
import type { ModuleKey } from '../../schemas/modules.ts';
import type { RegisteredServerModule } from './kit.ts';
import type { View } from './view.ts';

/** A view as compared: its JSON without the stream version it was read at (null if it failed). */
const reading = (read: () => unknown): string | null => {
  try {
    const value = read();
    if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
    const { version: _, ...rest } = value as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return null;
  }
};

/** Every row of a list: its query showing all, on one page. */
const EVERY_ROW = { userCaseID: '', page: 1, limit: Number.MAX_SAFE_INTEGER };

export const listChanges = (
  modules: Readonly<Record<ModuleKey, RegisteredServerModule>>,
  before: View,
  after: View,
  now: string,
): ListChanges => {
  const touched: string[] = [];
  const contents: Record<string, unknown> = {};
  /**
   * Compares one view; a changed one is touched, with its contents when it can be sent (cut to
   * its route's reply schema, as the route would send it).
   */
  const compare = (key: string, read: (v: View) => unknown, send?: TSchema) => {
    const was = reading(() => read(before));
    const value = (() => {
      try {
        return read(after);
      } catch {
        return undefined;
      }
    })();
    const is = value === undefined ? null : reading(() => value);
    if (was !== null && was === is) return;
    touched.push(key);
    if (send && is !== null && value !== null)
      contents[key] = Value.Clean(send, Value.Clone(value));
  };
  for (const [id, m] of Object.entries(modules) as [ModuleKey, RegisteredServerModule][]) {
    const { list } = m;
    if (list) {
      if (before.state[id] !== after.state[id]) touched.push(`${id}.list`);
      else {
        const query = { ...list.all, ...EVERY_ROW } as never;
        compare(`${id}.list`, (v) => list.view(v, query, now));
      }
    }
    for (const [name, w] of Object.entries(m.watch ?? {})) {
      if ('ids' in w) {
        const ids = new Set([...w.ids(before), ...w.ids(after)]);
        for (const key of ids) compare(`${id}.${name}:${key}`, (v) => w.view(v, key, now), w.data);
      } else compare(`${id}.${name}`, (v) => w.view(v, now), w.data);
    }
  }
  return { from: before.state.version, touched, contents };
};
