/**
 * Time left on the case clock until something falls due (a buyer runs out of patience), where the
 * student works on it: ticks every real second from the case clock, red when little is left.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { leftText, simMsAt, useTick } from '../shared/simClock.ts';
import { useCaseStore } from './caseStore.ts';

type Props = {
  /** Sim instant it falls due, or null for nothing pending. */
  due: string | null;
  /** What falls due, as a translated word ("Buyer's patience"). */
  what: string;
  /** Sim milliseconds under which the tag turns red. */
  urgentMs?: number;
  testId?: string;
};

export function DueCountdown({ due, what, urgentMs = 3_600_000, testId }: Props) {
  const { t } = useTranslation();
  const clock = useCaseStore((s) => s.clock);
  const now = useTick();
  if (!due || !clock) return null;
  const ms = Date.parse(due) - simMsAt(clock, now);
  const left = leftText(ms);
  return (
    <Tag
      icon={<ClockCircleOutlined />}
      color={!left ? 'default' : ms < urgentMs ? 'red' : 'blue'}
      data-testid={testId}
      data-due={due}
    >
      {left
        ? left.days > 0
          ? t('caseWork.due.leftDays', { what, days: left.days, hm: left.hm })
          : t('caseWork.due.left', { what, hm: left.hm })
        : t('caseWork.due.passed', { what })}
    </Tag>
  );
}
