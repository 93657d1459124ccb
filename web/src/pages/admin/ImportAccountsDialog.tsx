/**
 * Import accounts from one .csv or .xlsx file: either every row is imported (and the passwords
 * the server generated are shown, once) or none, and every row error is listed (ImportFilePicker,
 * shared with the case imports).
 */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_IMPORT_MAX_ROWS } from '../../../../schemas/api/admin.ts';
import { ImportFilePicker, useImportFile } from '../../shared/import/ImportFilePicker.tsx';
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
  const picked = useImportFile();

  const send = () =>
    picked.send(async (raw, name) => {
      const form = new FormData();
      form.set('file', raw, name);
      const data = await adminApi.importUsers(form);
      onImported(data.imported, data.passwords);
    });

  return (
    <Modal
      open
      title={t('admin.import.title')}
      okText={t('importFile.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={picked.sending}
      onOk={() => void send()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <div data-testid="admin-import-dialog" className="page-stack">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('admin.import.columns')}
        </Typography.Paragraph>
        <ImportFilePicker
          state={picked}
          hint={t('admin.import.hint', { max: USER_IMPORT_MAX_ROWS })}
          testIdPrefix="admin-"
        />
      </div>
    </Modal>
  );
}
