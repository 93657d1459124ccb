/** The navigation guard: every page but /login and /404 needs the stored user info. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const userInfo = useSession((s) => s.userInfo);
  const location = useLocation();
  if (!userInfo) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
