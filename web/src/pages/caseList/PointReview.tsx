/**
 * A student's request for a second look at a point, as the student and the teacher read it: the
 * student's note, then the teacher's answer once given.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PointResult } from '../../../../schemas/api/practice.ts';

export function PointReview({ review }: { review: PointResult['review'] }) {
  const { t } = useTranslation();
  if (!review) return null;
  return (
    <div className="point-review" data-testid="point-review">
      <Typography.Text type="secondary">
        {t('analysis.ask.asked', { note: review.note })}
      </Typography.Text>
      {review.answer ? (
        <div>
          <Typography.Text data-testid="point-review-answer">
            {t('analysis.ask.answered', { by: review.answer.by, reason: review.answer.reason })}
          </Typography.Text>
        </div>
      ) : (
        <div>
          <Typography.Text type="warning">{t('analysis.ask.waiting')}</Typography.Text>
        </div>
      )}
    </div>
  );
}
