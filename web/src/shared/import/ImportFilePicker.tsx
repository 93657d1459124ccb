/**
 * What every file import shows (the warehouse's and order desk's ImportDialog, the admin's account
 * import): one .csv or .xlsx file picked or dropped, a progress bar while it uploads, and either the
 * refusal or every row error (row, column, message) — the import is all or nothing.
 * `useImportFile` holds the picked file and the outcome; `send` runs the upload with the file and
 * turns an API refusal into the error and the rows.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Table, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type RowError } from '../../api/errors.ts';

export const useImportFile = () => {
  const { t } = useTranslation();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [sending, setSending] = useState(false);
  const [rows, setRows] = useState<RowError[]>([]);
  const [error, setError] = useState<string | null>(null);
  const clearOutcome = () => {
    setRows([]);
    setError(null);
  };
  return {
    file,
    sending,
    rows,
    error,
    pick: (f: UploadFile | null) => {
      setFile(f);
      clearOutcome();
    },
    reset: () => {
      setFile(null);
      clearOutcome();
    },
    /** Uploads the picked file with `upload`; says so when none is picked. */
    send: async (upload: (raw: Blob, name: string) => Promise<void>) => {
      clearOutcome();
      const raw = file?.originFileObj ?? (file as unknown as File | null);
      if (!file || !(raw instanceof Blob)) {
        setError(t('import.error.noFile'));
        return;
      }
      setSending(true);
      try {
        await upload(raw, file.name);
      } catch (e) {
        if (isApiError(e)) {
          setRows(e.rows);
          setError(t(e.key, e.params));
        }
      } finally {
        setSending(false);
      }
    },
  };
};

export function ImportFilePicker({
  state,
  hint,
  testIdPrefix = '',
}: {
  state: ReturnType<typeof useImportFile>;
  hint: string;
  /** Prefix of the test ids (`import-file`, `import-error`, `import-row-errors`). */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const { file, sending, rows, error, pick } = state;
  return (
    <>
      <Upload.Dragger
        accept=".csv,.xlsx"
        maxCount={1}
        fileList={file ? [file] : []}
        beforeUpload={(f) => {
          pick({ uid: f.uid, name: f.name, originFileObj: f } as UploadFile);
          return false;
        }}
        onRemove={() => pick(null)}
        data-testid={`${testIdPrefix}import-file`}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('importFile.pick')}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {sending ? <Progress percent={100} status="active" showInfo={false} /> : null}
      {error ? (
        <Alert type="error" showIcon title={error} data-testid={`${testIdPrefix}import-error`} />
      ) : null}
      {rows.length > 0 ? (
        <Table<RowError>
          size="small"
          data-testid={`${testIdPrefix}import-row-errors`}
          rowKey={(r) => `${r.row}:${r.column}:${r.messageKey}`}
          dataSource={rows}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
          columns={[
            { title: t('importFile.row'), dataIndex: 'row', width: 70 },
            { title: t('importFile.column'), dataIndex: 'column', width: 140 },
            {
              title: t('importFile.message'),
              key: 'message',
              render: (_, r) => t(r.messageKey, r.params ?? {}),
            },
          ]}
        />
      ) : null}
    </>
  );
}
