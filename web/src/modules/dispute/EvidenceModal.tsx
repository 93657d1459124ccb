/**
 * Evidence for the platform: the defence reasons that answer the dispute's kind (and what evidence
 * wins that kind), what the seller says, and files (uploaded one by one, of the allowed types and
 * size). The platform rules on all of it.
 */
import { type ButtonProps, Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeRow } from '../../../../schemas/dispute/api.ts';
import {
  DISPUTE_TEXT_MAX,
  EVIDENCE_FILES_MAX,
  EVIDENCE_MAX_BYTES,
  type DefenceReason,
} from '../../../../schemas/dispute/domain.ts';
import { EVIDENCE_ACCEPT, EvidenceFiles, type UploadedFile } from '../../case/EvidenceFiles.tsx';
import { disputeApi } from './api.ts';
type Props = {
  userCaseID: string;
  dispute: DisputeRow;
  filesRequired: boolean;
  /** Evidence goes once (card disputes): say so before it is sent. */
  once: boolean;
  onSubmit: (e: {
    reasons: DefenceReason[];
    text: string;
    files: { id: string }[];
  }) => Promise<boolean>;
  onClose: () => void;
};

export function EvidenceModal({
  userCaseID,
  dispute,
  filesRequired,
  once,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<DefenceReason[]>([]);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const ready = reasons.length > 0 && text.trim().length > 0 && !uploading;

  const submit = async () => {
    setSending(true);
    const ok = await onSubmit({
      reasons,
      text: text.trim(),
      files: files.map((f) => ({ id: f.id })),
    });
    setSending(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open
      width={640}
      title={t('dispute.evidence.title', { id: dispute.id })}
      okText={t('dispute.evidence.submit')}
      okButtonProps={
        { disabled: !ready, loading: sending, 'data-testid': 'dispute-evidence-ok' } as ButtonProps
      }
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="dispute-evidence-form">
        {dispute.kind && (
          <Alert
            type="info"
            showIcon
            data-testid="dispute-evidence-kind"
            message={t('dispute.evidence.kind', { kind: t(`dispute.kind.${dispute.kind}.label`) })}
            description={t(`dispute.kind.${dispute.kind}.evidence`)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('dispute.evidence.reasons')} required>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            value={reasons}
            onChange={(v) => setReasons(v as DefenceReason[])}
            options={dispute.defences.map((r) => ({
              value: r,
              label: <span data-testid={`dispute-reason-${r}`}>{t(`dispute.reason.${r}`)}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('dispute.evidence.text')}
          required
          extra={t('dispute.evidence.textHint')}
        >
          <Input.TextArea
            rows={4}
            maxLength={DISPUTE_TEXT_MAX}
            showCount
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="dispute-evidence-text"
          />
        </Form.Item>
        <Form.Item
          label={t('dispute.evidence.files')}
          extra={t('dispute.evidence.filesHint', {
            types: EVIDENCE_ACCEPT,
            mb: EVIDENCE_MAX_BYTES / 1024 / 1024,
            max: EVIDENCE_FILES_MAX,
          })}
        >
          <EvidenceFiles
            files={files}
            onChange={setFiles}
            upload={(file) => disputeApi.upload(userCaseID, file)}
            onBusy={setUploading}
            attachLabel={t('dispute.evidence.attach', {
              count: files.length,
              max: EVIDENCE_FILES_MAX,
            })}
            removeLabel={t('dispute.evidence.remove')}
            tooLarge="dispute.error.fileTooLarge"
            testId="dispute-evidence"
          />
          {filesRequired && files.length === 0 && (
            <Typography.Text type="warning">{t('dispute.evidence.filesRequired')}</Typography.Text>
          )}
          {once && (
            <div>
              <Typography.Text type="warning" data-testid="dispute-evidence-once">
                {t('dispute.evidence.once')}
              </Typography.Text>
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
