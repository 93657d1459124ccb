/**
 * What a case author's starting state allows, asked of the engine itself: for each starting
 * status a case file can give an entity, the row actions the engine's `allowed*` functions offer
 * (and decide accepts) on an attempt's first state; and each lifecycle machine's transition table.
 * Nothing here lists an action by hand: the statuses come from the schemas, the answers from
 * the engine.
 */
import { AFTER_SALE_KINDS, AFTER_SALE_STATUSES, ORDER_STATUSES } from '../../schemas/common.ts';
import type { ModuleKey } from '../../schemas/modules.ts';
import { ScenarioOrder } from '../../schemas/orders/world.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import {
  pathToAfterSaleStatus,
  afterSaleMachine,
} from '../../engine/afterSales/afterSale.machine.ts';
import { allowedAfterSaleActions } from '../../engine/afterSales/allowed.ts';
import { initialState, type AttemptState } from '../../engine/attempt/state.ts';
import { allowedCustomerActions } from '../../engine/customers/allowed.ts';
import { disputeMachine } from '../../engine/dispute/machine.ts';
import { allowedMailActions } from '../../engine/mail/allowed.ts';
import { allowedOrderActions } from '../../engine/orders/allowed.ts';
import { orderMachine } from '../../engine/orders/order.machine.ts';
import { questionnaireMachine } from '../../engine/questionnaire/questionnaire.machine.ts';
import { allowedStockActions } from '../../engine/warehouse/allowed.ts';
import { plain } from './fields.ts';

type World = Scenario['world'];
type Order = NonNullable<World['orders']>[number];

/** The smallest case around a world: one store, one buyer, one rule. */
const caseWith = (world: World, blacklisted = false): Scenario => ({
  schemaVersion: 1,
  id: 'reference',
  title: { en: 'reference' },
  description: { en: 'reference' },
  require: [{ en: 'reference' }],
  caseType: 'orderWarehousing',
  modules: ['orders'],
  totalScore: 10,
  passScore: 6,
  clock: { start: '2026-03-02T09:00:00Z', speed: 1 },
  stores: [{ id: 'S1', platform: 'amazon', name: 'Store' }],
  buyers: [{ id: 'B1', name: 'Buyer', blacklisted }],
  world,
  scoring: [{ point: 1, page: 'orderSlove', score: 10, content: { en: 'reference' } }],
});

const order = (patch: Partial<Order> = {}): Order => ({
  no: 'O1',
  store: 'S1',
  buyer: 'B1',
  status: 'pendingShipment',
  createdAt: '2026-03-01T09:00:00Z',
  items: [{ sku: 'K1', qty: 2, price: 10 }],
  freight: 0,
  receiver: { name: 'Buyer', address: 'Street 1', country: 'US' },
  ...patch,
});

/** One row of a start table: a starting state and what it allows, with conditions. */
export type StartRow = { start: string; actions: string[] };
export type StartTable = {
  /** What the table is about, e.g. "an order in `world.orders`". */
  entity: string;
  /** The engine function asked. */
  source: string;
  rows: StartRow[];
};

/**
 * The actions of a starting state, and of the same state under each condition: an action only a
 * condition adds reads "a (if …)", one a condition takes away "a (unless …)".
 */
const withConditions = (
  base: string[],
  variants: readonly { label: string; actions: string[] }[],
): string[] => {
  const out = base.map((a) => {
    const lost = variants.filter((v) => !v.actions.includes(a)).map((v) => v.label);
    return lost.length ? `${a} (unless ${lost.join(', ')})` : a;
  });
  for (const v of variants)
    for (const a of v.actions) if (!base.includes(a)) out.push(`${a} (if ${v.label})`);
  return out;
};

const first = <T>(byKey: Record<string, T>): T => {
  const v = Object.values(byKey)[0];
  if (v === undefined) throw new Error('the reference case lost its entity');
  return v;
};

const orderStarts = (): StartTable => {
  const cancelledFrom = (plain(ScenarioOrder).properties?.cancelledFrom?.anyOf ?? []).map(
    (s) => s.const as Order['status'],
  );
  const starts = ORDER_STATUSES.flatMap((status): { label: string; patch: Partial<Order> }[] =>
    status !== 'cancelled'
      ? [{ label: `\`status: ${status}\``, patch: { status } }]
      : [
          ...cancelledFrom.map((from) => ({
            label: `\`status: cancelled\`, \`cancelledFrom: ${from}\``,
            patch: { status, cancelledFrom: from as 'pendingPayment' },
          })),
          {
            label: '`status: cancelled`, `restorable: false`',
            patch: { status, restorable: false },
          },
        ],
  );
  const actions = (patch: Partial<Order>) =>
    allowedOrderActions(first(initialState(caseWith({ orders: [order(patch)] })).orders.byNo));
  return {
    entity: 'an order of `world.orders`',
    source: 'allowedOrderActions (engine/orders/allowed.ts)',
    rows: starts.map(({ label, patch }) => ({
      start: label,
      actions: withConditions(actions(patch), [
        {
          label: 'it has one unit only',
          actions: actions({ ...patch, items: [{ sku: 'K1', qty: 1, price: 10 }] }),
        },
        {
          label: 'it has a `review`',
          actions: actions({ ...patch, review: { score: 2, text: { en: 'Late.' } } }),
        },
      ]),
    })),
  };
};

