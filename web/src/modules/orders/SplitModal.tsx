/** Split an order: pick an item and a whole quantity (at least 1) to move into a new order. */
import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import type { OrderCommand } from '../../../../schemas/orders/domain.ts';
import { useLocalText } from '../../shared/format.ts';
import { IntegerInput } from '../../shared/inputs/index.ts';

type Values = { sku: string; qty: number };

type Props = {
  row: OrderRow;
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function SplitModal({ row, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const sku = Form.useWatch('sku', form) ?? row.items[0]?.sku ?? '';
  const max = row.limits.split[sku] ?? 1;
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    await onSubmit({ type: 'SplitOrder', orderNo: row.orderNo, sku: v.sku, qty: v.qty });
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.split.title', { orderNo: row.orderNo })}
      okText={t('orders.action.split')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('orders.split.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        data-testid="split-form"
        initialValues={{ sku: row.items[0]?.sku, qty: 1 }}
      >
        <Form.Item
          name="sku"
          label={t('orders.split.item')}
          rules={[{ required: true, message: t('orders.split.itemRequired') }]}
        >
          <Select
            data-testid="split-item"
            options={row.items.map((i) => ({
              value: i.sku,
              label: t('orders.split.itemOption', { sku: i.sku, name: text(i.name), qty: i.qty }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="qty"
          label={t('orders.split.qty')}
          extra={t('orders.split.qtyMax', { max })}
          rules={[{ required: true, message: t('orders.split.qtyRequired') }]}
        >
          <IntegerInput data-testid="split-qty" min={1} max={max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
