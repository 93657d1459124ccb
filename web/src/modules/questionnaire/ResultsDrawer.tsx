/**
 * A questionnaire's results, live as answers arrive: per question how many buyers answered, each
 * option's count with a bar, and the text answers with the buyers' names.
 */
import { Card, Drawer, Empty, Flex, List, Progress, Space, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireRow, QuestionResult } from '../../../../schemas/questionnaire/api.ts';
import { useBuyerText } from '../../case/useBuyerText.ts';
import { useLiveList } from '../../shared/module/useLiveList.ts';
import { questionnaireApi } from './api.ts';

type Props = { userCaseID: string; row: QuestionnaireRow | null; onClose: () => void };

export function ResultsDrawer({ userCaseID, row, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={640}
      title={row ? t('questionnaire.results.title', { title: row.title }) : ''}
      destroyOnHidden
    >
      {row ? <Results userCaseID={userCaseID} id={row.id} /> : null}
    </Drawer>
  );
}

function Results({ userCaseID, id }: { userCaseID: string; id: string }) {
  const { t } = useTranslation();
  const detail = useLiveList(
    useCallback(() => questionnaireApi.detail(userCaseID, id), [userCaseID, id]),
  );
  const d = detail.data;
  if (!d) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="results-view">
      <Typography.Text data-testid="results-answers">
        {t('questionnaire.results.answers', { count: d.questionnaire.answers })}
      </Typography.Text>
      {d.results.map((r, i) => (
        <QuestionCard key={i} n={i + 1} result={r} />
      ))}
    </Space>
  );
}

function QuestionCard({ n, result }: { n: number; result: QuestionResult }) {
  const { t } = useTranslation();
  const buyerText = useBuyerText();
  return (
    <Card
      size="small"
      data-testid={`results-question-${n}`}
      title={
        <Flex gap={8} align="center">
          <Tag>{t(`questionnaire.kind.${result.kind}`)}</Tag>
          <Typography.Text ellipsis>
            {t('questionnaire.results.question', { n, title: result.title })}
          </Typography.Text>
        </Flex>
      }
      extra={t('questionnaire.results.answered', { count: result.answered })}
    >
      {result.kind === 'text' ? (
        result.texts.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('questionnaire.results.noText')}
          />
        ) : (
          <List
            size="small"
            dataSource={result.texts}
            renderItem={(x) => (
              <List.Item data-testid="results-text">
                <Typography.Text strong>{x.buyerName}</Typography.Text>
                <Typography.Text>{buyerText(x.text, x.buyer)}</Typography.Text>
              </List.Item>
            )}
          />
        )
      ) : (
        result.options.map((o) => (
          <div key={o.text} data-testid="results-option" data-count={o.count}>
            <Flex justify="space-between">
              <Typography.Text>{o.text}</Typography.Text>
              <Typography.Text type="secondary">
                {t('questionnaire.results.count', { count: o.count })}
              </Typography.Text>
            </Flex>
            <Progress
              percent={result.answered ? Math.round((o.count * 100) / result.answered) : 0}
              size="small"
            />
          </div>
        ))
      )}
    </Card>
  );
}
