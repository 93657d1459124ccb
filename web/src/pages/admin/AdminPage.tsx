/**
 * /Admin: an administrator's page — the classes of the school's colleges and majors (create,
 * rename, move, give a teacher), the accounts (search, class filter, create, edit, reset the
 * password, import a file), the storage uploads take per class and the exchange rates. Other
 * roles get the server's 403 (the tab shows to admins only).
 */
import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../shared/useRemote.ts';
import { LoadFailed, PageHeading } from '../teacher/parts.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { adminApi } from './api.ts';
import { ClassesPanel } from './ClassesPanel.tsx';
import { RatesPanel } from './RatesPanel.tsx';
import { StoragePanel } from './StoragePanel.tsx';

export default function AdminPage() {
  const { t } = useTranslation();
  const org = useRemote(useCallback(() => adminApi.org(), []));
  return (
    <div className="page-stack" data-testid="admin-page">
      <PageHeading title={t('admin.title')} subtitle={org.data?.school} onReload={org.reload} />
      {org.failed && !org.data ? <LoadFailed onRetry={org.reload} /> : null}
      {org.data ? (
        <Tabs
          items={[
            {
              key: 'org',
              label: <span data-testid="admin-tab-org">{t('admin.tabs.org')}</span>,
              children: <ClassesPanel org={org.data} onChanged={org.reload} />,
            },
            {
              key: 'accounts',
              label: <span data-testid="admin-tab-accounts">{t('admin.tabs.accounts')}</span>,
              children: <AccountsPanel org={org.data} onChanged={org.reload} />,
            },
            {
              key: 'storage',
              label: <span data-testid="admin-tab-storage">{t('admin.tabs.storage')}</span>,
              children: <StoragePanel />,
            },
            {
              key: 'rates',
              label: <span data-testid="admin-tab-rates">{t('rates.admin.tab')}</span>,
              children: <RatesPanel />,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
