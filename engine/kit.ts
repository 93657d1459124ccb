/**
 * The module kit, engine layer: what a module provides to the engine. `engine/modules.ts` lists
 * the modules; the attempt's state, decide, evolve, the policy timers, scoring's final views
 * and the scenario's semantic checks are composed from these declarations.
 */
import type { Static, TSchema } from 'typebox';
import type { DomainEvent } from '../schemas/events.ts';
import type { SchemaModules } from '../schemas/kit.ts';
import type { CommandOf, ModuleKey, SCHEMA_MODULES } from '../schemas/modules.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { DecideContext } from './attempt/context.ts';
import type { Command } from './attempt/decide.ts';
import type { AttemptState } from './attempt/state.ts';
import type { Decision, Envelope } from './core/envelope.ts';

/** Reports a meaning error of a scenario at a path of the file. */
export type ReportError = (path: (string | number)[], message: string) => void;

export type PolicyHandler<A> = {
  /** What the action does in the world as it is when the timer fires (nothing once moot). */
  run: (args: A, ctx: DecideContext) => DomainEvent[];
  /** The id of the action's target when the scenario has no such target, else null. */
  missing: (args: A, scenario: Scenario) => string | null;
};

/**
 * A table of a module's entities as a teacher steps through an attempt (engine/attempt/snapshot.ts):
 * the keys of the entities the state holds, and one entity's fields, or null when it is gone.
 */
export type TableView<F extends string = string> = {
  keys: (state: AttemptState) => string[];
  view: (state: AttemptState, key: string) => Record<F, unknown> | null;
};

export type FinalView<F extends string> = TableView<F> & {
  /** Whether a `final` condition's key can name an entity of this scenario. */
  known: (scenario: Scenario, key: string) => boolean;
};

/** What the explorer (engine/explore) knows of a case when it asks a module for commands. */
export type ExploreContext = {
  scenario: Scenario;
  /** Field name → values the case's scoring conditions test ('$key': the final keys). */
  pools: ReadonlyMap<string, readonly unknown[]>;
  /** Texts that pass the case's text checks, then neutral ones. */
  texts: readonly string[];
  /** Texts for a field a scoring rubric reads. */
  textsByField: ReadonlyMap<string, readonly string[]>;
  /** Each scoring rubric's texts, with its field and the list item it reads (or null). */
  rubricTexts: readonly {
    field: string;
    item: Record<string, unknown> | null;
    texts: readonly string[];
  }[];
};

/**
 * What a module tells the explorer about its commands: the values their fields may take in a
 * state (the ids of the entities it holds, amounts, quantities — by field name, for the
 * schema-driven generator), and whole commands that generator cannot build (nested lists).
 */
export type ExploreKit = {
  domains: (state: AttemptState, scenario: Scenario) => Record<string, readonly unknown[]>;
  commands?: (state: AttemptState, ctx: ExploreContext) => Command[];
};

type SchemaOf<K extends ModuleKey> = (typeof SCHEMA_MODULES)[K];
type ActionArgs<K extends ModuleKey> = SchemaOf<K>['policyActions'];
type Finals<K extends ModuleKey> = SchemaOf<K>['finals'];
type TimerArgs<K extends ModuleKey> =
  SchemaOf<K> extends { timerActions: infer T extends Record<string, TSchema> } ? T : object;

export type EngineModule<K extends ModuleKey, S> = {
  /** The module's slice of the attempt state, from the scenario. */
  init: (scenario: Scenario) => S;
  /** Folds an event into the slice (an immer draft); events of other modules may matter too. */
  evolve: (draft: S, event: Envelope) => void;
  /** Command → events or a rejection with a message key; a `never` check ends its switch. */
  decide: (cmd: CommandOf<K>, ctx: DecideContext) => Decision;
  /** One handler per policy action the module's schema declares. */
  policies: {
    [A in keyof ActionArgs<K>]: PolicyHandler<
      ActionArgs<K>[A] extends TSchema ? Static<ActionArgs<K>[A]> : never
    >;
  };
  /** One handler per timer action of the module's own (what happens when its timer fires). */
  timers: {
    [A in keyof TimerArgs<K>]: {
      run: PolicyHandler<TimerArgs<K>[A] extends TSchema ? Static<TimerArgs<K>[A]> : never>['run'];
      /**
       * A deadline or a buyer's chase: firing it costs the student something (a dispute lost, a
       * buyer who gives up). The first one must leave a reader time (engine/scenario/pace.ts).
       */
      deadline?: true;
    };
  };
  /** One view per final-state entity the module's schema declares, with exactly its fields. */
  finals: {
    [E in keyof Finals<K>]: FinalView<
      Finals<K>[E] extends readonly (infer F extends string)[] ? F : never
    >;
  };
  /** Parameter domains and built commands for `cbsim explore`. */
  explore: ExploreKit;
  /** Tables of entities that are no final entity, shown when stepping through an attempt. */
  tables?: Record<string, TableView>;
  /** Events at the start of an attempt, after AttemptStarted (timers of what happens later). */
  start?: (scenario: Scenario, now: string) => DomainEvent[];
  /** Semantic checks of the module's slice of a scenario (references, amounts, duplicates). */
  check: (scenario: Scenario, err: ReportError) => void;
};

/**
 * Module id → the type of its state slice. Each `engine/<m>/module.ts` adds its own key, so the
 * attempt's state type does not depend on the registry's lines.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleStateMap {}

/** The event types a module declares (its schema's `events`). */
export type EventTypeOf<K extends ModuleKey> = keyof SchemaModules[K]['events'] & string;

/**
 * Ends a module's evolve switch (`default: return othersOnly('mail', event.type)`): the event
 * types left there must be other modules' (which a module may ignore). An event the module
 * declares and its evolve forgets makes this return a type naming it, which the evolve's `void`
 * refuses: "Type '{ unhandledEvent: "<Event>"; }' is not assignable to type 'void'".
 */
export const othersOnly = <K extends ModuleKey, T extends string>(
  _module: K,
  _type: T,
): [Extract<T, EventTypeOf<K>>] extends [never]
  ? void
  : { unhandledEvent: Extract<T, EventTypeOf<K>> } => undefined as never;

/** Values that appear twice in a list (for duplicate checks). */
export const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
