/** /404: any unknown path lands here. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.userInfo !== null);
  return (
    <div className="not-found" data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={
          <Button type="primary" onClick={() => void navigate(signedIn ? '/Home' : '/login')}>
            {signedIn ? t('notFound.backHome') : t('notFound.toLogin')}
          </Button>
        }
      />
    </div>
  );
}
