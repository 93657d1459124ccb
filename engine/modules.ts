/**
 * The engine's module registry: adding a module is one line here (its state slice, how it
 * starts from the scenario, how it folds events, which commands it decides).
 */
import type { AfterSaleCommand } from '../schemas/afterSales/domain.ts';
import type { CustomerCommand } from '../schemas/customers/domain.ts';
import type { OrderModuleCommand } from '../schemas/orders/domain.ts';
import type { FireDueTimers } from '../schemas/policies.ts';
import type { Scenario } from '../schemas/scenario.ts';
import type { WarehouseModuleCommand } from '../schemas/warehouse/domain.ts';
import type { DecideContext } from './attempt/context.ts';
import type { Decision, Envelope } from './core/envelope.ts';
import { decideAfterSales } from './afterSales/decide.ts';
import { evolveAfterSales } from './afterSales/evolve.ts';
import { initialAfterSales } from './afterSales/state.ts';
import { decideCustomers } from './customers/decide.ts';
import { evolveCustomers } from './customers/evolve.ts';
import { initialCustomers } from './customers/state.ts';
import { decideOrders } from './orders/decide.ts';
import { evolveOrders } from './orders/evolve.ts';
import { initialOrders } from './orders/state.ts';
import { decideTimers } from './policies/decide.ts';
import { evolveTimers } from './policies/evolve.ts';
import { initialTimers } from './policies/state.ts';
import { decideWarehouse } from './warehouse/decide.ts';
import { evolveWarehouse } from './warehouse/evolve.ts';
import { initialWarehouse } from './warehouse/state.ts';

type ModuleDef<S, C extends { type: string }> = {
  init: (scenario: Scenario) => S;
  evolve: (draft: S, event: Envelope) => void;
  commands: readonly C['type'][];
  decide: (command: C, ctx: DecideContext) => Decision;
};
const define = <S, C extends { type: string }>(def: ModuleDef<S, C>) => def;

export const ENGINE_MODULES = {
  orders: define<ReturnType<typeof initialOrders>, OrderModuleCommand>({
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
      'ContactBuyer',
      'ReplyReview',
      'ImportOrders',
    ],
    decide: decideOrders,
  }),
  warehouse: define<ReturnType<typeof initialWarehouse>, WarehouseModuleCommand>({
    init: initialWarehouse,
    evolve: evolveWarehouse,
    commands: [
      'ModifyStock',
      'DeleteStock',
      'StartInventoryCheck',
      'CancelInventoryCheck',
      'PostInventoryCheck',
      'ImportStock',
    ],
    decide: decideWarehouse,
  }),
  afterSales: define<ReturnType<typeof initialAfterSales>, AfterSaleCommand>({
    init: initialAfterSales,
    evolve: evolveAfterSales,
    commands: [
      'AgreeAfterSale',
      'RefuseAfterSale',
      'ConfirmGoodsReceived',
      'ConfirmGoodsNotReceived',
      'RemarkAfterSale',
    ],
    decide: decideAfterSales,
  }),
  customers: define<ReturnType<typeof initialCustomers>, CustomerCommand>({
    init: initialCustomers,
    evolve: evolveCustomers,
    commands: [
      'CreateCustomer',
      'ModifyCustomer',
      'DeleteCustomer',
      'BlacklistCustomer',
      'UnblacklistCustomer',
    ],
    decide: decideCustomers,
  }),
  timers: define<ReturnType<typeof initialTimers>, FireDueTimers>({
    init: initialTimers,
    evolve: evolveTimers,
    commands: ['FireDueTimers'],
    decide: decideTimers,
  }),
};

export type ModuleKey = keyof typeof ENGINE_MODULES;
export type ModuleStates = { [K in ModuleKey]: ReturnType<(typeof ENGINE_MODULES)[K]['init']> };
export type ModuleCommand = Parameters<(typeof ENGINE_MODULES)[ModuleKey]['decide']>[0];
