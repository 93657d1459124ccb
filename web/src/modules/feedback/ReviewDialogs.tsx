/**
 * The reply window (a public reply, at most 500 characters) and the removal request: the reason
 * to give, with the reasons this platform removes reviews for; the platform decides at once.
 */
import { Alert, Input, Modal, Radio, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewRow } from '../../../../schemas/feedback/api.ts';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_REPLY_MAX } from '../../../../schemas/feedback/domain.ts';
import { REMOVAL_REASONS, type RemovalReason } from '../../../../schemas/feedback/rules.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';

type Done = Promise<boolean>;

type TextDialogProps = { row: ReviewRow; onSend: (text: string) => Done; onClose: () => void };

/** The public reply to a review, shown under it on the platform. */
export function ReplyDialog(props: TextDialogProps) {
  const { t } = useTranslation();
  return (
    <TextDialog
      {...props}
      title={t('feedback.reply.title', { buyer: props.row.buyerName })}
      okText={t('feedback.reply.send')}
      initial={props.row.reply ?? ''}
      max={FEEDBACK_REPLY_MAX}
      testId="review-reply"
    />
  );
}

/** A private message to the reviewer (the platform's Contact buyer): written, checked, sent. */
export function ContactDialog(props: TextDialogProps) {
  const { t } = useTranslation();
  return (
    <TextDialog
      {...props}
      title={t('feedback.contact.title', { buyer: props.row.buyerName })}
      okText={t('feedback.contact.send')}
      initial=""
      max={FEEDBACK_CONTACT_MAX}
      testId="review-contact"
    />
  );
}

function TextDialog(
  props: TextDialogProps & {
    title: string;
    okText: string;
    initial: string;
    max: number;
    testId: string;
  },
) {
  const buyerText = useBuyerText();
  const [text, setText] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={
        {
          disabled: !text.trim(),
          loading: busy,
          'data-testid': `${props.testId}-send`,
        } as ButtonProps
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
        maxLength={props.max}
        showCount
        data-testid={`${props.testId}-text`}
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
