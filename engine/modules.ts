/**
 * The engine's module registry: adding a module is one line here (its state slice, how it
 * starts from the scenario, how it folds events, which commands it decides).
 */
import type { Scenario } from '../schemas/scenario.ts';
import type { OrderCommand } from '../schemas/orders.ts';
import type { DecideContext } from './attempt/context.ts';
import type { Decision, Envelope } from './core/envelope.ts';
import { decideOrders } from './orders/decide.ts';
import { evolveOrders } from './orders/evolve.ts';
import { initialOrders } from './orders/state.ts';
import { evolveStock } from './stock/evolve.ts';
import { initialStock } from './stock/state.ts';

type ModuleDef<S, C extends { type: string }> = {
  init: (scenario: Scenario) => S;
  evolve: (draft: S, event: Envelope) => void;
  commands: readonly C['type'][];
  decide: (command: C, ctx: DecideContext) => Decision;
};
const define = <S, C extends { type: string }>(def: ModuleDef<S, C>) => def;

export const ENGINE_MODULES = {
  orders: define<ReturnType<typeof initialOrders>, OrderCommand>({
    init: initialOrders,
    evolve: evolveOrders,
    commands: [
      'ShipOrder',
      'SplitOrder',
      'MergeOrders',
      'CancelOrder',
      'RestoreOrder',
      'RemarkOrder',
      'MarkGift',
    ],
    decide: decideOrders,
  }),
  stock: define<ReturnType<typeof initialStock>, never>({
    init: initialStock,
    evolve: evolveStock,
    commands: [],
    decide: () => [],
  }),
};

export type ModuleKey = keyof typeof ENGINE_MODULES;
export type ModuleStates = { [K in ModuleKey]: ReturnType<(typeof ENGINE_MODULES)[K]['init']> };
export type ModuleCommand = Parameters<(typeof ENGINE_MODULES)[ModuleKey]['decide']>[0];
