/** What the router shows while the first page loads, and when a page fails to load. */
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size="large" />
    </div>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('routeError.title')}
      subTitle={t('routeError.subtitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
