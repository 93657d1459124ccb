/** Remark on an order: up to 200 characters, with a counter. */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import { REMARK_MAX, type OrderCommand } from '../../../../schemas/orders/domain.ts';

type Props = {
  row: OrderRow;
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function RemarkModal({ row, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    await onSubmit({ type: 'RemarkOrder', orderNo: row.orderNo, remark: v.remark ?? '' });
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.remark.title', { orderNo: row.orderNo })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ remark: row.remark }}>
        <Form.Item
          name="remark"
          label={t('orders.remark.label')}
          rules={[{ max: REMARK_MAX, message: t('validation.maxLength', { limit: REMARK_MAX }) }]}
        >
          <Input.TextArea
            data-testid="remark-text"
            rows={4}
            maxLength={REMARK_MAX}
            showCount
            placeholder={t('orders.remark.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
