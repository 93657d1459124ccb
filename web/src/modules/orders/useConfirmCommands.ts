/** Commands that need a confirmation first (restore, merge) and the gift toggle. */
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import type { OrderAction, OrderCommand } from '../../../../schemas/orders/domain.ts';
import { useConfirm } from '../../shared/module/useConfirm.ts';

type Run = (command: OrderCommand) => Promise<boolean>;

export const useConfirmCommands = (run: Run) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const ask = (title: string, content: string, command: OrderCommand, danger = false) =>
    confirm(title, content, () => run(command), danger);

  return {
    merge: (orderNos: string[]) =>
      ask(t('orders.merge.title'), t('orders.merge.confirm', { orders: orderNos.join(', ') }), {
        type: 'MergeOrders',
        orderNos,
      }),
    row: (
      action: Exclude<
        OrderAction,
        'ship' | 'split' | 'cancel' | 'remark' | 'merge' | 'replyReview'
      >,
      row: OrderRow,
    ) => {
      const orderNo = row.orderNo;
      if (action === 'markGift') return run({ type: 'MarkGift', orderNo, gift: !row.gift });
      return ask(t('orders.restore.title'), t('orders.restore.confirm', { orderNo }), {
        type: 'RestoreOrder',
        orderNo,
      });
    },
  };
};
