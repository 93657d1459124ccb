/**
 * Exam day as a discrete-event simulation built only from the engine's exam rules: random starts,
 * answer saves with network delays and offline outboxes, page clocks that are wrong, manual
 * submits, accommodations given mid-exam, the teacher ending early, and server restarts that lose
 * every in-memory timer. Whatever the schedule: no answer received at or after its attempt's
 * deadline is stored, every acknowledged answer is, and every started attempt is submitted exactly
 * once, an auto-submit at most 2 s after its deadline.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExamAccommodation, ExamAttemptStatus } from '../../schemas/exams.ts';
import { decideAnswerSave } from './answers.ts';
import { nextExamStatus } from './attempt.machine.ts';
import {
  canStartExam,
  deadlineAfterChange,
  dueForAutoSubmit,
  examDeadline,
  nextWake,
  writeInTime,
  type ExamClock,
} from './timing.ts';

const MIN = 60_000;
const QUESTIONS = ['q1', 'q2', 'q3'];

type Ev =
  | { at: number; kind: 'start'; student: number }
  | { at: number; kind: 'answer'; student: number; q: string; seq: number; pageClockSkew: number }
  | { at: number; kind: 'submit'; student: number }
  | { at: number; kind: 'accommodate'; student: number; acc: ExamAccommodation }
  | { at: number; kind: 'end' }
  | { at: number; kind: 'restart'; downMs: number };

type Attempt = {
  status: ExamAttemptStatus;
  startedAt: number;
  deadline: number;
  stored: Map<string, { seq: number; receivedAt: number; deadlineThen: number }>;
  submissions: { at: number; auto: boolean }[];
  acked: Map<string, number>;
};

const scheduleArb = fc
  .record({
    window: fc.integer({ min: 20, max: 120 }),
    limit: fc.integer({ min: 5, max: 60 }),
    // Each student starts (or tries to) at one 5-minute slot; late slots fall after the close.
    starts: fc.array(fc.integer({ min: 0, max: 26 }), { minLength: 1, maxLength: 6 }),
    // In a quarter of the days the teacher ends the exam early for everyone.
    endAt: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 130 }), weight: 1 },
    ),
    lags: fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 8 }),
    seed: fc.array(
      fc.record({
        kind: fc.constantFrom(
          ...(['answer', 'answer', 'answer', 'answer', 'answer', 'answer'] as const),
          ...(['answer', 'answer', 'submit', 'accommodate', 'restart'] as const),
        ),
        student: fc.nat(5),
        // Minutes after the student's start (answers, submits) or after 09:00 (the others).
        minute: fc.integer({ min: -5, max: 130 }),
        // Half the answers and submits reach the server just around start + limit: they race
        // the deadline and the scheduler.
        nearDeadline: fc.boolean(),
        jitter: fc.integer({ min: -3_000, max: 3_000 }),
        delay: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 10 * MIN })),
        q: fc.constantFrom(...QUESTIONS),
        skew: fc.integer({ min: -86_400_000, max: 86_400_000 }),
        factor: fc.constantFrom(1, 1.25, 1.5, 2),
        extra: fc.integer({ min: 0, max: 30 }),
        downMs: fc.integer({ min: 100, max: 1_500 }),
      }),
      { minLength: 10, maxLength: 80 },
    ),
  })
  .map(({ window, limit, starts, endAt, lags, seed }) => {
    const seqs = new Map<string, number>();
    const startAt = starts.map((slot) => slot * 5 * MIN);
    const events: Ev[] = startAt.map((at, student) => ({ at, kind: 'start' as const, student }));
    for (const s of seed) {
      const student = s.student % starts.length;
      const own = startAt[student]!;
      const at = s.nearDeadline ? own + limit * MIN + s.jitter : own + s.minute * MIN + s.delay;
      if (s.kind === 'answer') {
        const key = `${student}|${s.q}`;
        const seq = (seqs.get(key) ?? 0) + 1;
        seqs.set(key, seq);
        events.push({ at, kind: 'answer', student, q: s.q, seq, pageClockSkew: s.skew });
      } else if (s.kind === 'submit') events.push({ at, kind: 'submit', student });
      else if (s.kind === 'accommodate')
        events.push({
          at: s.minute * MIN,
          kind: 'accommodate',
          student,
          // Sometimes less than before: a teacher corrects an accommodation mid-exam.
          acc: { factor: s.factor, extraMinutes: s.extra },
        });
      else events.push({ at, kind: 'restart', downMs: s.downMs });
    }
    if (endAt !== undefined) events.push({ at: endAt * MIN, kind: 'end' });
    return {
      exam: { opensAt: 0, closesAt: window * MIN, limitMinutes: limit } as ExamClock,
      lags,
      events,
    };
  });

/** Runs the day; the scheduler wakes at the next deadline plus up to 500 ms of timer lag. */
const runDay = (exam: ExamClock, lags: number[], input: Ev[]) => {
  const events = [...input].sort((a, b) => a.at - b.at);
  const accs = new Map<number, ExamAccommodation>();
  const attempts = new Map<number, Attempt>();
  const refusedAfterDeadline: { receivedAt: number; deadline: number; status: string }[] = [];
  let downUntil = -Infinity;
  let fired = 0;
  const list = () => [...attempts.values()];
  const autoSubmit = (now: number) => {
    for (const a of dueForAutoSubmit(list(), now)) {
      a.status = nextExamStatus(a.status, 'DEADLINE')!;
      a.submissions.push({ at: now, auto: true });
    }
  };
  const runSchedulerUntil = (t: number) => {
    for (;;) {
      const wake = nextWake(list());
      if (wake === null) return;
      const fireAt = Math.max(wake + lags[fired % lags.length]!, downUntil);
      if (fireAt > t) return;
      autoSubmit(fireAt);
      fired += 1;
    }
  };
  for (const ev of events) {
    runSchedulerUntil(ev.at);
    const now = Math.max(ev.at, downUntil); // a request sent while the server is down is retried
    if (ev.kind === 'restart') {
      // A crash while the server is already down is the same outage; on the way up the scheduler
      // first submits what fell due while it was down.
      if (ev.at >= downUntil) downUntil = ev.at + ev.downMs;
      continue;
    }
    if (ev.kind === 'end') {
      if (exam.endedAt === undefined) {
        exam.endedAt = now;
        for (const [s, a] of attempts)
          if (a.status === 'inProgress')
            a.deadline = deadlineAfterChange(exam, a.startedAt, accs.get(s), now);
      }
      continue;
    }
    const a = attempts.get(ev.student);
    if (ev.kind === 'accommodate') {
      accs.set(ev.student, ev.acc);
      if (a?.status === 'inProgress')
        a.deadline = deadlineAfterChange(exam, a.startedAt, ev.acc, now);
      continue;
    }
    if (ev.kind === 'start') {
      const ok = canStartExam({ ...exam, attemptsAllowed: 1 }, now, accs.get(ev.student) ?? {}, {
        started: a ? 1 : 0,
        inProgress: a?.status === 'inProgress',
      });
      if (ok.ok)
        attempts.set(ev.student, {
          status: nextExamStatus('notStarted', 'START')!,
          startedAt: now,
          deadline: examDeadline(exam, now, accs.get(ev.student)),
          stored: new Map(),
          submissions: [],
          acked: new Map(),
        });
      continue;
    }
    if (!a) continue;
    if (ev.kind === 'submit') {
      if (a.status === 'inProgress' && writeInTime(now, a.deadline)) {
        a.status = nextExamStatus(a.status, 'SUBMIT')!;
        a.submissions.push({ at: now, auto: false });
      }
      continue;
    }
    // The page's wrong clock is carried but never read by the rules.
    void ev.pageClockSkew;
    const stored = new Map([...a.stored].map(([q, v]) => [q, v.seq]));
    const d = decideAnswerSave(
      { status: a.status, deadline: a.deadline, paper: new Set(QUESTIONS), stored },
      { questionId: ev.q, seq: ev.seq, receivedAt: now },
    );
    if (d.ok) {
      a.stored.set(ev.q, { seq: ev.seq, receivedAt: now, deadlineThen: a.deadline });
      a.acked.set(ev.q, Math.max(a.acked.get(ev.q) ?? 0, ev.seq));
    } else if (d.reason === 'exam.error.afterDeadline')
      refusedAfterDeadline.push({ receivedAt: now, deadline: a.deadline, status: a.status });
  }
  runSchedulerUntil(Infinity);
  return { attempts: list(), refusedAfterDeadline };
};

