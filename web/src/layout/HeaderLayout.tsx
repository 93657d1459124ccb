/** Header-only layout (spec 2): practice centre and case list, a narrower framed page. */
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.tsx';

export function HeaderLayout() {
  return (
    <Layout className="app-shell">
      <AppHeader />
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
