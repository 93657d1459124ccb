/**
 * Evidence for a claim the counterparty asked about: what it asks for (its own words), what the
 * store says, and files (the case's documents by their chips, or the student's own uploads).
 */
import { Alert, Form, Input, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimRow } from '../../../../schemas/claim/api.ts';
import { CLAIM_TEXT_MAX } from '../../../../schemas/claim/domain.ts';
import { EVIDENCE_FILES_MAX, EVIDENCE_MAX_BYTES } from '../../../../schemas/evidenceFiles.ts';
import { EVIDENCE_ACCEPT, EvidenceFiles, type UploadedFile } from '../../case/EvidenceFiles.tsx';
import { useLocalText } from '../../shared/format.ts';
import { claimApi } from './api.ts';

type Props = {
  userCaseID: string;
  claim: ClaimRow;
  onSubmit: (e: { text: string; files: { id: string }[] }) => Promise<boolean>;
  onClose: () => void;
};

export function ClaimEvidenceModal({ userCaseID, claim, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const local = useLocalText();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const ready = text.trim().length > 0 && !uploading;

  const submit = async () => {
    setSending(true);
    const ok = await onSubmit({ text: text.trim(), files: files.map((f) => ({ id: f.id })) });
    setSending(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open
      width={640}
      title={t('claim.evidence.title', { id: claim.id })}
      okText={t('claim.evidence.submit')}
      okButtonProps={
        { disabled: !ready, loading: sending, 'data-testid': 'claim-evidence-ok' } as ButtonProps
      }
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="claim-evidence-form">
        {claim.ask && (
          <Alert
            type="info"
            showIcon
            data-testid="claim-evidence-ask"
            message={t('claim.evidence.asked')}
            description={local(claim.ask)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('claim.evidence.text')} required extra={t('claim.evidence.hint')}>
          <Input.TextArea
            rows={4}
            maxLength={CLAIM_TEXT_MAX}
            showCount
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="claim-evidence-text"
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
            testId="claim-evidence"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
