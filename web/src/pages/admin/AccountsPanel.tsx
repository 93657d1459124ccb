/**
 * The accounts: search by name or account, filter by class, paged; create, edit, reset a
 * password (after a confirmation; the temporary password is shown once) and import a file.
 */
import { EditOutlined, KeyOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Select, Space, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, OrgData } from '../../../../schemas/api/admin.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { adminApi } from './api.ts';
import { ImportAccountsDialog } from './ImportAccountsDialog.tsx';
import { PasswordsNotice, type ShownPasswords } from './PasswordsNotice.tsx';

const PAGE_SIZE = 20;

export function AccountsPanel({ org, onChanged }: { org: OrgData; onChanged: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [shown, setShown] = useState<ShownPasswords | null>(null);
  const users = useRemote(
    useCallback(
      () =>
        adminApi.users({
          ...(search ? { search } : {}),
          ...(classId ? { classId } : {}),
          page,
          pageSize: PAGE_SIZE,
        }),
      [search, classId, page],
    ),
  );
  const changed = () => {
    users.reload();
    onChanged();
  };

  const reset = (u: AdminUser) =>
    modal.confirm({
      title: t('admin.users.resetTitle', { name: u.username }),
      content: t('admin.users.resetConfirm'),
      okText: t('admin.users.resetPassword'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const r = await adminApi.resetPassword({ id: u.id });
        setShown({
          title: t('admin.users.temporary', { name: u.username }),
          rows: [{ username: u.username, password: r.password }],
        });
        users.reload();
      },
    });

  return (
    <div className="page-stack">
      <Flex gap={8} wrap justify="space-between">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('admin.users.search')}
            style={{ width: 260 }}
            data-testid="admin-user-search"
            onSearch={(v) => {
              setSearch(v.trim());
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={t('admin.users.allClasses')}
            style={{ width: 260 }}
            data-testid="admin-user-class-filter"
            value={classId}
            onChange={(v?: string) => {
              setClassId(v);
              setPage(1);
            }}
            options={org.classes.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Space>
        <Space wrap>
          <Button
            icon={<UploadOutlined />}
            data-testid="admin-import"
            onClick={() => setImporting(true)}
          >
            {t('admin.import.button')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="admin-user-create"
            onClick={() => setEditing(null)}
          >
            {t('admin.users.create')}
          </Button>
        </Space>
      </Flex>
      <Table<AdminUser>
        size="small"
        rowKey="id"
        data-testid="admin-users"
        loading={users.loading}
        dataSource={users.data?.users ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('common.total', { total }),
          onChange: setPage,
        }}
        columns={[
          { title: t('admin.users.username'), dataIndex: 'username' },
          { title: t('admin.users.displayName'), dataIndex: 'displayName' },
          {
            title: t('admin.users.role'),
            key: 'role',
            render: (_, u) => t(`admin.role.${u.role}`),
          },
          {
            title: t('admin.users.class'),
            key: 'class',
            render: (_, u) => u.className ?? t('common.none'),
          },
          {
            title: t('admin.users.status'),
            key: 'status',
            render: (_, u) =>
              u.mustChangePassword ? (
                <Tag color="warning">{t('admin.users.mustChange')}</Tag>
              ) : (
                <Tag color="success">{t('admin.users.active')}</Tag>
              ),
          },
          {
            title: t('admin.users.actions'),
            key: 'actions',
            width: 220,
            render: (_, u) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  data-testid={`admin-user-edit-${u.username}`}
                  onClick={() => setEditing(u)}
                >
                  {t('admin.users.edit')}
                </Button>
                <Button
                  size="small"
                  icon={<KeyOutlined />}
                  data-testid={`admin-user-reset-${u.username}`}
                  onClick={() => reset(u)}
                >
                  {t('admin.users.resetPassword')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <AccountDialog
          org={org}
          user={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(created) => {
            setEditing(undefined);
            if (created) {
              setShown({
                title: t('admin.users.temporary', { name: created.username }),
                rows: [created],
              });
            }
            changed();
          }}
        />
      ) : null}
      {importing ? (
        <ImportAccountsDialog
          onClose={() => setImporting(false)}
          onImported={(count, passwords) => {
            setImporting(false);
            void message.success(t('admin.import.imported', { count }));
            if (passwords.length > 0)
              setShown({ title: t('admin.import.generated'), rows: passwords });
            changed();
          }}
        />
      ) : null}
      {shown ? <PasswordsNotice shown={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
