/** A compact list of cases on the dashboard (in progress, or recent results). */
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseListItem } from '../../../../schemas/api/practice.ts';
import { formatDateTime, useLocalText } from '../../shared/format.ts';

type Props = {
  items: CaseListItem[];
  empty: string;
  onContinue?: (item: CaseListItem) => void;
};

export function CaseRows({ items, empty, onContinue }: Props) {
  const { t } = useTranslation();
  const text = useLocalText();
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return (
    <div className="case-rows">
      {items.map((c) => (
        <Flex key={c.caseID} className="case-row" align="center" justify="space-between" gap={12}>
          <div className="case-row-main">
            <Typography.Text strong ellipsis>
              {text(c.title)}
            </Typography.Text>
            <div className="case-row-meta">
              <Tag>{t(`caseType.${c.caseType}`)}</Tag>
              <Typography.Text type="secondary">
                {formatDateTime(c.submittedAt ?? c.startedAt)}
              </Typography.Text>
            </div>
          </div>
          {onContinue ? (
            <Button size="small" type="primary" ghost onClick={() => onContinue(c)}>
              {t('caseList.action.continue')}
            </Button>
          ) : (
            <Tag color={c.passed ? 'success' : 'error'} className="score-tag">
              {t('caseList.scoreOf', { score: c.score ?? 0, total: c.totalScore })}
            </Tag>
          )}
        </Flex>
      ))}
    </div>
  );
}
