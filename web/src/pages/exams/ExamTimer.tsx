/**
 * The exam countdown (issue 25 §2, spec §4): time left by the server's deadline, corrected by the
 * offset measured with GetServiceTime (engine/exams/countdown.ts) and re-measured every 20 ticks,
 * so the computer's clock changes nothing. role="timer"; a polite announcement at 10, 5 and 1
 * minute and 30 seconds only; the digits can be hidden. Calls onZero once at 00:00:00.
 */
import { Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESYNC_EVERY_TICKS,
  announcementBetween,
  clockOffset,
  formatRemaining,
  remainingMs,
} from '../../../../engine/exams/countdown.ts';
import { examApi } from './api.ts';

const measure = async (): Promise<number | null> => {
  const sentAt = Date.now();
  try {
    const r = await examApi.time();
    return clockOffset(sentAt, r.now, Date.now());
  } catch {
    return null;
  }
};

export function ExamTimer({ deadline, onZero }: { deadline: number; onZero: () => void }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [left, setLeft] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const [spoken, setSpoken] = useState('');
  const ticks = useRef(0);
  const before = useRef<number | null>(null);
  const fired = useRef(false);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);

  useEffect(() => {
    let live = true;
    void measure().then((o) => {
      if (live && o !== null) setOffset(o);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(deadline, Date.now(), offset);
      setLeft(now);
      if (before.current !== null) {
        const crossed = announcementBetween(before.current, now);
        if (crossed !== null)
          setSpoken(
            crossed >= 60_000
              ? t('exam.timer.minutesLeft', { n: crossed / 60_000 })
              : t('exam.timer.secondsLeft', { n: crossed / 1000 }),
          );
      }
      before.current = now;
      if (now === 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
      ticks.current += 1;
      if (ticks.current % RESYNC_EVERY_TICKS === 0)
        void measure().then((o) => {
          if (o !== null) setOffset(o);
        });
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadline, offset, t]);

  return (
    <Space align="center">
      <Typography.Text strong>{t('exam.timer.label')}</Typography.Text>
      <span role="timer" aria-label={t('exam.timer.label')} data-testid="exam-timer">
        {hidden ? t('exam.timer.hiddenDigits') : left === null ? '' : formatRemaining(left)}
      </span>
      <Button size="small" onClick={() => setHidden((h) => !h)} data-testid="timer-toggle">
        {hidden ? t('exam.timer.show') : t('exam.timer.hide')}
      </Button>
      <span className="visually-hidden" aria-live="polite" data-testid="timer-announce">
        {spoken}
      </span>
    </Space>
  );
}
