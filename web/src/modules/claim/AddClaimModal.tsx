/**
 * A new claim: store, counterparty kind and counterparty, reason (only those the kind can be
 * claimed for), the order it concerns, the amount (at most the order's `claimMax`, the engine's
 * ceiling: what the order still holds after refunds), a description, and the files that prove
 * it (the case's documents by their chips, or the student's own uploads). All but the order and
 * the files are required.
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
import { EVIDENCE_FILES_MAX, EVIDENCE_MAX_BYTES } from '../../../../schemas/evidenceFiles.ts';
import { EVIDENCE_ACCEPT, EvidenceFiles, type UploadedFile } from '../../case/EvidenceFiles.tsx';
import { useLocalText } from '../../shared/format.ts';
import { claimApi } from './api.ts';

export type NewClaim = {
  store: string;
  kind: ClaimType;
  counterparty: string;
  reason: ClaimReason;
  orderNo?: string;
  amount: number;
  description: string;
  files?: { id: string }[];
};

type Props = {
  userCaseID: string;
  data: ClaimListData;
  onAdd: (c: NewClaim) => Promise<boolean>;
  onClose: () => void;
};

export function AddClaimModal({ userCaseID, data, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const [form] = Form.useForm<NewClaim>();
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
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
      okButtonProps={{ disabled: uploading, 'data-testid': 'claim-submit' } as ButtonProps}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<NewClaim>
        form={form}
        layout="vertical"
        data-testid="claim-form"
        onFinish={async (v) => {
          setBusy(true);
          const done = await onAdd({
            ...v,
            description: v.description.trim(),
            ...(files.length > 0 ? { files: files.map((f) => ({ id: f.id })) } : {}),
          });
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
          extra={order ? t('claim.form.atMost', { amount: order.claimMax, currency }) : undefined}
        >
          <InputNumber
            min={0.01}
            max={order?.claimMax ?? CLAIM_AMOUNT_MAX}
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
        <Form.Item
          label={t('claim.files.label')}
          extra={t('claim.files.hint', {
            types: EVIDENCE_ACCEPT,
            mb: EVIDENCE_MAX_BYTES / 1024 / 1024,
            max: EVIDENCE_FILES_MAX,
          })}
        >
          <EvidenceFiles
            files={files}
            onChange={setFiles}
            upload={(file) => claimApi.upload(userCaseID, file)}
            onBusy={setUploading}
            attachLabel={t('claim.files.attach', { count: files.length, max: EVIDENCE_FILES_MAX })}
            removeLabel={t('claim.files.remove')}
            tooLarge="claim.error.fileTooLarge"
            testId="claim-files"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
