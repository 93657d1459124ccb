/** The login page's inline error (antd Alert), loaded when a sign-in first fails. */
import { Alert } from 'antd';

export default function LoginError({ text }: { text: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      data-testid="login-error"
      style={{ marginBottom: 16 }}
    />
  );
}
