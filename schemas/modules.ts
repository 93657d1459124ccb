/**
 * The schema registry: one line per module. Everything shared about modules is composed from
 * their declarations here — the scenario's `world`, the policy actions, the final-state
 * entities, the event catalogue and the command union.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { afterSalesSchema } from './afterSales/module.ts';
import { chatSchema } from './chat/module.ts';
import { claimsSchema } from './claim/module.ts';
import { customersSchema } from './customers/module.ts';
import { disputeSchema } from './dispute/module.ts';
import { feedbackSchema } from './feedback/module.ts';
import { mailSchema } from './mail/module.ts';
import type { ModuleId } from './common.ts';
import type { Registry } from './identity.ts';
import {
  commandTypes,
  type CommandsOf,
  type SchemaModule,
  type SchemaModules,
  type UnionToIntersection,
} from './kit.ts';
import { ordersSchema } from './orders/module.ts';
import { questionnaireSchema } from './questionnaire/module.ts';
import { warehouseSchema } from './warehouse/module.ts';

const REGISTERED = {
  mail: mailSchema,
  chat: chatSchema,
  dispute: disputeSchema,
  claim: claimsSchema,
  orders: ordersSchema,
  warehouse: warehouseSchema,
  afterSales: afterSalesSchema,
  customers: customersSchema,
  feedback: feedbackSchema,
  questionnaire: questionnaireSchema,
} as const satisfies { [K in ModuleId]?: SchemaModules[K] & SchemaModule };
/** Every module of the list (schemas/identity.ts); a missing one fails the typecheck here. */
export const SCHEMA_MODULES: Registry<typeof REGISTERED, 'schema', SchemaModules> = REGISTERED;

type Modules = SchemaModules;
/** The modules (the list in schemas/identity.ts). */
export type ModuleKey = ModuleId;
type AnyModule = Modules[ModuleKey];
const ALL: readonly SchemaModule[] = Object.values(SCHEMA_MODULES);
const closed = { additionalProperties: false } as const;

/** Merges one record per module into one; a name two modules declare is an error. */
const merged = <T>(part: (m: SchemaModule) => Record<string, T>, what: string) => {
  const out: Record<string, T> = {};
  for (const m of ALL) {
    for (const [k, v] of Object.entries(part(m))) {
      if (k in out) throw new Error(`${what} "${k}" is declared by two modules`);
      out[k] = v;
    }
  }
  return out;
};

/** The scenario's `world`: every module's keys. */
export const WORLD_PROPERTIES = merged((m) => m.world, 'world key') as UnionToIntersection<
  AnyModule['world']
>;

type Actions = UnionToIntersection<AnyModule['policyActions']>;
const ACTION_ARGS = merged((m) => m.policyActions, 'policy action') as Record<string, TObject>;
/** What a policy does: one of the modules' actions, `{ <name>: { ...args } }`. */
export const POLICY_ACTIONS = Object.entries(ACTION_ARGS).map(([name, args]) =>
  Type.Object(
    { [name]: args },
    { ...closed, description: (args as { description?: string }).description },
  ),
);
export type PolicyAction = {
  [K in keyof Actions & string]: {
    [P in K]: Actions[K] extends TSchema ? Static<Actions[K]> : never;
  };
}[keyof Actions & string];
export type PolicyActionName = keyof Actions & string;

type TimerActions = UnionToIntersection<
  AnyModule extends infer M ? (M extends { timerActions: infer T } ? T : never) : never
>;
const TIMER_ACTION_ARGS = merged((m) => m.timerActions ?? {}, 'timer action');
/** What a module's own timer does: one of its timer actions, `{ <name>: { ...args } }`. */
export const TIMER_ACTIONS = Object.entries(TIMER_ACTION_ARGS).map(([name, args]) =>
  Type.Object({ [name]: args }, closed),
);
export type TimerAction = [TimerActions] extends [never]
  ? never
  : {
      [K in keyof TimerActions & string]: {
        [P in K]: TimerActions[K] extends TSchema ? Static<TimerActions[K]> : never;
      };
    }[keyof TimerActions & string];

type Finals = UnionToIntersection<AnyModule['finals']>;
/** Final-state entities and the fields a `final` condition may test. */
export const FINAL_FIELDS = merged((m) => m.finals, 'final entity') as unknown as Finals;
/** Closed value sets of final fields (entity → field → values). */
export const FINAL_VALUES = merged((m) => m.finalValues ?? {}, 'final entity values');
export type FinalEntity = keyof Finals & string;
export const FINAL_ENTITIES = Object.keys(FINAL_FIELDS) as FinalEntity[];

type EventData = UnionToIntersection<AnyModule['events']>;
/** Every module event type → the schema of its data. */
export const MODULE_EVENT_DATA = merged((m) => m.events, 'event type') as unknown as EventData;
export type ModuleEvent = {
  [K in keyof EventData & string]: {
    type: K;
    data: EventData[K] extends TSchema ? Static<EventData[K]> : never;
  };
}[keyof EventData & string];

/** The commands of one module, and of all. */
export type CommandOf<K extends ModuleKey> = CommandsOf<Modules[K]>;
export type ModuleCommand = { [K in ModuleKey]: CommandOf<K> }[ModuleKey];

/** Command type → the module that decides it, read from the schemas. */
export const COMMAND_OWNER: ReadonlyMap<string, ModuleKey> = new Map(
  (Object.keys(SCHEMA_MODULES) as ModuleKey[]).flatMap((k) => {
    const m: SchemaModule = SCHEMA_MODULES[k];
    return [...commandTypes(m.commands), ...commandTypes(m.internalCommands)].map(
      (c): [string, ModuleKey] => [c, k],
    );
  }),
);
