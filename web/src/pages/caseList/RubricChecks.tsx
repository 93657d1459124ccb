/** The rubric checks of a text answer: each expectation and whether it was met (an unsure one passes, marked). */
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
          {t(`analysis.check.${c.kind}`, {
            expected: c.kind === 'banned' ? t(`analysis.bannedPattern.${c.expected}`) : c.expected,
          })}
          {c.unsure ? t('analysis.checkUnsure') : null}
        </Tag>
      ))}
    </div>
  );
}
