/**
 * The files beside a draft (its attachments' bytes): the list, an upload (one file at a time,
 * named as the case's attachments name it) and remove. The server checks the type, the size and
 * the draft's limit; the editor's check then reads them as the case does.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authoringApi, type DraftData } from './api.ts';

type DraftFile = DraftData['files'][number];

export function DraftFiles({
  draftId,
  initial,
  readOnly,
  onChange,
}: {
  draftId: string;
  initial: DraftFile[];
  readOnly: boolean;
  /** After an upload or removal: the editor checks the text again against the new files. */
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState(initial);
  const [busy, setBusy] = useState(false);
  const act = async (fn: () => Promise<{ files: DraftFile[] }>, done?: string) => {
    setBusy(true);
    try {
      setFiles((await fn()).files);
      if (done) void message.success(done);
      onChange();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      size="small"
      title={t('authoring.filesTitle')}
      data-testid="draft-files"
      extra={
        <Upload
          showUploadList={false}
          disabled={readOnly || busy}
          accept=".csv,.xlsx,.pdf,.png,.jpg"
          customRequest={({ file }) =>
            void act(
              () => authoringApi.uploadFile(draftId, file as File),
              t('authoring.fileUploaded', { name: (file as File).name }),
            )
          }
        >
          <Button
            icon={<UploadOutlined />}
            disabled={readOnly}
            loading={busy}
            data-testid="draft-file-upload"
          >
            {t('authoring.upload')}
          </Button>
        </Upload>
      }
    >
      <Typography.Paragraph type="secondary">{t('authoring.filesHelp')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={files}
        locale={{ emptyText: t('authoring.noFiles') }}
        renderItem={(f) => (
          <List.Item
            data-testid={`draft-file-${f.name}`}
            actions={[
              <Button
                key="remove"
                size="small"
                icon={<DeleteOutlined />}
                disabled={readOnly || busy}
                onClick={() => void act(() => authoringApi.removeFile(draftId, f.name))}
              >
                {t('authoring.removeFile')}
              </Button>,
            ]}
          >
            <Typography.Text>{f.name}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
