/** The question navigator of a paper: one button per question, marked answered, current or unanswered. */
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  count: number;
  current: number;
  answered: (i: number) => boolean;
  onGo: (i: number) => void;
};

export function Navigator({ count, current, answered, onGo }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="navigator">
      <Typography.Text strong>{t('theory.navigator')}</Typography.Text>
      <div className="theory-nav-grid">
        {Array.from({ length: count }, (_, i) => {
          const state = i === current ? 'current' : answered(i) ? 'answered' : 'unanswered';
          return (
            <Button
              key={i}
              size="small"
              type={state === 'current' ? 'primary' : state === 'answered' ? 'default' : 'dashed'}
              className={`theory-nav-${state}`}
              data-testid={`nav-${i + 1}`}
              data-state={state}
              aria-label={t(`theory.navState.${state}`, { n: i + 1 })}
              onClick={() => onGo(i)}
            >
              {i + 1}
            </Button>
          );
        })}
      </div>
      <Space size="small" wrap>
        <Typography.Text type="secondary">{t('theory.legend')}</Typography.Text>
      </Space>
    </div>
  );
}
