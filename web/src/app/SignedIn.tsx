/**
 * Every page behind the guard: the stored user info is required (else /login), and antd's App
 * context (message, modal, notification) wraps them. Loaded with the first page behind the
 * guard, not with /login: antd App brings Modal and its dependencies. A user whose password an
 * administrator set sees only the change-password dialog until they change it (the server answers
 * every other call 403 meanwhile).
 */
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { ChangePasswordModal } from '../layout/ChangePasswordModal.tsx';
import { useSession } from '../session/session.ts';
import { RequireSession } from './RequireSession.tsx';
import { ToastBridge } from './ToastBridge.tsx';

export function SignedIn() {
  const mustChange = useSession((s) => s.userInfo?.mustChangePassword === true);
  return (
    <RequireSession>
      <AntApp notification={{ maxCount: 3, stack: { threshold: 3 } }}>
        <ToastBridge />
        {mustChange ? <ChangePasswordModal open forced onClose={() => undefined} /> : <Outlet />}
      </AntApp>
    </RequireSession>
  );
}
