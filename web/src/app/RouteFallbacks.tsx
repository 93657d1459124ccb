/**
 * What the router shows while the first page loads, and when a page fails to load. Both are in
 * the entry chunk: the error view must show even when the network that failed to bring a page's
 * chunk is still down, so it is plain markup in antd's Result layout (antd's Result would bring
 * its 403/404/500 illustrations, ~33 KB, into every first visit).
 */
import { WarningFilled } from '@ant-design/icons';
import { Button, Spin } from 'antd';
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
    <div className="route-error" role="alert" data-testid="route-error">
      <WarningFilled className="route-error-icon" />
      <div className="route-error-title">{t('routeError.title')}</div>
      <div className="route-error-subtitle">{t('routeError.subtitle')}</div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
