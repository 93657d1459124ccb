/** The top header: logo (to /Home), tabs of the built centres, language menu, user menu. */
import { HomeOutlined, ReadOutlined } from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Built tabs only; a route belongs to the tab whose paths it starts with. */
const TABS = [
  { key: '/Home', icon: <HomeOutlined />, label: 'nav.home', paths: ['/Home'] },
  {
    key: '/practiceCenter',
    icon: <ReadOutlined />,
    label: 'nav.practiceCenter',
    paths: ['/practiceCenter', '/CaseList'],
  },
];

export function AppHeader({ tabs = true, children }: { tabs?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = TABS.find((tab) => tab.paths.some((p) => pathname.startsWith(p)))?.key;
  return (
    <Layout.Header className="app-header">
      <Link to="/Home" className="app-logo" data-testid="logo">
        <Logo />
        <span className="app-logo-text">{t('app.name')}</span>
      </Link>
      {tabs ? (
        <Menu
          theme="dark"
          mode="horizontal"
          className="app-tabs"
          selectedKeys={active ? [active] : []}
          items={TABS.map((tab) => ({
            key: tab.key,
            icon: tab.icon,
            label: <span data-testid={`tab-${tab.key.slice(1)}`}>{t(tab.label)}</span>,
          }))}
          onClick={({ key }) => void navigate(key)}
        />
      ) : (
        <div className="app-header-middle">{children}</div>
      )}
      <div className="app-header-right">
        <LanguageMenu />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
