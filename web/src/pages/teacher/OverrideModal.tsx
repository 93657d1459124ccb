/**
 * A teacher adjusts one tracking point of a submitted attempt: full marks, none, another score
 * within the point's range (one outside it is refused with a message, never clamped), or back to what the events earned — always with a reason the student
 * reads in their analysis. The server records it as the teacher's event.
 */
import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointResult } from '../../../../schemas/api/practice.ts';
import { OVERRIDE_REASON_MAX } from '../../../../schemas/attempt.ts';
import { useLocalText } from '../../shared/format.ts';

type Choice = 'full' | 'none' | 'custom' | 'clear';
type Props = {
  point: PointResult;
  /** A suggestion to start from (a second opinion the teacher confirms). */
  initial?: { earned: number; reason: string };
  onSave: (earned: number | null, reason: string) => Promise<boolean>;
  onClose: () => void;
};

export function OverrideModal({ point, initial, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  const [choice, setChoice] = useState<Choice>(
    initial ? 'custom' : point.earned === point.score ? 'none' : 'full',
  );
  const [custom, setCustom] = useState<number | null>(initial?.earned ?? point.earned);
  const [reason, setReason] = useState(initial?.reason ?? '');
  const [saving, setSaving] = useState(false);
  const [low, high] = point.score < 0 ? [point.score, 0] : [0, point.score];
  const earned =
    choice === 'full' ? point.score : choice === 'none' ? 0 : choice === 'clear' ? null : custom;
  // Refused with a message, not clamped: the teacher sees the score they typed is not taken.
  const outOfRange = choice === 'custom' && custom !== null && (custom < low || custom > high);
  const ready =
    reason.trim().length > 0 && (choice !== 'custom' || (custom !== null && !outOfRange));

  const save = async () => {
    setSaving(true);
    const ok = await onSave(earned, reason.trim());
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open
      title={t('teacher.override.title', { point: point.pointID })}
      okText={t('teacher.override.save')}
      okButtonProps={{ disabled: !ready, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="override-form">
        <Typography.Paragraph>{text(point.content)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('teacher.override.now', { earned: point.earned, score: point.score })}
        </Typography.Paragraph>
        <Form.Item
          label={t('teacher.override.earned')}
          validateStatus={outOfRange ? 'error' : undefined}
          help={
            outOfRange ? (
              <span data-testid="override-out-of-range">
                {t('points.error.earnedOutOfRange', { low, high })}
              </span>
            ) : undefined
          }
        >
          <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
            <Radio value="full" data-testid="override-full">
              {t('teacher.override.full', { score: point.score })}
            </Radio>
            <Radio value="none" data-testid="override-none">
              {t('teacher.override.none')}
            </Radio>
            <Radio value="custom" data-testid="override-custom-choice">
              {t('teacher.override.custom')}
            </Radio>
            {point.override ? <Radio value="clear">{t('teacher.override.clear')}</Radio> : null}
          </Radio.Group>
          {choice === 'custom' ? (
            <InputNumber
              value={custom}
              onChange={(v) => setCustom(v)}
              status={outOfRange ? 'error' : undefined}
              data-testid="override-custom"
            />
          ) : null}
        </Form.Item>
        <Form.Item label={t('teacher.override.reason')} required>
          <Input.TextArea
            rows={3}
            maxLength={OVERRIDE_REASON_MAX}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="override-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
