/** Pieces the teacher's pages share: the page heading, the failed-load notice, status tags. */
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClassCell } from '../../../../schemas/api/teacher.ts';

export function PageHeading({
  title,
  subtitle,
  back,
  onReload,
  extra,
}: {
  title: ReactNode;
  /** Buttons beside Refresh. */
  extra?: ReactNode;
  subtitle?: ReactNode;
  /** Where the back button goes (none without it). */
  back?: string;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="space-between" wrap gap={12}>
      <Flex align="center" gap={12}>
        {back ? (
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('common.back')}
            data-testid="teacher-back"
            onClick={() => void navigate(back)}
          />
        ) : null}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
      </Flex>
      <Flex gap={8}>
        {extra}
        {onReload ? (
          <Button icon={<ReloadOutlined />} onClick={onReload}>
            {t('common.refresh')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** The API already toasted the error (403, 404 …); the page says so and offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('teacher.loadFailed')}
      data-testid="teacher-load-failed"
      action={
        <Button size="small" onClick={onRetry}>
          {t('teacher.retry')}
        </Button>
      }
    />
  );
}

const STATUS_COLORS: Record<ClassCell['status'], string> = {
  inProgress: 'processing',
  submitted: 'success',
  reset: 'default',
};

export function AttemptStatusTag({ status }: { status: ClassCell['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`teacher.status.${status}`)}</Tag>;
}

export function PassTag({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return null;
  return (
    <Tag color={passed ? 'success' : 'error'}>
      {t(passed ? 'teacher.passed' : 'teacher.failed')}
    </Tag>
  );
}

/** A score with one decimal at most (averages), or the dash of "none". */
export const useScore = () => {
  const { t } = useTranslation();
  return (v: number | null | undefined) =>
    v === null || v === undefined ? t('common.none') : String(Math.round(v * 10) / 10);
};
