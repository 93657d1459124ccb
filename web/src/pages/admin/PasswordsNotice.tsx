/**
 * Temporary passwords, shown once after a reset, a new account or an import, with the list as a
 * CSV file or an Excel workbook to hand on (made in the browser: the server never answers them
 * again).
 */
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../shared/saveBlob.ts';
import { passwordsCsv, passwordsXlsx } from './passwordsFile.ts';

export type ShownPasswords = { title: string; rows: { username: string; password: string }[] };

export function PasswordsNotice({
  shown,
  onClose,
}: {
  shown: ShownPasswords;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [making, setMaking] = useState(false);
  const head: [string, string] = [t('admin.users.username'), t('admin.users.password')];
  return (
    <Modal
      open
      title={shown.title}
      okText={t('common.confirm')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <div className="page-stack" data-testid="admin-passwords">
        <Alert type="warning" showIcon title={t('admin.users.temporaryHint')} />
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            data-testid="admin-passwords-csv"
            onClick={() =>
              saveBlob(
                new Blob([passwordsCsv(shown.rows, head)], { type: 'text/csv;charset=utf-8' }),
                t('admin.users.passwordsFile', { ext: 'csv' }),
              )
            }
          >
            {t('admin.users.passwordsCsv')}
          </Button>
          <Button
            icon={<FileExcelOutlined />}
            loading={making}
            data-testid="admin-passwords-xlsx"
            onClick={async () => {
              setMaking(true);
              try {
                saveBlob(
                  await passwordsXlsx(shown.rows, head),
                  t('admin.users.passwordsFile', { ext: 'xlsx' }),
                );
              } catch {
                void message.error(t('admin.users.passwordsFailed'));
              } finally {
                setMaking(false);
              }
            }}
          >
            {t('admin.users.passwordsXlsx')}
          </Button>
        </Flex>
        <Table
          size="small"
          rowKey="username"
          dataSource={shown.rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('admin.users.username'), dataIndex: 'username' },
            {
              title: t('admin.users.password'),
              dataIndex: 'password',
              render: (p: string, r) => (
                <Typography.Text code copyable data-testid={`admin-password-${r.username}`}>
                  {p}
                </Typography.Text>
              ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
