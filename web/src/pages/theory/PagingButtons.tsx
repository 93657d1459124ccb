/** First, previous, next and last question of a paper: the theory practice and exam pages. */
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function PagingButtons({
  current,
  count,
  go,
}: {
  current: number;
  count: number;
  go: (index: number) => void;
}) {
  const { t } = useTranslation();
  const atFirst = current === 0;
  const atLast = current === count - 1;
  return (
    <>
      <Button onClick={() => go(0)} disabled={atFirst} data-testid="first">
        {t('theory.first')}
      </Button>
      <Button onClick={() => go(current - 1)} disabled={atFirst} data-testid="previous">
        {t('theory.previous')}
      </Button>
      <Button onClick={() => go(current + 1)} disabled={atLast} data-testid="next">
        {t('theory.next')}
      </Button>
      <Button onClick={() => go(count - 1)} disabled={atLast} data-testid="last">
        {t('theory.last')}
      </Button>
    </>
  );
}
