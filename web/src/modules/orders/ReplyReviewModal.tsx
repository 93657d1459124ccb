/** Reply to the buyer's review of an order: the review, then the reply (up to 500 characters). */
import { Form, Input, Modal, Rate, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../../schemas/orders/api.ts';
import { REPLY_MAX, type OrderCommand } from '../../../../schemas/orders/domain.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';

type Props = {
  row: OrderRow;
  onSubmit: (c: OrderCommand) => Promise<void>;
  onClose: () => void;
};

export function ReplyReviewModal({ row, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const buyerText = useBuyerText();
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    await onSubmit({ type: 'ReplyReview', orderNo: row.orderNo, reply: v.reply.trim() });
    setBusy(false);
  };
  return (
    <Modal
      open
      title={t('orders.review.title', { orderNo: row.orderNo })}
      okText={t('orders.review.send')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
    >
      {row.review ? (
        <div className="page-stack" style={{ marginBottom: 12 }}>
          <Rate disabled value={row.review.score} />
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {buyerText(row.review.text, row.buyer)}
          </Typography.Paragraph>
        </div>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        data-testid="reply-form"
        initialValues={{ reply: row.review?.reply ?? '' }}
      >
        <Form.Item
          name="reply"
          label={t('orders.review.reply')}
          rules={[{ required: true, whitespace: true, message: t('orders.error.replyEmpty') }]}
        >
          <Input.TextArea data-testid="reply-text" rows={5} maxLength={REPLY_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
