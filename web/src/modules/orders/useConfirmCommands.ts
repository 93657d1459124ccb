/** Commands that need a confirmation first (cancel, restore, merge) and the gift toggle. */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/api/orders.ts';
import type { OrderAction, OrderCommand } from '../../../../schemas/orders.ts';

type Run = (command: OrderCommand) => Promise<boolean>;

export const useConfirmCommands = (run: Run) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const ask = (title: string, content: string, command: OrderCommand, danger = false) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger },
        onOk: async () => resolve(await run(command)),
        onCancel: () => resolve(false),
      });
    });

  return {
    merge: (orderNos: string[]) =>
      ask(t('orders.merge.title'), t('orders.merge.confirm', { orders: orderNos.join(', ') }), {
        type: 'MergeOrders',
        orderNos,
      }),
    row: (
      action: Exclude<OrderAction, 'ship' | 'split' | 'remark' | 'merge' | 'replyReview'>,
      row: OrderRow,
    ) => {
      const orderNo = row.orderNo;
      // The chat module is not built yet: contacting is recorded (and scored) as an event.
      if (action === 'contactBuyer') return run({ type: 'ContactBuyer', orderNo });
      if (action === 'markGift') return run({ type: 'MarkGift', orderNo, gift: !row.gift });
      if (action === 'cancel') {
        const content = [
          t('orders.cancel.confirm', { orderNo }),
          row.restorable ? '' : t('orders.cancel.notRestorable'),
        ].join(' ');
        return ask(t('orders.cancel.title'), content, { type: 'CancelOrder', orderNo }, true);
      }
      return ask(t('orders.restore.title'), t('orders.restore.confirm', { orderNo }), {
        type: 'RestoreOrder',
        orderNo,
      });
    },
  };
};