const afterSaleStarts = (): StartTable => ({
  entity: 'an after-sales request of `world.afterSales`',
  source: 'allowedAfterSaleActions (engine/afterSales/allowed.ts)',
  rows: AFTER_SALE_KINDS.flatMap((kind) =>
    AFTER_SALE_STATUSES.filter((status) => pathToAfterSaleStatus(kind, status) !== null).map(
      (status) => {
        const state = initialState(
          caseWith({
            orders: [order({ status: 'completed' })],
            afterSales: [
              {
                id: 'A1',
                orderNo: 'O1',
                kind,
                status,
                refundAmount: 10,
                appliedAt: '2026-03-02T08:00:00Z',
                reason: { en: 'Broken.' },
              },
            ],
          }),
        );
        return {
          start: `\`kind: ${kind}\`, \`status: ${status}\``,
          actions: allowedAfterSaleActions(first(state.afterSales.byId)),
        };
      },
    ),
  ),
});

const customerStarts = (): StartTable => {
  const actions = (blacklisted: boolean, orders: Order[]) => {
    const state = initialState(caseWith({ orders }, blacklisted));
    return allowedCustomerActions(state, first(state.customers.byId));
  };
  return {
    entity: 'a buyer of `buyers` (their customer file)',
    source: 'allowedCustomerActions (engine/customers/allowed.ts)',
    rows: [false, true].map((blacklisted) => ({
      start: `\`blacklisted: ${blacklisted}\``,
      actions: withConditions(actions(blacklisted, []), [
        { label: 'the buyer has orders', actions: actions(blacklisted, [order()]) },
      ]),
    })),
  };
};

const stockStarts = (): StartTable => {
  const actions = (status: 'forSale' | 'unsold', orders: Order[]) => {
    const state: AttemptState = initialState(
      caseWith({
        orders,
        stock: [{ sku: 'K1', name: { en: 'Lamp' }, qty: 5, price: 10, status, store: 'S1' }],
      }),
    );
    return allowedStockActions(state, first(state.warehouse.bySku));
  };
  return {
    entity: 'a stock item of `world.stock`',
    source: 'allowedStockActions (engine/warehouse/allowed.ts)',
    rows: (['forSale', 'unsold'] as const).map((status) => ({
      start: `\`status: ${status}\``,
      actions: withConditions(actions(status, []), [
        { label: 'an open order needs the SKU', actions: actions(status, [order()]) },
      ]),
    })),
  };
};

const mailStarts = (): StartTable => ({
  entity: 'a mail of `world.mail.inbox`',
  source: 'allowedMailActions (engine/mail/allowed.ts)',
  rows: [false, true].map((read) => {
    const state = initialState(
      caseWith({
        mail: {
          inbox: [
            {
              id: 'M1',
              from: 'B1',
              store: 'S1',
              at: '2026-03-02T08:00:00Z',
              subject: { en: 'Where is my order?' },
              body: { en: 'Hello' },
              read,
            },
          ],
        },
      }),
    );
    return { start: `\`read: ${read}\``, actions: allowedMailActions(first(state.mail.byId)) };
  }),
});

/** Row actions by starting state, for the modules whose case-file entities have one. */
export const START_TABLES: Partial<Record<ModuleKey, () => StartTable>> = {
  orders: orderStarts,
  afterSales: afterSaleStarts,
  customers: customerStarts,
  warehouse: stockStarts,
  mail: mailStarts,
};

/** A lifecycle machine's table: status → event → next status (a guard's name when it has one). */
export type Transition = { from: string; event: string; to: string; guard: string | null };
type Target = { target?: string; guard?: string };
type States = Record<string, { on?: Record<string, Target | Target[]> }>;
/** An XState machine: its `config` is the table it was created from. */
type MachineConfig = { config: object };

export const transitions = (machine: MachineConfig): Transition[] =>
  Object.entries((machine.config as { states?: States }).states ?? {}).flatMap(([from, node]) =>
    Object.entries(node.on ?? {}).flatMap(([event, t]) =>
      (Array.isArray(t) ? t : [t]).map((x) => ({
        from,
        event,
        to: x.target ?? from,
        guard: x.guard ?? null,
      })),
    ),
  );

/** The engine's lifecycle machines, by module, with the file that holds each. */
export const MACHINES: Partial<Record<ModuleKey, { file: string; machine: MachineConfig }>> = {
  orders: { file: 'engine/orders/order.machine.ts', machine: orderMachine },
  afterSales: { file: 'engine/afterSales/afterSale.machine.ts', machine: afterSaleMachine },
  dispute: { file: 'engine/dispute/machine.ts', machine: disputeMachine },
  questionnaire: {
    file: 'engine/questionnaire/questionnaire.machine.ts',
    machine: questionnaireMachine,
  },
};
