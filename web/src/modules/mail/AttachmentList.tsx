/** A mail's files: each downloads on a click; a sent or received mail offers them all as one .zip. */
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailAttachment } from '../../../../schemas/mail/domain.ts';
import { api } from '../../api/index.ts';
import { useSession } from '../../session/session.ts';
import { saveBlob } from '../../shared/saveBlob.ts';

const kib = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

type Props = {
  files: MailAttachment[];
  /** The mail they belong to (offers "download all"); omitted while composing. */
  mailId?: string;
  /** Removes a file from the mail being written. */
  onRemove?: (id: string) => void;
};

export function AttachmentList({ files, mailId, onRemove }: Props) {
  const { t } = useTranslation();
  const userCaseID = useSession((s) => s.usercaseID);
  if (files.length === 0 || !userCaseID) return null;
  const one = async (f: MailAttachment) =>
    saveBlob(await api.download('/PTMail/Attachment', { userCaseID, id: f.id }), f.name);
  const all = async () =>
    saveBlob(
      await api.download('/PTMail/Attachments', { userCaseID, mailId }),
      `mail-${mailId}-attachments.zip`,
    );
  return (
    <Space wrap className="mail-attachments" data-testid="mail-attachments">
      {files.map((f) => (
        <Tag
          key={f.id}
          icon={<PaperClipOutlined />}
          closable={Boolean(onRemove)}
          onClose={() => onRemove?.(f.id)}
        >
          <a onClick={() => void one(f)} data-testid="mail-attachment">
            {f.name}
          </a>{' '}
          {t('mail.fileSize', { size: kib(f.size) })}
        </Tag>
      ))}
      {mailId && files.length > 1 && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          data-testid="mail-download-all"
          onClick={() => void all()}
        >
          {t('mail.downloadAll')}
        </Button>
      )}
    </Space>
  );
}
