/**
 * The app: antd ConfigProvider (locale and theme; no motion for users who ask the system for
 * less), the root toast holder (loaded when a toast first needs it), the router. antd's App
 * context wraps the signed-in pages only (SignedIn.tsx); the root box gives every page, public
 * ones included, the text style antd App gives its pages (font, size, colour).
 */
import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useLocale } from '../i18n/index.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';
import { RootToastHost } from './RootToastHost.tsx';
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
      <div className="app-root" style={{ fontFamily: theme.token?.fontFamily }}>
        <RootToastHost />
        <RouterProvider router={router} />
      </div>
    </ConfigProvider>
  );
}
