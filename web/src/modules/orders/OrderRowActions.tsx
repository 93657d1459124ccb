/**
 * Row actions: exactly the ones the server lists in `row.actions` (computed by the engine), in
 * a fixed order. Merge is a toolbar action over the selected rows, so it has no row button.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import type { OrderAction } from '../../../../schemas/orders/domain.ts';

export type RowAction = Exclude<OrderAction, 'merge'>;

const ORDER: RowAction[] = [
  'ship',
  'split',
  'remark',
  'markGift',
  'contactBuyer',
  'replyReview',
  'cancel',
  'restore',
];

export function OrderRowActions({
  row,
  onAction,
}: {
  row: OrderRow;
  onAction: (action: RowAction, row: OrderRow) => void;
}) {
  const { t } = useTranslation();
  const allowed = ORDER.filter((a) => row.actions.includes(a));
  const label = (a: RowAction) =>
    a === 'markGift'
      ? t(row.gift ? 'orders.action.unmarkGift' : 'orders.action.markGift')
      : t(`orders.action.${a}`);
  return (
    <Space size={0} wrap className="row-actions">
      {allowed.map((a) => (
        <Button
          key={a}
          type="link"
          size="small"
          danger={a === 'cancel'}
          data-testid={`order-${a}`}
          onClick={() => onAction(a, row)}
        >
          {label(a)}
        </Button>
      ))}
      {row.status === 'cancelled' && !row.restorable ? (
        <Tooltip title={t('orders.restore.notRestorableHint')}>
          <Typography.Text type="secondary" className="not-restorable" data-testid="not-restorable">
            <InfoCircleOutlined /> {t('orders.restore.notRestorable')}
          </Typography.Text>
        </Tooltip>
      ) : null}
    </Space>
  );
}
