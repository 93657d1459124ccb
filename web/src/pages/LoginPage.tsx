/**
 * /login: user name and password; a wrong password shows the server's reason inline too.
 * The first page most visitors load: of antd it uses the inputs and the button only (the card,
 * the headings and the form are plain elements styled in styles.css; the error's Alert loads when
 * a sign-in first fails), so a first visit downloads little more than React and the router.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '../../../schemas/api/user.ts';
import { userApi } from '../api/endpoints.ts';
import { isApiError } from '../api/errors.ts';
import { LanguageMenu } from '../layout/LanguageMenu.tsx';
import { Logo } from '../layout/Logo.tsx';
import { signIn } from '../session/session.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginShowcase } from './LoginShowcase.tsx';

const LoginError = lazy(() => import('./LoginError.tsx'));

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = async (values: LoginBody) => {
    setBusy(true);
    setError(null);
    try {
      // The reason shows inline on this page, not as a toast.
      const data = await userApi.login(values, { quiet: true, deviceCookie: true });
      signIn(data);
      void navigate(from && from !== '/login' ? from : '/Home', { replace: true });
    } catch (e) {
      setError(isApiError(e) ? t(e.key, e.params) : t('http.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <LoginShowcase />
      <div className="login-panel">
        <div className="login-lang">
          <LanguageMenu dark={false} />
        </div>
        <main className="login-card">
          <div className="login-card-head">
            <Logo size={40} />
            <div>
              <h1 className="login-title">{t('login.title')}</h1>
              <span className="login-secondary">{t('login.subtitle')}</span>
            </div>
          </div>
          {error ? (
            <Suspense fallback={null}>
              <LoginError text={error} />
            </Suspense>
          ) : null}
          <LoginForm busy={busy} onSubmit={(v) => void submit(v)} />
          <p className="login-secondary login-hint">{t('login.hint')}</p>
        </main>
      </div>
    </div>
  );
}
