/**
 * An attempt as it stood after one of its events: the tables of the case's modules (each module's
 * final entities and its own step tables, engine/kit.ts) folded from the first `version` events,
 * each row marked when that event added or changed it, and the keys it removed. A teacher steps
 * through an attempt with it; pure, so the same log always shows the same steps.
 */
import type { Scenario } from '../../schemas/scenario.ts';
import { FINAL_FIELDS } from '../../schemas/modules.ts';
import type { Envelope } from '../core/envelope.ts';
import type { TableView } from '../kit.ts';
import { moduleOf, type ModuleKey } from '../modules.ts';
import { evolve, evolveAll } from './evolve.ts';
import { initialState, type AttemptState } from './state.ts';

export type SnapshotRow = {
  key: string;
  values: Record<string, unknown>;
  /** 'added' or 'changed' by the step's event, else null. */
  change: 'added' | 'changed' | null;
};
export type SnapshotTable = {
  module: ModuleKey;
  entity: string;
  fields: string[];
  rows: SnapshotRow[];
  /** Keys the step's event removed (a deleted or merged entity). */
  removed: string[];
};

const rowsOf = (table: TableView, state: AttemptState) =>
  new Map(
    table.keys(state).flatMap((key) => {
      const values = table.view(state, key);
      return values ? [[key, values] as const] : [];
    }),
  );

/** The tables after event number `version` (1-based; 0 is the case as it starts). */
export const snapshotAt = (
  scenario: Scenario,
  events: readonly Envelope[],
  version: number,
): SnapshotTable[] => {
  const v = Math.max(0, Math.min(version, events.length));
  const before = evolveAll(initialState(scenario), events.slice(0, Math.max(0, v - 1)));
  const after = v > 0 ? evolve(before, events[v - 1]!) : before;
  return scenario.modules.flatMap((module) => {
    const m = moduleOf(module);
    const tables: [string, TableView, readonly string[] | null][] = [
      ...Object.entries(m.finals).map(
        ([entity, view]) =>
          [entity, view, (FINAL_FIELDS as Record<string, readonly string[]>)[entity] ?? null] as [
            string,
            TableView,
            readonly string[] | null,
          ],
      ),
      ...Object.entries(m.tables ?? {}).map(
        ([entity, view]) => [entity, view, null] as [string, TableView, null],
      ),
    ];
    return tables.map(([entity, table, declared]) => {
      const now = rowsOf(table, after);
      const was = v > 0 ? rowsOf(table, before) : now;
      const rows = [...now].map(([key, values]): SnapshotRow => {
        const old = was.get(key);
        const change = !old
          ? 'added'
          : JSON.stringify(old) !== JSON.stringify(values)
            ? 'changed'
            : null;
        return { key, values, change };
      });
      const fields = declared ? [...declared] : Object.keys(rows[0]?.values ?? {});
      return {
        module,
        entity,
        fields,
        rows,
        removed: [...was.keys()].filter((k) => !now.has(k)),
      };
    });
  });
};
