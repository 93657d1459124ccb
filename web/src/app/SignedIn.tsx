/**
 * Every page behind the guard: the stored user info is required (else /login), and antd's App
 * context (message, modal, notification) wraps them. Loaded with the first page behind the
 * guard, not with /login: antd App brings Modal and its dependencies.
 */
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { RequireSession } from './RequireSession.tsx';
import { ToastBridge } from './ToastBridge.tsx';

export function SignedIn() {
  return (
    <RequireSession>
      <AntApp>
        <ToastBridge />
        <Outlet />
      </AntApp>
    </RequireSession>
  );
}
