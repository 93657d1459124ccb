/** The files sent with a claim and its evidence, each a link that downloads it (/File). */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidenceFile } from '../../../../schemas/evidenceFiles.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { claimApi } from './api.ts';

export function ClaimFiles({ userCaseID, files }: { userCaseID: string; files: EvidenceFile[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return null;
  const download = async (f: EvidenceFile) => {
    setBusy(f.id);
    try {
      saveBlob(await claimApi.file(userCaseID, f.id), f.name);
    } catch {
      // the API client has shown the reason
    } finally {
      setBusy(null);
    }
  };
  return (
    <div data-testid="claim-files">
      <Typography.Text strong>{t('claim.files.sent')}</Typography.Text>
      <Space wrap size={4}>
        {files.map((f) => (
          <Button
            key={f.id}
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={busy === f.id}
            data-testid="claim-file"
            title={t('claim.files.download', { name: f.name })}
            onClick={() => void download(f)}
          >
            {f.name}
          </Button>
        ))}
      </Space>
    </div>
  );
}
