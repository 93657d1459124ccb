/** The app: antd ConfigProvider (locale and theme), the App context, the router. */
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { useLocale } from '../i18n/index.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';
import { ToastBridge } from './ToastBridge.tsx';

export function Root() {
  const antdLocale = useLocale((s) => s.antd);
  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <AntApp>
        <ToastBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
