/** Temporary passwords, shown once after a reset, a new account or an import. */
import { Alert, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type ShownPasswords = { title: string; rows: { username: string; password: string }[] };

export function PasswordsNotice({
  shown,
  onClose,
}: {
  shown: ShownPasswords;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
