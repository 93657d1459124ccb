/** The hints the student opened, in the analysis: each with its text and what it cost. */
import { BulbOutlined } from '@ant-design/icons';
import { Alert, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoreBreakdown } from '../../../../schemas/api/practice.ts';
import { useLocalText } from '../../shared/format.ts';

export function HintsUsed({ hints }: { hints: ScoreBreakdown['hints'] }) {
  const { t } = useTranslation();
  const text = useLocalText();
  if (hints.length === 0) return null;
  const spent = hints.reduce((n, h) => n + h.cost, 0);
  return (
    <Alert
      type="warning"
      showIcon
      icon={<BulbOutlined />}
      data-testid="analysis-hints"
      title={t('analysis.hints', { count: hints.length, spent })}
      description={
        <List
          size="small"
          dataSource={hints}
          renderItem={(h) => (
            <List.Item>
              {t('analysis.hintLine', { n: h.index + 1, cost: h.cost, text: text(h.text) })}
            </List.Item>
          )}
        />
      }
    />
  );
}
