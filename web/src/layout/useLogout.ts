/** Ends the session: tells the server (whatever it answers), forgets it here, goes to /login. */
import { useNavigate } from 'react-router';
import { userApi } from '../api/endpoints.ts';
import { clearSession } from '../session/session.ts';

export const useLogout = () => {
  const navigate = useNavigate();
  return async () => {
    try {
      await userApi.logout();
    } catch {
      // the session ends here whatever the server said
    }
    clearSession();
    void navigate('/login', { replace: true });
  };
};
