/** One scene category of the practice centre: icon, name, counts, and a way in. */
import { RightOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  testId: string;
  icon: ReactNode;
  title: string;
  description: string;
  counts: { total: number; submitted: number };
  loading: boolean;
  onOpen: () => void;
};

export function CategoryCard(p: Props) {
  const { t } = useTranslation();
  const empty = p.counts.total === 0;
  return (
    <Card
      hoverable
      className={`category-card${empty ? ' category-card-empty' : ''}`}
      data-testid={p.testId}
      loading={p.loading}
      onClick={p.onOpen}
    >
      <div className="category-head">
        <span className="category-icon">{p.icon}</span>
        <div className="category-title">
          <Typography.Text strong>{p.title}</Typography.Text>
          <Typography.Text type="secondary" className="category-count">
            {t('practice.casesCount', { n: p.counts.total })}
          </Typography.Text>
        </div>
        <RightOutlined className="category-arrow" />
      </div>
      <Typography.Paragraph type="secondary" className="category-desc" ellipsis={{ rows: 2 }}>
        {p.description}
      </Typography.Paragraph>
      <Progress
        percent={empty ? 0 : Math.round((p.counts.submitted / p.counts.total) * 100)}
        size="small"
        format={() => t('practice.done', { done: p.counts.submitted, total: p.counts.total })}
      />
    </Card>
  );
}
