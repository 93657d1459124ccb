/**
 * Counts a student's study of a section while its page is visible (issue 24 §5): a span starts
 * when the page shows (StartCourseLearn), beats every heartbeatSeconds, and ends when the page is
 * hidden, left or closed (LeaveCourseLearn; on closing, a keepalive request outlives the page).
 * A beat answered "closed" (timed out, or another tab took over) starts a new span if the page is
 * still visible. `seconds` is the section's study time as the page sees it, growing while counted.
 */
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/session.ts';
import { lessonApi } from './api.ts';

/** Ends a span as the page goes away: a keepalive fetch survives the page (no toast, no reply). */
const leaveOnUnload = (learnID: string) => {
  const token = useSession.getState().token;
  void fetch('/api/PracticeTraining/LeaveCourseLearn', {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ learnID }),
  }).catch(() => undefined);
};

export const useStudyClock = (courseID: string, sectionID: string, baseSeconds: number | null) => {
  const [counted, setCounted] = useState(0);
  const [counting, setCounting] = useState(false);
  const span = useRef<{ learnID: string; since: number; before: number } | null>(null);

  useEffect(() => {
    if (baseSeconds === null) return undefined;
    let live = true;
    let beatTimer: ReturnType<typeof setInterval> | undefined;
    let tick: ReturnType<typeof setInterval> | undefined;
    let total = 0;
    const stopTimers = () => {
      clearInterval(beatTimer);
      clearInterval(tick);
    };
    const stop = (unloading = false) => {
      const s = span.current;
      stopTimers();
      span.current = null;
      setCounting(false);
      if (!s) return;
      total = s.before + Math.floor((Date.now() - s.since) / 1000);
      setCounted(total);
      if (unloading) leaveOnUnload(s.learnID);
      else void lessonApi.leave(s.learnID).catch(() => undefined);
    };
    const start = async () => {
      if (span.current || document.visibilityState !== 'visible') return;
      try {
        const r = await lessonApi.start(courseID, sectionID);
        if (!live || document.visibilityState !== 'visible') {
          void lessonApi.leave(r.learnID).catch(() => undefined);
          return;
        }
        span.current = { learnID: r.learnID, since: Date.now(), before: total };
        setCounting(true);
        tick = setInterval(() => {
          const s = span.current;
          if (s) setCounted(s.before + Math.floor((Date.now() - s.since) / 1000));
        }, 1000);
        beatTimer = setInterval(() => {
          const s = span.current;
          if (!s) return;
          lessonApi.beat(s.learnID).then(
            (b) => {
              if (b.open || span.current?.learnID !== s.learnID) return;
              // The server ended it: count from a new span if the page is still shown.
              total = s.before + Math.floor((Date.now() - s.since) / 1000);
              stopTimers();
              span.current = null;
              setCounting(false);
              void start();
            },
            () => undefined,
          );
        }, r.heartbeatSeconds * 1000);
      } catch {
        // Not counted this time; the next time the page shows tries again.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void start();
      else stop();
    };
    const onPageHide = () => stop(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    void start();
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      stop();
    };
  }, [courseID, sectionID, baseSeconds]);

  return { seconds: (baseSeconds ?? 0) + counted, counting };
};
