/** The expanded row: items with stock, money, receiver, logistics, remark, split/merge origin. */
import { Col, Descriptions, Rate, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';
import { useCaseTime } from '../../case/useCaseTime.ts';
import { useLocalText, useMoney } from '../../shared/format.ts';

type Item = OrderRow['items'][number];

export function OrderDetail({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  const buyerText = useBuyerText();
  const text = useLocalText();
  const money = useMoney();
  const caseTime = useCaseTime();
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const columns: TableColumnsType<Item> = [
    { title: t('orders.detail.sku'), dataIndex: 'sku', className: 'mono' },
    { title: t('orders.detail.name'), key: 'name', render: (_, i) => text(i.name) },
    { title: t('orders.detail.qty'), dataIndex: 'qty', align: 'right' },
    {
      title: t('orders.detail.price'),
      key: 'price',
      align: 'right',
      render: (_, i) => money(i.price),
    },
    {
      title: t('orders.detail.inStock'),
      key: 'inStock',
      align: 'right',
      render: (_, i) => <Tag color={i.inStock >= i.qty ? 'green' : 'orange'}>{i.inStock}</Tag>,
    },
  ];
  const origin = row.splitFrom
    ? t('orders.detail.splitFrom', { orderNo: row.splitFrom })
    : row.mergedFrom.length
      ? t('orders.detail.mergedFrom', { orders: row.mergedFrom.join(', ') })
      : none;
  const money2 = [
    { key: 'freight', label: t('orders.detail.freight'), children: money(row.freight) },
    {
      key: 'received',
      label: t('orders.detail.amountReceived'),
      children: <Typography.Text strong>{money(row.amountReceived)}</Typography.Text>,
    },
    {
      key: 'payment',
      label: t('orders.detail.paymentMethod'),
      children: t(`paymentMethod.${row.paymentMethod}`),
    },
    { key: 'type', label: t('orders.detail.type'), children: t(`orderType.${row.type}`) },
    { key: 'brand', label: t('orders.detail.brand'), children: row.brand || none },
    { key: 'origin', label: t('orders.detail.origin'), children: origin },
  ];
  const logistics = row.logistics ? (
    <span data-testid="order-logistics">
      {t('orders.detail.shippedWith', {
        carrier: t(`carrier.${row.logistics.carrier}`),
        trackingNo: row.logistics.trackingNo,
        time: caseTime(row.logistics.shippedAt),
      })}
    </span>
  ) : (
    none
  );
  const receiver = [
    {
      key: 'receiver',
      label: t('orders.detail.receiver'),
      children: [row.receiver.name, row.receiver.phone].filter(Boolean).join(' · '),
    },
    {
      key: 'address',
      label: t('orders.detail.address'),
      children: [row.receiver.address, row.receiver.country].filter(Boolean).join(', '),
    },
    { key: 'logistics', label: t('orders.detail.logistics'), children: logistics },
    { key: 'remark', label: t('orders.detail.remark'), children: row.remark || none },
    {
      key: 'review',
      label: t('orders.review.label'),
      children: row.review ? (
        <div data-testid="order-review">
          <Rate disabled value={row.review.score} style={{ fontSize: 14 }} />
          <div>{buyerText(row.review.text, row.buyer)}</div>
          {row.review.reply ? (
            <Typography.Text type="secondary" data-testid="order-review-reply">
              {t('orders.review.replied', { reply: row.review.reply })}
            </Typography.Text>
          ) : null}
        </div>
      ) : (
        none
      ),
    },
  ];
  return (
    <Row gutter={[24, 16]} className="order-detail" data-testid={`order-detail-${row.orderNo}`}>
      <Col xs={24} xl={13}>
        <Table<Item>
          size="small"
          rowKey="sku"
          pagination={false}
          dataSource={row.items}
          columns={columns}
        />
        <Descriptions size="small" column={2} className="order-money" items={money2} />
      </Col>
      <Col xs={24} xl={11}>
        <Descriptions size="small" column={1} bordered items={receiver} />
      </Col>
    </Row>
  );
}
