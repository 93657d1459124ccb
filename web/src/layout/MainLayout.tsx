/** Main layout (spec 2): the header with tabs above a page such as /Home. */
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.tsx';

export function MainLayout() {
  return (
    <Layout className="app-shell">
      <AppHeader />
      <Layout.Content className="app-content app-content-wide">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
