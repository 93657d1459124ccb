/**
 * The files the case hands the student (its attachments), each a download button: in the task
 * dialog (all of them) and in an import dialog (the files meant for that import). Where a dialog
 * takes files (dispute evidence), a file's chip attaches it, and a link beside it downloads it.
 */
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseFileItem } from '../../../schemas/api/practice.ts';
import { practiceApi } from '../api/endpoints.ts';
import { useSession } from '../session/session.ts';
import { useLocalText } from '../shared/format.ts';
import { saveBlob } from '../shared/saveBlob.ts';
import { useCaseStore } from './caseStore.ts';

const kib = (n: number) => Math.max(1, Math.round(n / 1024));

/** Which of the case's files: for an import, the evidence documents, or all (no kind). */
type Kind = 'orders' | 'stock' | 'evidence';
const isFor = (f: CaseFileItem, kind: Kind) =>
  kind === 'evidence' ? !f.import && /\.(pdf|png|jpg)$/i.test(f.name) : f.import === kind;
const TITLE = { orders: 'filesForImport', stock: 'filesForImport', evidence: 'filesForEvidence' };

export function CaseFileLinks({
  kind,
  onAttach,
  full = false,
}: {
  kind?: Kind;
  /** Attach the case's file to what the dialog sends (it is fetched, then handed over). */
  onAttach?: (file: File) => Promise<void>;
  /** No room for another file. */
  full?: boolean;
}) {
  const { t } = useTranslation();
  const text = useLocalText();
  const userCaseID = useSession((s) => s.usercaseID);
  const all = useCaseStore((s) => s.caseInfo?.attachments ?? []);
  const files = kind ? all.filter((f) => isFor(f, kind)) : all;
  const [busy, setBusy] = useState<string | null>(null);
  if (!userCaseID || files.length === 0) return null;

  const download = async (f: CaseFileItem) => {
    setBusy(f.name);
    try {
      saveBlob(await practiceApi.caseFile(userCaseID, f.name), f.name);
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(null);
    }
  };

  const attach = async (f: CaseFileItem) => {
    if (!onAttach) return;
    setBusy(f.name);
    try {
      const blob = await practiceApi.caseFile(userCaseID, f.name);
      await onAttach(new File([blob], f.name, { type: blob.type }));
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="case-files" data-testid="case-files">
      <Typography.Text strong>
        <PaperClipOutlined /> {t(`caseWork.${kind ? TITLE[kind] : 'files'}`)}
      </Typography.Text>
      <Space wrap size={8} className="case-files-list">
        {files.map((f) =>
          onAttach ? (
            <Space.Compact key={f.name} size="small">
              <Button
                icon={<PaperClipOutlined />}
                loading={busy === f.name}
                disabled={full}
                data-testid={`case-file-attach-${f.name}`}
                onClick={() => void attach(f)}
                title={t('caseWork.attachFile', { name: f.title ? text(f.title) : f.name })}
              >
                {t('caseWork.fileButton', { name: f.name, size: kib(f.size) })}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                data-testid={`case-file-${f.name}`}
                aria-label={t('caseWork.downloadFile', { name: f.name })}
                title={t('caseWork.downloadFile', { name: f.name })}
                onClick={() => void download(f)}
              />
            </Space.Compact>
          ) : (
            <Button
              key={f.name}
              size="small"
              icon={<DownloadOutlined />}
              loading={busy === f.name}
              data-testid={`case-file-${f.name}`}
              onClick={() => void download(f)}
              title={f.title ? text(f.title) : f.name}
            >
              {t('caseWork.fileButton', { name: f.name, size: kib(f.size) })}
            </Button>
          ),
        )}
      </Space>
    </div>
  );
}
