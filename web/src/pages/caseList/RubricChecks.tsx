/**
 * The rubric checks of a text answer: each expectation and whether it was met (an unsure one
 * passes, marked), what in the text failed it (tone), its criterion's weight in an analytic
 * rubric, and whether the point depends on it.
 */
import { CheckOutlined, CloseOutlined, QuestionOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RubricCheck } from '../../../../schemas/api/practice.ts';

export function RubricChecks({ checks }: { checks: RubricCheck[] }) {
  const { t } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <div className="rubric-checks">
      {checks.map((c, i) => (
        <Tag
          key={i}
          color={c.ok ? (c.unsure ? 'default' : 'green') : 'orange'}
          variant="outlined"
          icon={c.ok ? c.unsure ? <QuestionOutlined /> : <CheckOutlined /> : <CloseOutlined />}
          data-check={c.ok ? 'passed' : 'failed'}
          data-unsure={c.unsure ? 'true' : undefined}
        >
          {t(`analysis.check.${c.kind === 'greeting' && !c.expected ? 'greetingAny' : c.kind}`, {
            expected: c.kind === 'banned' ? t(`analysis.bannedPattern.${c.expected}`) : c.expected,
          })}
          {c.unsure ? t('analysis.checkUnsure') : null}
          {c.found ? t('analysis.check.found', { found: c.found }) : null}
          {c.weight !== undefined ? t('analysis.check.weight', { weight: c.weight }) : null}
          {c.mustPass ? t('analysis.check.mustPass') : null}
        </Tag>
      ))}
    </div>
  );
}
