/** The after-sales module for the engine (engine/kit.ts). */
import { CARRIERS } from '../../schemas/common.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { decideAfterSales } from './decide.ts';
import { evolveAfterSales } from './evolve.ts';
import { initialAfterSales, type AfterSalesState } from './state.ts';
import { afterSalesExplore } from './explore.ts';
import { pathToAfterSaleStatus } from './afterSale.machine.ts';

const known = (s: Scenario, id: string) => (s.world.afterSales ?? []).some((a) => a.id === id);
const missing = ({ afterSale }: { afterSale: string }, s: Scenario) =>
  known(s, afterSale) ? null : afterSale;

const check = (s: Scenario, err: ReportError) => {
  const orders = s.world.orders ?? [];
  const afterSales = s.world.afterSales ?? [];
  for (const d of dupes(afterSales.map((a) => a.id)))
    err(['world', 'afterSales'], `duplicate after-sales id "${d}"`);
  afterSales.forEach((a, i) => {
    const o = orders.find((x) => x.no === a.orderNo);
    if (!o) return err(['world', 'afterSales', i, 'orderNo'], `unknown order "${a.orderNo}"`);
    const received =
      o.amountReceived ?? o.items.reduce((n, it) => n + it.qty * it.price, 0) + o.freight;
    if (a.refundAmount > received + 0.001)
      err(['world', 'afterSales', i, 'refundAmount'], `asks more than order ${o.no} received`);
    const status = a.status ?? 'applied';
    const path = pathToAfterSaleStatus(a.kind, status);
    if (!path)
      err(
        ['world', 'afterSales', i, 'status'],
        `a ${a.kind} request cannot be ${status}: its lifecycle never gets there`,
      );
    else if (path.includes('BUYER_SHIPS') && !a.returnLogistics)
      err(
        ['world', 'afterSales', i, 'returnLogistics'],
        `a request that starts ${status} has had its return shipped: give \`returnLogistics\``,
      );
    (a.items ?? []).forEach((it, j) => {
      if (!o.items.some((x) => x.sku === it.sku))
        err(
          ['world', 'afterSales', i, 'items', j, 'sku'],
          `SKU "${it.sku}" is not in order ${o.no}`,
        );
    });
  });
};

export const afterSalesModule: EngineModule<'afterSales', AfterSalesState> = {
  init: initialAfterSales,
  evolve: evolveAfterSales,
  decide: decideAfterSales,
  policies: {
    buyerShipsReturn: {
      run: ({ afterSale }, ctx) => {
        const a = ctx.state.afterSales.byId[afterSale];
        if (!a || a.status !== 'awaitingReturn') return [];
        const planned = a.plannedLogistics;
        const carrier = (planned?.carrier ??
          ctx.scenario.carriers?.[0] ??
          CARRIERS[0]) as (typeof CARRIERS)[number];
        const trackingNo =
          planned?.trackingNo ?? `RT${String(ctx.rng.int(0, 999_999_999)).padStart(9, '0')}`;
        return [{ type: 'AfterSaleReturnShipped', data: { id: a.id, carrier, trackingNo } }];
      },
      missing,
    },
    buyerEscalates: {
      run: ({ afterSale }, ctx) => {
        const a = ctx.state.afterSales.byId[afterSale];
        return a?.status === 'refused' ? [{ type: 'AfterSaleEscalated', data: { id: a.id } }] : [];
      },
      missing,
    },
  },
  timers: {},
  finals: {
    afterSale: {
      keys: (state) => Object.keys(state.afterSales.byId),
      view: (state, key) => {
        const a = state.afterSales.byId[key];
        return a
          ? {
              status: a.status,
              refundAmount: a.refunded,
              remark: a.remark,
              refuseReason: a.refuseReason,
            }
          : null;
      },
      known,
    },
  },
  explore: afterSalesExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    afterSales: AfterSalesState;
  }
}
