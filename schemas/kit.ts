/**
 * The module kit, schema layer: what a module declares about its data. `schemas/modules.ts`
 * composes the declarations into the scenario's world, the policy actions, the final-state
 * entities, the event catalogue and the command union; nothing about a module is typed twice.
 */
import type { Static, TObject, TSchema, TUnion } from 'typebox';

export type SchemaModule = {
  /** Commands the module's Operate route accepts (objects with a `type` literal). */
  commands: TUnion<TObject[]>;
  /** Commands the module decides that arrive another way (an import's parsed rows). */
  internalCommands?: TUnion<TObject[]>;
  /** Event type → schema of its data. */
  events: Record<string, TObject>;
  /** The module's keys of the scenario's `world` (initial entities). */
  world: Record<string, TSchema>;
  /** Policy action name → schema of its arguments (`do: { <name>: {...} }`). */
  policyActions: Record<string, TObject>;
  /** Actions of the module's own timers (a scheduled mail, a buyer's reply): not for scenarios. */
  timerActions?: Record<string, TObject>;
  /** Final-state entity → the fields a scenario's `final` condition may test. */
  finals: Record<string, readonly string[]>;
  /**
   * Final-state entity → field → every value the field can take, for fields with a closed set
   * (statuses, outcomes, flags): `cbsim validate` refuses a condition asking for another.
   */
  finalValues?: Record<string, Record<string, readonly FinalValue[]>>;
};

export type FinalValue = string | boolean | null;
/** Both values of a flag. */
export const FLAG = [true, false] as const;

/**
 * Module id → the type of its declaration. Each `schemas/<m>/module.ts` adds its own key, so the
 * composed types (world, events, commands) do not depend on the registry's lines.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SchemaModules {}

export const defineSchemaModule = <const M extends SchemaModule>(m: M): M => m;

/** The `type` names of a command union, read from the schema (never typed twice). */
export const commandTypes = (union: TUnion<TObject[]> | undefined): string[] =>
  (union?.anyOf ?? []).map((c) => {
    const t = (c.properties as { type?: { const?: unknown } }).type?.const;
    if (typeof t !== 'string') throw new Error('a command schema needs a `type` literal');
    return t;
  });

export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** Commands a module decides (Operate's and internal ones). */
export type CommandsOf<M extends SchemaModule> =
  | Static<M['commands']>
  | (M['internalCommands'] extends TUnion<TObject[]> ? Static<M['internalCommands']> : never);
