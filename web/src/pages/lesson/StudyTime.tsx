/** A study time in the page's words: "1 h 5 min", "3 min 20 s", "45 s". */
import { useTranslation } from 'react-i18next';
import { durationParts } from './api.ts';

export function StudyTime({ seconds, testId }: { seconds: number; testId?: string }) {
  const { t } = useTranslation();
  const { h, m, s } = durationParts(seconds);
  const text =
    h > 0
      ? t('lesson.time.hm', { h, m })
      : m > 0
        ? t('lesson.time.ms', { m, s })
        : t('lesson.time.s', { s });
  return (
    <span data-testid={testId} data-seconds={seconds}>
      {text}
    </span>
  );
}
