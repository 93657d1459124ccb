/**
 * A new claim: store, counterparty kind and counterparty, reason (only those the kind can be
 * claimed for), the order it concerns, the amount (at most what the order brought in) and a
 * description. All but the order are required.
 */
import { Form, Input, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimListData } from '../../../../schemas/claim/api.ts';
import {
  CLAIM_AMOUNT_MAX,
  CLAIM_REASONS,
  CLAIM_TEXT_MAX,
  CLAIM_TYPES,
  type ClaimReason,
  type ClaimType,
} from '../../../../schemas/claim/domain.ts';
import { useLocalText } from '../../shared/format.ts';

export type NewClaim = {
  store: string;
  kind: ClaimType;
  counterparty: string;
  reason: ClaimReason;
  orderNo?: string;
  amount: number;
  description: string;
};

type Props = { data: ClaimListData; onAdd: (c: NewClaim) => Promise<boolean>; onClose: () => void };

export function AddClaimModal({ data, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const [form] = Form.useForm<NewClaim>();
  const [busy, setBusy] = useState(false);
  const kind = Form.useWatch('kind', form);
  const store = Form.useWatch('store', form);
  const orderNo = Form.useWatch('orderNo', form);
  const order = data.orders.find((o) => o.orderNo === orderNo);
  const currency = data.stores.find((s) => s.id === store)?.currency ?? '';
  const required = [{ required: true, message: t('claim.form.required') }];
  return (
    <Modal
      open
      title={t('claim.add')}
      okText={t('claim.form.submit')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'claim-submit' } as ButtonProps}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<NewClaim>
        form={form}
        layout="vertical"
        data-testid="claim-form"
        onFinish={async (v) => {
          setBusy(true);
          const done = await onAdd({ ...v, description: v.description.trim() });
          setBusy(false);
          if (done) onClose();
        }}
      >
        <Form.Item name="store" label={t('claim.col.store')} rules={required}>
          <Select
            data-testid="claim-store"
            options={data.stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('claim.col.kind')} rules={required}>
          <Select
            data-testid="claim-kind"
            options={CLAIM_TYPES.map((k) => ({ value: k, label: t(`claim.kind.${k}`) }))}
            onChange={() => form.setFieldsValue({ counterparty: undefined, reason: undefined })}
          />
        </Form.Item>
        <Form.Item name="counterparty" label={t('claim.col.counterparty')} rules={required}>
          <Select
            data-testid="claim-counterparty"
            disabled={!kind}
            options={data.counterparties
              .filter((c) => c.kind === kind)
              .map((c) => ({ value: c.id, label: local(c.name) }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('claim.col.reason')} rules={required}>
          <Select
            data-testid="claim-reason"
            disabled={!kind}
            options={(Object.keys(CLAIM_REASONS) as ClaimReason[])
              .filter((r) => kind && (CLAIM_REASONS[r] as readonly string[]).includes(kind))
              .map((r) => ({ value: r, label: t(`claim.reason.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={t('claim.col.order')}>
          <Select
            allowClear
            showSearch
            data-testid="claim-order"
            options={data.orders
              .filter((o) => !store || o.store === store)
              .map((o) => ({ value: o.orderNo, label: o.orderNo }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('claim.col.amount')}
          rules={required}
          extra={
            order ? t('claim.form.atMost', { amount: order.amountReceived, currency }) : undefined
          }
        >
          <InputNumber
            min={0.01}
            max={Math.min(CLAIM_AMOUNT_MAX, order?.amountReceived ?? CLAIM_AMOUNT_MAX)}
            precision={2}
            addonAfter={currency}
            style={{ width: '100%' }}
            data-testid="claim-amount"
          />
        </Form.Item>
        <Form.Item name="description" label={t('claim.col.description')} rules={required}>
          <Input.TextArea
            rows={4}
            maxLength={CLAIM_TEXT_MAX}
            showCount
            data-testid="claim-description"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
