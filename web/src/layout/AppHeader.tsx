/** The top header: logo (to /Home), tabs of the built centres, language menu, user menu. */
import {
  BookOutlined,
  DatabaseOutlined,
  FileAddOutlined,
  FileTextOutlined,
  HomeOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UserInfo } from '../../../schemas/api/user.ts';
import { useSession } from '../session/session.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

type Role = UserInfo['role'];
const STAFF: Role[] = ['teacher', 'admin'];

/**
 * Built tabs only; a route belongs to the tab whose paths it starts with. A tab with roles shows
 * only to them: the classes to teachers and admins, whose /Home is their classes anyway; the
 * training report to students; administration to admins.
 */
const TABS: { key: string; icon: ReactNode; label: string; paths: string[]; roles?: Role[] }[] = [
  { key: '/Home', icon: <HomeOutlined />, label: 'nav.home', paths: ['/Home'], roles: ['student'] },
  {
    key: '/Teacher',
    icon: <TeamOutlined />,
    label: 'teacher.tab',
    paths: ['/Teacher'],
    roles: STAFF,
  },
  {
    key: '/Teacher/cases',
    icon: <FileAddOutlined />,
    label: 'authoring.tab',
    paths: ['/Teacher/cases'],
    roles: STAFF,
  },
  {
    key: '/Teacher/questions',
    icon: <DatabaseOutlined />,
    label: 'questionBank.tab',
    paths: ['/Teacher/questions'],
    roles: STAFF,
  },
  {
    key: '/Teacher/exams',
    icon: <ScheduleOutlined />,
    label: 'examTeacher.tab',
    paths: ['/Teacher/exams'],
    roles: STAFF,
  },
  {
    key: '/Admin',
    icon: <SettingOutlined />,
    label: 'admin.tab',
    paths: ['/Admin'],
    roles: ['admin'],
  },
  {
    key: '/lessonCenter',
    icon: <BookOutlined />,
    label: 'lesson.tab',
    paths: ['/lessonCenter'],
  },
  {
    key: '/practiceCenter',
    icon: <ReadOutlined />,
    label: 'nav.practiceCenter',
    paths: ['/practiceCenter', '/CaseList'],
  },
  {
    key: '/report',
    icon: <FileTextOutlined />,
    label: 'report.tab',
    paths: ['/report'],
    roles: ['student'],
  },
];

export function AppHeader({ tabs = true, children }: { tabs?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((s) => s.userInfo?.role ?? 'student');
  const visible = TABS.filter((tab) => !tab.roles || tab.roles.includes(role));
  // The tab of the longest path the route starts with (/Teacher/cases is the library's, not /Teacher's).
  const active = visible
    .flatMap((tab) => tab.paths.filter((p) => pathname.startsWith(p)).map((p) => ({ tab, p })))
    .sort((a, b) => b.p.length - a.p.length)[0]?.tab.key;
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
          items={visible.map((tab) => ({
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
