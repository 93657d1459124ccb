/** /login: user name and password; a wrong password shows the server's reason inline too. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginBody } from '../../../schemas/api/user.ts';
import { userApi } from '../api/endpoints.ts';
import { isApiError } from '../api/errors.ts';
import { LanguageMenu } from '../layout/LanguageMenu.tsx';
import { Logo } from '../layout/Logo.tsx';
import { signIn } from '../session/session.ts';
import { LoginShowcase } from './LoginShowcase.tsx';

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
      const data = await userApi.login(values, { quiet: true });
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
        <Card className="login-card" variant="borderless">
          <div className="login-card-head">
            <Logo size={40} />
            <div>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t('login.title')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
            </div>
          </div>
          {error ? (
            <Alert
              type="error"
              showIcon
              title={error}
              data-testid="login-error"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form<LoginBody>
            layout="vertical"
            size="large"
            requiredMark={false}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item
              name="userName"
              label={t('login.userName')}
              rules={[{ required: true, message: t('login.userNameRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                placeholder={t('login.userNamePlaceholder')}
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                data-testid="login-password"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={busy}
              data-testid="login-submit"
            >
              {t('login.submit')}
            </Button>
          </Form>
          <Typography.Paragraph type="secondary" className="login-hint">
            {t('login.hint')}
          </Typography.Paragraph>
        </Card>
      </div>
    </div>
  );
}
