/** A message to the order's buyer (the platform's order messages): written, then sent. */
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import { CONTACT_MAX, type OrderCommand } from '../../../../schemas/orders/domain.ts';

type Props = {
  row: OrderRow;
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function ContactModal({ row, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    await onSubmit({ type: 'ContactBuyer', orderNo: row.orderNo, text: v.text.trim() });
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.contact.title', { buyer: row.buyerName, orderNo: row.orderNo })}
      okText={t('orders.contact.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ id: 'order-contact-send' }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('orders.contact.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="text"
          label={t('orders.contact.label')}
          rules={[
            { required: true, whitespace: true, message: t('orders.error.messageEmpty') },
            { max: CONTACT_MAX, message: t('validation.maxLength', { limit: CONTACT_MAX }) },
          ]}
        >
          <Input.TextArea
            data-testid="order-contact-text"
            rows={5}
            maxLength={CONTACT_MAX}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
