/** An order status as a coloured tag (display only; no rule depends on it). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../schemas/common.ts';

const COLORS: Record<OrderStatus, string> = {
  pendingPayment: 'gold',
  pendingShipment: 'blue',
  shipped: 'green',
  awaitingReceipt: 'cyan',
  completed: 'default',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="order-status" data-status={status}>
      {t(`orderStatus.${status}`)}
    </Tag>
  );
}
