/** The app's API client: session token, translated toasts, and the session cleared on 401. */
import i18n from 'i18next';
import { clearSession, useSession } from '../session/session.ts';
import { createApiClient } from './client.ts';
import { toast } from './toast.ts';

export const api = createApiClient({
  getToken: () => useSession.getState().token,
  // The route guard sees the empty session and sends the user to /login.
  onUnauthorized: clearSession,
  notify: toast,
  translate: (key, params) => i18n.t(key, params ?? {}),
});
