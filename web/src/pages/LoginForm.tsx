/**
 * The login form: user name and password, both required. Plain form markup styled as antd's
 * vertical large form (styles.css, .login-field): antd's Form would bring its validator, field
 * store and label tooltip (~28 KB gzip) into every first visit for two required fields. As with
 * antd's Form, a field shows its message once it is changed to empty or the form is submitted,
 * and the message takes the field's bottom margin, so nothing moves.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '../../../schemas/api/user.ts';

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;

const REQUIRED: Record<Field, string> = {
  userName: 'login.userNameRequired',
  password: 'login.passwordRequired',
};

/** The message keys of the empty required fields. */
export const missingFields = (values: LoginBody): Errors =>
  Object.fromEntries(
    (Object.keys(REQUIRED) as Field[]).filter((f) => values[f] === '').map((f) => [f, REQUIRED[f]]),
  );

function FormField(props: { id: Field; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <div className="login-field-error" id={`${props.id}-error`} role="alert">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

export function LoginForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (values: LoginBody) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginBody>({ userName: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: missingFields({ ...values, [field]: value })[field] }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = missingFields(values);
    setErrors(missing);
    if (Object.keys(missing).length === 0) onSubmit(values);
  };
  const status = (field: Field) => (errors[field] ? 'error' : undefined);
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <FormField
        id="userName"
        label={t('login.userName')}
        error={errors.userName && t(errors.userName)}
      >
        <Input
          id="userName"
          size="large"
          status={status('userName')}
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('login.userNamePlaceholder')}
          value={values.userName}
          onChange={(e) => change('userName', e.target.value)}
          data-testid="login-username"
          {...described('userName')}
        />
      </FormField>
      <FormField
        id="password"
        label={t('login.password')}
        error={errors.password && t(errors.password)}
      >
        <Input.Password
          id="password"
          size="large"
          status={status('password')}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          data-testid="login-password"
          {...described('password')}
        />
      </FormField>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
