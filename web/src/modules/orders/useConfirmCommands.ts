/** Commands that need a confirmation first (restore, merge) and the gift toggle. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaseStore } from '../../case/caseStore.ts';
import { CHAT_PATH, type ChatRequest } from '../chat/request.ts';
import { boxPath, type ComposeRequest } from '../mail/boxes.ts';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import type { OrderAction, OrderCommand } from '../../../../schemas/orders/domain.ts';
import { useConfirm } from '../../shared/module/useConfirm.ts';

type Run = (command: OrderCommand) => Promise<boolean>;

export const useConfirmCommands = (run: Run) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const modules = useCaseStore((s) => s.caseInfo?.modules);
  const withChat = modules?.includes('chat') ?? false;
  const withMail = modules?.includes('mail') ?? false;
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
      // Contacting is recorded (and may be scored); then the buyer's chat opens in a case with
      // live chat, a mail to the buyer in a case with mail.
      if (action === 'contactBuyer')
        return run({ type: 'ContactBuyer', orderNo }).then((done) => {
          if (done && withChat) {
            const request: ChatRequest = { chatWith: row.buyer };
            void navigate(CHAT_PATH, { state: request });
          } else if (done && withMail) {
            const request: ComposeRequest = { compose: { to: [], buyer: row.buyer, orderNo } };
            void navigate(boxPath('inbox'), { state: request });
          }
          return done;
        });
      if (action === 'markGift') return run({ type: 'MarkGift', orderNo, gift: !row.gift });
      return ask(t('orders.restore.title'), t('orders.restore.confirm', { orderNo }), {
        type: 'RestoreOrder',
        orderNo,
      });
    },
  };
};
