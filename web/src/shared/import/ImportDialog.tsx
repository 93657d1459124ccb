/**
 * File import (spec 5): pick one .csv or .xlsx file, upload it with the attempt's version, and
 * see either "import successful" or every row error (row, column, message) — in which case
 * nothing was imported. Used by the warehouse (products) and the order desk (orders).
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Modal, Progress, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportData } from '../../../../schemas/api/operate.ts';
import { api } from '../../api/index.ts';
import { announceVersion } from '../../case/caseStore.ts';
import { isApiError, type RowError } from '../../api/errors.ts';

type Props = {
  open: boolean;
  title: string;
  /** API path of the import, e.g. /PTStorage/Import. */
  path: string;
  userCaseID: string;
  version: number | undefined;
  /** Column names of the header row, required first. */
  columns: { required: readonly string[]; optional: readonly string[] };
  onClose: () => void;
  /** The case's files for this import, offered for download above the picker. */
  files?: ReactNode;
};

export function ImportDialog(p: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [sending, setSending] = useState(false);
  const [rows, setRows] = useState<RowError[]>([]);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setRows([]);
    setError(null);
    p.onClose();
  };

  const send = async () => {
    setRows([]);
    setError(null);
    const raw = file?.originFileObj ?? (file as unknown as File | null);
    if (!file || !(raw instanceof Blob)) {
      setError(t('import.error.noFile'));
      return;
    }
    const form = new FormData();
    form.set('userCaseID', p.userCaseID);
    if (p.version !== undefined) form.set('expectedVersion', String(p.version));
    form.set('file', raw, file.name);
    setSending(true);
    try {
      const data = await api.upload<ImportData>(p.path, form, { quiet: true });
      void message.success(t('importFile.success', { count: data.imported }));
      announceVersion(data.version); // the list reloads once
      close();
    } catch (e) {
      if (isApiError(e)) {
        setRows(e.rows);
        setError(t(e.key, e.params));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('importFile.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={close}
      width={720}
      destroyOnHidden
    >
      <div data-testid="import-dialog" className="page-stack">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('importFile.columns', {
            required: p.columns.required.join(', '),
            optional: p.columns.optional.join(', '),
          })}
        </Typography.Paragraph>
        {p.files}
        <Upload.Dragger
          accept=".csv,.xlsx"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={(f) => {
            setFile({ uid: f.uid, name: f.name, originFileObj: f } as UploadFile);
            setRows([]);
            setError(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('importFile.pick')}</p>
          <p className="ant-upload-hint">{t('importFile.hint')}</p>
        </Upload.Dragger>
        {sending ? <Progress percent={100} status="active" showInfo={false} /> : null}
        {error ? <Alert type="error" showIcon title={error} data-testid="import-error" /> : null}
        {rows.length > 0 ? (
          <Table<RowError>
            size="small"
            data-testid="import-row-errors"
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
      </div>
    </Modal>
  );
}
