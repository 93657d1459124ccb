/** Ship an order: carrier (from GetSelectList) and tracking number (the schema's pattern). */
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow, SelectListData } from '../../../../schemas/orders/api.ts';
import { ShipOrder, type OrderCommand } from '../../../../schemas/orders/domain.ts';

/** The tracking-number pattern of the ShipOrder schema (one source of truth). */
const TRACKING_PATTERN = new RegExp(
  (ShipOrder.properties.trackingNo as unknown as { pattern: string }).pattern,
);

type Values = { carrier: SelectListData['carriers'][number]; trackingNo: string };

type Props = {
  row: OrderRow;
  carriers: SelectListData['carriers'];
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function ShipModal({ row, carriers, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    await onSubmit({
      type: 'ShipOrder',
      orderNo: row.orderNo,
      carrier: v.carrier,
      trackingNo: v.trackingNo.trim(),
    });
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.ship.title', { orderNo: row.orderNo })}
      okText={t('orders.action.ship')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('orders.ship.receiver', { name: row.receiver.name, country: row.receiver.country })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="ship-form">
        <Form.Item
          name="carrier"
          label={t('orders.ship.carrier')}
          rules={[{ required: true, message: t('orders.ship.carrierRequired') }]}
        >
          <Select
            data-testid="ship-carrier"
            showSearch={{ optionFilterProp: 'label' }}
            options={carriers.map((c) => ({ value: c, label: t(`carrier.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('orders.ship.trackingNo')}
          extra={t('orders.ship.trackingNoHint')}
          rules={[
            { required: true, message: t('orders.ship.trackingNoRequired') },
            { pattern: TRACKING_PATTERN, message: t('orders.ship.trackingNoInvalid') },
          ]}
        >
          <Input data-testid="ship-tracking" maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
