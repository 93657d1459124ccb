/**
 * Sends order commands to /api/PTOrder/Operate with the list's version (see useOperate): a
 * toast `orders.done.<CommandType>` and a reload on success; a 409 conflict reloads.
 */
import type { OrderCommand } from '../../../../schemas/orders/domain.ts';
import { useOperate } from '../../shared/module/useOperate.ts';
import { ORDER_OPERATE } from './api.ts';

export const useOrderCommands = (
  userCaseID: string,
  version: number | undefined,
  reload: () => void,
) => useOperate<OrderCommand>(ORDER_OPERATE, 'orders', userCaseID, version, reload);
