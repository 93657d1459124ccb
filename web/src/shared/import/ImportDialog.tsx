/**
 * File import (spec 5): pick one .csv or .xlsx file, upload it with the attempt's version, and
 * see either "import successful" or every row error (row, column, message) — in which case
 * nothing was imported. Used by the warehouse (products) and the order desk (orders).
 */
import { App, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportData } from '../../../../schemas/api/operate.ts';
import { api } from '../../api/index.ts';
import { announceVersion } from '../../case/caseStore.ts';
import { ImportFilePicker, useImportFile } from './ImportFilePicker.tsx';

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
  const picked = useImportFile();

  const close = () => {
    picked.reset();
    p.onClose();
  };

  const send = () =>
    picked.send(async (raw, name) => {
      const form = new FormData();
      form.set('userCaseID', p.userCaseID);
      if (p.version !== undefined) form.set('expectedVersion', String(p.version));
      form.set('file', raw, name);
      const data = await api.upload<ImportData>(p.path, form, { quiet: true });
      void message.success(t('importFile.success', { count: data.imported }));
      announceVersion(data.version); // the list reloads once
      close();
    });

  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('importFile.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={picked.sending}
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
        <ImportFilePicker state={picked} hint={t('importFile.hint')} />
      </div>
    </Modal>
  );
}
