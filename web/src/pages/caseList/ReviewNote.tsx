/** A teacher's rating (stars) and comment on an attempt, as the student and the teacher read it. */
import { Alert, Rate, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttemptReview } from '../../../../schemas/api/practice.ts';
import { formatDateTime } from '../../shared/format.ts';

export function ReviewNote({ review }: { review: AttemptReview }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      data-testid="attempt-review"
      title={
        <Space wrap>
          <Typography.Text strong>{t('analysis.review.title', { by: review.by })}</Typography.Text>
          <Rate disabled value={review.rating} />
          <Typography.Text type="secondary">{formatDateTime(review.at)}</Typography.Text>
        </Space>
      }
      description={
        review.comment ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {review.comment}
          </Typography.Paragraph>
        ) : null
      }
    />
  );
}
