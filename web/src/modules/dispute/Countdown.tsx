/** The time left to a dispute's current deadline, on the sim clock, ticking every real second. */
import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisputeRow } from '../../../../schemas/dispute/api.ts';
import { leftText, simMsAt, useTick, type SimClock } from '../../shared/simClock.ts';

/** Under this much sim time left the countdown turns red. */
const URGENT_MS = 12 * 3_600_000;

export function Countdown({
  deadline,
  clock,
}: {
  deadline: DisputeRow['deadline'];
  clock: SimClock;
}) {
  const { t } = useTranslation();
  const now = useTick();
  if (!deadline) return null;
  const ms = Date.parse(deadline.due) - simMsAt(clock, now);
  const left = leftText(ms);
  const what = t(`dispute.stage.${deadline.stage}`);
  return (
    <Tag
      icon={<ClockCircleOutlined />}
      color={!left ? 'default' : ms < URGENT_MS ? 'red' : 'blue'}
      data-testid="dispute-countdown"
      data-stage={deadline.stage}
    >
      {left
        ? t('dispute.countdown', { what, days: left.days, hm: left.hm })
        : t('dispute.countdownPassed', { what })}
    </Tag>
  );
}
