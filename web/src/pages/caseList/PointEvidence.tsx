/** The student's words a point graded, quoted under it, with when and how fast they came. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PointResult } from '../../../../schemas/api/practice.ts';
import { formatZoned } from '../../shared/format.ts';

type Props = { evidence: PointResult['evidence']; utcOffset: number };

export function PointEvidence({ evidence, utcOffset }: Props) {
  const { t } = useTranslation();
  if (!evidence?.text) return null;
  return (
    <div className="point-evidence" data-testid="point-evidence">
      <Typography.Text type="secondary" className="point-evidence-meta">
        {[
          evidence.at ? formatZoned(evidence.at, utcOffset) : null,
          typeof evidence.responseSeconds === 'number'
            ? t('analysis.responseTime', {
                minutes: Math.floor(evidence.responseSeconds / 60),
                seconds: evidence.responseSeconds % 60,
              })
            : evidence.responseMinutes === null
              ? null
              : t('analysis.responseMinutes', { count: evidence.responseMinutes }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      <blockquote className="point-quote">{evidence.text}</blockquote>
    </div>
  );
}
