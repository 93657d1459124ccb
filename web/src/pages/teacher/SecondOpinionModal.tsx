/**
 * A language model's suggested assessment of one written reply, beside the rubric's result:
 * criterion by criterion with its reasons, the score it suggests and a summary. It changes
 * nothing: the teacher may take it as the start of an adjustment (the override dialog, filled in),
 * edit it, and save — or close it.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointResult } from '../../../../schemas/api/practice.ts';
import { isApiError } from '../../api/errors.ts';
import { useLocalText } from '../../shared/format.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { RubricChecks } from '../caseList/RubricChecks.tsx';
import { teacherApi } from './api.ts';

type Props = {
  attemptId: string;
  point: PointResult;
  onUse: (suggestion: { earned: number; reason: string }) => void;
  onClose: () => void;
};

export function SecondOpinionModal({ attemptId, point, onUse, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const text = useLocalText();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const ask = useCallback(
    () =>
      teacherApi.secondOpinion({
        attemptId,
        pointID: point.pointID,
        sourceID: point.sourceID,
        lang,
      }),
    [attemptId, point.pointID, point.sourceID, lang],
  );
  const { data, loading, failed, error, reload } = useRemote(ask);
  const why = isApiError(error) ? error.key : 'teacher.opinion.error.unavailable';
  return (
    <Modal
      open
      width={760}
      title={t('teacher.opinion.title', { point: point.pointID })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('teacher.opinion.close')}</Button>
          <Button
            type="primary"
            disabled={!data}
            data-testid="opinion-use"
            onClick={() =>
              data &&
              onUse({
                earned: data.earned,
                reason: t('teacher.opinion.reason', { summary: data.summary }),
              })
            }
          >
            {t('teacher.opinion.use')}
          </Button>
        </Space>
      }
    >
      <div className="page-stack" data-testid="second-opinion">
        <Typography.Paragraph>{text(point.content)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('teacher.opinion.rubric', { earned: point.earned, score: point.score })}
        </Typography.Paragraph>
        <RubricChecks checks={point.checks} />
        <Alert type="info" showIcon title={t('teacher.opinion.notice')} />
        {loading && !data ? <Skeleton active /> : null}
        {failed ? (
          <Alert
            type="error"
            showIcon
            data-testid="opinion-failed"
            title={t(why)}
            action={
              <Button size="small" onClick={reload}>
                {t('teacher.retry')}
              </Button>
            }
          />
        ) : null}
        {data ? (
          <>
            <Descriptions size="small" column={1} bordered data-testid="opinion-criteria">
              {data.criteria.map((c) => (
                <Descriptions.Item
                  key={c.criterion}
                  label={
                    <Tag
                      color={c.ok ? 'green' : 'orange'}
                      icon={c.ok ? <CheckOutlined /> : <CloseOutlined />}
                    >
                      {t(`teacher.opinion.criterion.${c.criterion}`)}
                    </Tag>
                  }
                >
                  {c.reason}
                </Descriptions.Item>
              ))}
            </Descriptions>
            <Typography.Paragraph strong data-testid="opinion-earned">
              {t('teacher.opinion.suggests', { earned: data.earned, score: point.score })}
            </Typography.Paragraph>
            {data.summary ? <Typography.Paragraph>{data.summary}</Typography.Paragraph> : null}
            <Typography.Text type="secondary">
              {t('teacher.opinion.model', { model: data.model })}
            </Typography.Text>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
