/**
 * The student asks the teacher to look at one point of their submitted attempt again, saying why
 * (once per point; the teacher answers with a new score or the same one and a reason).
 */
import { Form, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointResult } from '../../../../schemas/api/practice.ts';
import { REVIEW_NOTE_MAX } from '../../../../schemas/attempt.ts';
import { useLocalText } from '../../shared/format.ts';

type Props = {
  point: PointResult;
  onSend: (note: string) => Promise<boolean>;
  onClose: () => void;
};

export function AskReviewModal({ point, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const ok = await onSend(note.trim());
    setSending(false);
    if (ok) onClose();
  };
  return (
    <Modal
      open
      title={t('analysis.ask.title', { point: point.pointID })}
      okText={t('analysis.ask.send')}
      okButtonProps={
        {
          disabled: note.trim().length === 0,
          loading: sending,
          'data-testid': 'ask-review-send',
        } as ButtonProps
      }
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Typography.Paragraph>{text(point.content)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('analysis.ask.now', { earned: point.earned, score: point.score })}
        </Typography.Paragraph>
        <Form.Item label={t('analysis.ask.note')} extra={t('analysis.ask.noteHint')} required>
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_NOTE_MAX}
            showCount
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="ask-review-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
