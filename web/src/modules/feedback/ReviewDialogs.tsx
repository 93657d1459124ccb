/**
 * The reply window (a public reply, at most 500 characters) and the removal request: the reason
 * to give, with the reasons this platform removes reviews for; the platform decides at once.
 */
import { Alert, Input, Modal, Radio, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '../../../../schemas/feedback/api.ts';
import { FEEDBACK_REPLY_MAX } from '../../../../schemas/feedback/domain.ts';
import { REMOVAL_REASONS, type RemovalReason } from '../../../../schemas/feedback/rules.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';

type Done = Promise<boolean>;

export function ReplyDialog(props: {
  row: ReviewRow;
  onSend: (text: string) => Done;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const buyerText = useBuyerText();
  const [text, setText] = useState(props.row.reply ?? '');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('feedback.reply.title', { buyer: props.row.buyerName })}
      okText={t('feedback.reply.send')}
      okButtonProps={
        { disabled: !text.trim(), loading: busy, 'data-testid': 'review-reply-send' } as ButtonProps
      }
      onCancel={props.onClose}
      onOk={async () => {
        setBusy(true);
        const done = await props.onSend(text.trim());
        setBusy(false);
        if (done) props.onClose();
      }}
    >
      <Typography.Paragraph type="secondary">
        {buyerText(props.row.text, props.row.buyer)}
      </Typography.Paragraph>
      <Input.TextArea
        rows={5}
        value={text}
        maxLength={FEEDBACK_REPLY_MAX}
        showCount
        data-testid="review-reply-text"
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}

export function RemovalDialog(props: {
  row: ReviewRow;
  removable: readonly RemovalReason[];
  onAsk: (reason: RemovalReason) => Done;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const buyerText = useBuyerText();
  const [reason, setReason] = useState<RemovalReason | null>(null);
  const [busy, setBusy] = useState(false);
  const left = REMOVAL_REASONS.filter((r) => !props.row.requested.includes(r));
  return (
    <Modal
      open
      title={t('feedback.removal.title')}
      okText={t('feedback.removal.ask')}
      okButtonProps={
        {
          danger: true,
          disabled: !reason,
          loading: busy,
          'data-testid': 'review-removal-ask',
        } as ButtonProps
      }
      onCancel={props.onClose}
      onOk={async () => {
        if (!reason) return;
        setBusy(true);
        const done = await props.onAsk(reason);
        setBusy(false);
        if (done) props.onClose();
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          {buyerText(props.row.text, props.row.buyer)}
        </Typography.Paragraph>
        <Alert
          type="warning"
          showIcon
          message={t('feedback.removal.rule', {
            platform: t(`platform.${props.row.platform}`),
            reasons: props.removable
              .map((r) => t(`feedback.reason.${r}`))
              .join(t('feedback.removal.or')),
          })}
        />
        <Radio.Group
          value={reason}
          onChange={(e) => setReason(e.target.value as RemovalReason)}
          data-testid="review-removal-reason"
        >
          <Space direction="vertical">
            {left.map((r) => (
              <Radio key={r} value={r} data-testid={`review-reason-${r}`}>
                {t(`feedback.reason.${r}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Space>
    </Modal>
  );
}
