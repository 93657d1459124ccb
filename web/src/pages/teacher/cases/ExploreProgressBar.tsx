/** The explorer's progress while it runs, as its websocket reports it after each depth. */
import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExploreProgress } from './exploreSocket.ts';

export function ExploreProgressBar({ progress }: { progress: ExploreProgress | null }) {
  const { t } = useTranslation();
  const percent = progress ? Math.round((Math.max(0, progress.best) / progress.total) * 100) : 0;
  return (
    <Card size="small" title={t('authoring.exploreTitle')} data-testid="explore-progress">
      <Progress percent={Math.min(100, percent)} status="active" />
      <Typography.Text type="secondary" data-testid="explore-progress-text">
        {progress ? t('authoring.exploreProgress', progress) : t('authoring.exploreStarting')}
      </Typography.Text>
    </Card>
  );
}
