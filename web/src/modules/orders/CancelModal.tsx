/**
 * Cancel an order: the confirmation the spec asks for, with the reason the buyer and the
 * records see (the scoring of a case may read it). Warns when the cancellation cannot be undone.
 */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import { REMARK_MAX, type OrderCommand } from '../../../../schemas/orders/domain.ts';

type Props = {
  row: OrderRow;
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function CancelModal({ row, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || busy) return;
    setBusy(true);
    const reason = v.reason?.trim();
    await onSubmit(
      reason
        ? { type: 'CancelOrder', orderNo: row.orderNo, reason }
        : { type: 'CancelOrder', orderNo: row.orderNo },
    );
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.cancel.title')}
      okText={t('orders.cancel.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('orders.cancel.confirm', { orderNo: row.orderNo })}
      </Typography.Paragraph>
      {row.restorable ? null : (
        <Alert
          type="warning"
          showIcon
          title={t('orders.cancel.notRestorable')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form form={form} layout="vertical" data-testid="cancel-form">
        <Form.Item
          name="reason"
          label={t('orders.cancel.reason')}
          extra={t('orders.cancel.reasonHint')}
          rules={[{ max: REMARK_MAX, message: t('validation.maxLength', { limit: REMARK_MAX }) }]}
        >
          <Input.TextArea
            data-testid="cancel-reason"
            rows={3}
            maxLength={REMARK_MAX}
            showCount
            placeholder={t('orders.cancel.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
