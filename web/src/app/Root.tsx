/**
 * The app: antd ConfigProvider (locale and theme; no motion for users who ask the system for
 * less), the App context, the router.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useLocale } from '../i18n/index.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';
import { ToastBridge } from './ToastBridge.tsx';
import { useReducedMotion } from './useReducedMotion.ts';

export function Root() {
  const antdLocale = useLocale((s) => s.antd);
  const reduced = useReducedMotion();
  const themed = useMemo(
    () => (reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reduced],
  );
  return (
    <ConfigProvider locale={antdLocale} theme={themed}>
      <AntApp>
        <ToastBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
