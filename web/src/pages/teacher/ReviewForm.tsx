/**
 * The teacher rates a submitted attempt (1–5 stars) and comments; the student reads both. An
 * assistant (`ratingLocked`) comments only: the teacher's rating stays, and without one there is
 * nothing to comment on yet.
 */
import { Button, Form, Input, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptReview } from '../../../../schemas/api/practice.ts';
import { REVIEW_COMMENT_MAX } from '../../../../schemas/attempt.ts';

type Props = {
  review: AttemptReview | null;
  onSave: (rating: number, comment: string) => Promise<boolean>;
  ratingLocked?: boolean;
};

export function ReviewForm({ review, onSave, ratingLocked = false }: Props) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [saving, setSaving] = useState(false);
  return (
    <Form layout="vertical" data-testid="review-form">
      <Form.Item label={t('teacher.review.rating')} required>
        <Rate
          value={rating}
          onChange={setRating}
          disabled={ratingLocked}
          data-testid="review-rating"
        />
      </Form.Item>
      <Form.Item label={t('teacher.review.comment')}>
        <Input.TextArea
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          showCount
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="review-comment"
        />
      </Form.Item>
      <Button
        type="primary"
        disabled={rating < 1}
        loading={saving}
        data-testid="review-save"
        onClick={() => {
          setSaving(true);
          void onSave(rating, comment.trim()).finally(() => setSaving(false));
        }}
      >
        {t('teacher.review.save')}
      </Button>
    </Form>
  );
}
