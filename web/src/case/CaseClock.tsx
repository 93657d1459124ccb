/**
 * The case clock in the case header: the sim date and time in the case's zone and its speed
 * ("1 min = 2 h"), or that it starts when the task is closed. Screen readers hear the time at
 * most once a minute (a polite live region), never every second.
 */
import { ClockCircleOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '../shared/format.ts';
import { simMsAt, useTick } from '../shared/simClock.ts';
import { useCaseStore } from './caseStore.ts';
import { useCaseZone } from './useCaseTime.ts';

/** What one real minute is on the case clock: "2 h", "1 d", "30 min". */
export const minuteSpan = (speed: number, t: TFunction) => {
  const minutes = Math.round(speed);
  const [unit, count] =
    minutes >= 1440 && minutes % 1440 === 0
      ? (['days', minutes / 1440] as const)
      : minutes >= 60 && minutes % 60 === 0
        ? (['hours', minutes / 60] as const)
        : (['minutes', minutes] as const);
  // Plural keys (days_one, days_other …) chosen by count.
  return t(`caseClock.${unit}`, { count });
};

const zoneName = (offset: number) => {
  const abs = Math.abs(offset);
  const hm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `UTC${offset < 0 ? '-' : '+'}${hm}`;
};

export function CaseClock() {
  const { t } = useTranslation();
  const clock = useCaseStore((s) => s.clock);
  const offset = useCaseZone();
  const now = useTick();
  if (!clock) return null;
  const sim = new Date(simMsAt(clock, now)).toISOString();
  const time = formatZoned(sim, offset);
  const zone = zoneName(offset);
  const speed = t('caseClock.speed', { span: minuteSpan(clock.caseSpeed, t) });
  // The live region changes once a real minute at most: the minute since the clock was read.
  const spoken = formatZoned(
    new Date(
      simMsAt(clock, clock.fetchedAt + Math.floor((now - clock.fetchedAt) / 60_000) * 60_000),
    ).toISOString(),
    offset,
  );
  return (
    <Tooltip title={clock.started ? t('caseClock.runningHelp') : t('caseClock.waitingHelp')}>
      <Tag
        className="case-clock"
        color={clock.started ? 'blue' : 'default'}
        icon={clock.started ? <ClockCircleOutlined /> : <PauseCircleOutlined />}
        data-testid="case-clock"
        data-started={clock.started ? 'true' : 'false'}
        data-sim={sim}
      >
        <span aria-hidden="true">
          {t('caseClock.shown', {
            time,
            zone,
            state: clock.started ? speed : t('caseClock.waiting'),
          })}
        </span>
        <span className="visually-hidden" aria-live="polite" data-testid="case-clock-spoken">
          {clock.started
            ? t('caseClock.spoken', { time: spoken, zone, speed })
            : t('caseClock.spokenWaiting', { time: spoken, zone })}
        </span>
      </Tag>
    </Tooltip>
  );
}
