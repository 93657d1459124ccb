/**
 * Refund from a dispute: what is left of the dispute amount is a full refund (after the spec's
 * full-refund confirmation) and ends it; less is a partial-refund offer the buyer answers, where
 * the engine allows one (not on a card dispute, not while an offer waits). A buyer's counter-offer
 * is shown: refunding that much settles it.
 */
import { type ButtonProps, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFullRefund } from '../../../../engine/afterSales/refund.ts';
import type { DisputeRow } from '../../../../schemas/dispute/api.ts';
import { useMoney } from '../../shared/format.ts';
import { useConfirm } from '../../shared/module/useConfirm.ts';

type Props = {
  dispute: DisputeRow;
  onRefund: (amount: number) => Promise<boolean>;
  onClose: () => void;
};

export function RefundModal({ dispute: d, onRefund, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const confirm = useConfirm();
  const { left, refundMax } = d;
  const partial = d.actions.includes('offer');
  const [amount, setAmount] = useState<number | null>(d.counter ?? left);
  const full = !partial || (amount !== null && isFullRefund(amount, left));
  const label = (v: number) => `${d.currency} ${money(v)}`;

  const submit = async () => {
    if (amount === null || amount <= 0) return;
    const done = full
      ? await confirm(
          t('dispute.refund.fullTitle'),
          t('dispute.refund.fullConfirm', { amount: label(left), id: d.id }),
          () => onRefund(left),
          true,
        )
      : await onRefund(amount);
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={t('dispute.refund.title', { id: d.id })}
      okText={full ? t('dispute.refund.full') : t('dispute.refund.offer')}
      okButtonProps={
        {
          disabled: amount === null || amount <= 0,
          'data-testid': 'dispute-refund-ok',
        } as ButtonProps
      }
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('dispute.refund.amount')}
          extra={partial ? t('dispute.refund.hint', { amount: label(left) }) : undefined}
        >
          <InputNumber
            min={0.01}
            max={refundMax}
            step={1}
            precision={2}
            disabled={!partial}
            value={partial ? amount : left}
            onChange={(v) => setAmount(v)}
            addonBefore={d.currency}
            style={{ width: 240 }}
            data-testid="dispute-refund-amount"
          />
        </Form.Item>
        {d.counter !== null && (
          <Typography.Paragraph type="warning" data-testid="dispute-refund-counter">
            {t('dispute.refund.counter', { amount: label(d.counter) })}
          </Typography.Paragraph>
        )}
        {!partial && d.offer === null && (
          <Typography.Paragraph type="secondary" data-testid="dispute-refund-full-only">
            {t('dispute.refund.fullOnly')}
          </Typography.Paragraph>
        )}
        {!partial && d.offer !== null && (
          <Typography.Paragraph type="secondary">
            {t('dispute.offerPending', { amount: label(d.offer) })}
          </Typography.Paragraph>
        )}
        <Typography.Text type={full ? 'danger' : 'secondary'}>
          {full ? t('dispute.refund.isFull') : t('dispute.refund.isPartial')}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
