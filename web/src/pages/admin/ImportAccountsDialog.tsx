/**
 * Import accounts from one .csv or .xlsx file: either every row is imported (and the passwords
 * the server generated are shown, once) or none, and every row error is listed.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_IMPORT_MAX_ROWS } from '../../../../schemas/api/admin.ts';
import { isApiError, type RowError } from '../../api/errors.ts';
import { adminApi } from './api.ts';

type Generated = { username: string; password: string };

export function ImportAccountsDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (count: number, passwords: Generated[]) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [sending, setSending] = useState(false);
  const [rows, setRows] = useState<RowError[]>([]);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setRows([]);
    setError(null);
    const raw = file?.originFileObj;
    if (!file || !(raw instanceof Blob)) {
      setError(t('import.error.noFile'));
      return;
    }
    const form = new FormData();
    form.set('file', raw, file.name);
    setSending(true);
    try {
      const data = await adminApi.importUsers(form);
      onImported(data.imported, data.passwords);
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
      open
      title={t('admin.import.title')}
      okText={t('importFile.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <div data-testid="admin-import-dialog" className="page-stack">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('admin.import.columns')}
        </Typography.Paragraph>
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
          data-testid="admin-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('importFile.pick')}</p>
          <p className="ant-upload-hint">{t('admin.import.hint', { max: USER_IMPORT_MAX_ROWS })}</p>
        </Upload.Dragger>
        {error ? (
          <Alert type="error" showIcon title={error} data-testid="admin-import-error" />
        ) : null}
        {rows.length > 0 ? (
          <Table<RowError>
            size="small"
            data-testid="admin-import-row-errors"
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