describe('exam day', () => {
  it('never stores a late answer, keeps every acknowledged one, submits each attempt once', () => {
    const seen = { autoSubmits: 0, lateRefused: 0, stored: 0, racedScheduler: 0 };
    fc.assert(
      fc.property(scheduleArb, ({ exam, lags, events }) => {
        const { attempts, refusedAfterDeadline } = runDay(exam, lags, events);
        seen.lateRefused += refusedAfterDeadline.length;
        seen.racedScheduler += refusedAfterDeadline.filter((r) => r.status === 'inProgress').length;
        for (const a of attempts) {
          seen.autoSubmits += a.submissions.filter((x) => x.auto).length;
          seen.stored += a.stored.size;
        }
        for (const a of attempts) {
          expect(a.submissions).toHaveLength(1);
          const [sub] = a.submissions;
          if (sub!.auto) {
            expect(sub!.at).toBeGreaterThanOrEqual(a.deadline);
            expect(sub!.at - a.deadline).toBeLessThanOrEqual(2_000);
          } else expect(sub!.at).toBeLessThan(a.deadline);
          for (const [q, v] of a.stored) {
            // In time by the deadline in force when it arrived, and never after the final one (the
            // teacher may end the exam in the very millisecond an answer was stored).
            expect(v.receivedAt).toBeLessThan(v.deadlineThen);
            expect(v.receivedAt).toBeLessThanOrEqual(a.deadline);
            expect(v.receivedAt).toBeLessThan(sub!.at + (sub!.auto ? 0 : 1));
            expect(v.seq).toBe(a.acked.get(q));
          }
          expect(a.stored.size).toBe(a.acked.size);
        }
        for (const r of refusedAfterDeadline)
          expect(r.receivedAt).toBeGreaterThanOrEqual(r.deadline);
      }),
      { numRuns: 300 },
    );
    // The schedules really race the deadline: late saves reach the server while the attempt is
    // still in progress (the scheduler not yet fired), and only the deadline check refuses them.
    expect(seen.autoSubmits).toBeGreaterThan(100);
    expect(seen.stored).toBeGreaterThan(100);
    expect(seen.racedScheduler).toBeGreaterThan(10);
  });
});
