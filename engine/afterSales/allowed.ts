/**
 * What the after-sales module allows on a row in its state: the actions the list offers and decide
 * accepts.
 */
import type { AfterSaleAction } from '../../schemas/afterSales/domain.ts';
import { nextAfterSaleStatus, type AfterSaleMachineEventType } from './afterSale.machine.ts';
import type { AfterSale } from './state.ts';

const ACTION_EVENTS: Record<AfterSaleAction, AfterSaleMachineEventType> = {
  agree: 'AGREE',
  refuse: 'REFUSE',
  received: 'CONFIRM_RECEIVED',
  notReceived: 'CONFIRM_NOT_RECEIVED',
  remark: 'REMARK',
};

/** Row actions the lifecycle allows now; amount checks still run in decide. */
export const allowedAfterSaleActions = (a: AfterSale): AfterSaleAction[] =>
  (Object.keys(ACTION_EVENTS) as AfterSaleAction[]).filter(
    (k) => nextAfterSaleStatus(a.status, a.kind, ACTION_EVENTS[k]) !== null,
  );
