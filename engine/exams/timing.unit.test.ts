/** Exam deadlines, start rules and the auto-submit schedule, with worked examples. */
import { describe, expect, it } from 'vitest';
import {
  canStartExam,
  deadlineAfterChange,
  dueForAutoSubmit,
  examDeadline,
  extraMinutes,
  nextWake,
  writeInTime,
  type ExamClock,
} from './timing.ts';

const MIN = 60_000;
const at = (h: number, m: number) => (h * 60 + m) * MIN;
// 09:00–11:00 window, 60-minute limit.
const exam: ExamClock = { opensAt: at(9, 0), closesAt: at(11, 0), limitMinutes: 60 };

describe('examDeadline', () => {
  it('is start + limit when the window is far', () => {
    expect(examDeadline(exam, at(9, 5))).toBe(at(10, 5));
  });
  it('is the window close for a late starter', () => {
    expect(examDeadline(exam, at(10, 30))).toBe(at(11, 0));
  });
  it('gives a 1.25 factor its 15 minutes, even past the class close', () => {
    expect(examDeadline(exam, at(9, 0), { factor: 1.25 })).toBe(at(10, 15));
    expect(examDeadline(exam, at(10, 30), { factor: 1.25 })).toBe(at(11, 15));
    expect(extraMinutes(exam, { factor: 1.25 })).toBe(15);
  });
  it('adds extra minutes to the factor', () => {
    expect(examDeadline(exam, at(9, 0), { factor: 1.5, extraMinutes: 10 })).toBe(at(10, 40));
  });
  it('follows a later personal window', () => {
    const acc = { opensAt: at(13, 0), closesAt: at(15, 0) };
    expect(examDeadline(exam, at(14, 30), acc)).toBe(at(15, 0));
    expect(examDeadline(exam, at(13, 10), acc)).toBe(at(14, 10));
  });
  it('never moves a personal close before the class close', () => {
    expect(examDeadline(exam, at(10, 30), { closesAt: at(10, 0) })).toBe(at(11, 0));
  });
  it('stops at the moment the teacher ended the exam', () => {
    expect(examDeadline({ ...exam, endedAt: at(9, 40) }, at(9, 5), { factor: 2 })).toBe(at(9, 40));
  });
});

describe('deadlineAfterChange', () => {
  it('applies a longer accommodation to an attempt in progress', () => {
    expect(deadlineAfterChange(exam, at(9, 0), { factor: 1.5 }, at(9, 50))).toBe(at(10, 30));
  });
  it('never moves the deadline before the moment of the change', () => {
    // Double time corrected to none at 10:20, twenty minutes after the plain deadline.
    expect(deadlineAfterChange(exam, at(9, 0), {}, at(10, 20))).toBe(at(10, 20));
    expect(deadlineAfterChange({ ...exam, endedAt: at(9, 30) }, at(9, 0), {}, at(9, 45))).toBe(
      at(9, 45),
    );
  });
});

describe('canStartExam', () => {
  const e = { ...exam, attemptsAllowed: 1 };
  const none = { started: 0, inProgress: false };
  it('refuses before, after and when attempts are used, in that order of checks', () => {
    expect(canStartExam(e, at(8, 59), {}, none)).toEqual({
      ok: false,
      reason: 'exam.error.notOpen',
    });
    expect(canStartExam(e, at(11, 0), {}, none)).toEqual({
      ok: false,
      reason: 'exam.error.closed',
    });
    expect(canStartExam(e, at(9, 30), {}, { started: 1, inProgress: false })).toEqual({
      ok: false,
      reason: 'exam.error.noAttemptsLeft',
    });
    expect(canStartExam(e, at(9, 30), {}, { started: 1, inProgress: true })).toEqual({
      ok: false,
      reason: 'exam.error.alreadyStarted',
    });
    expect(canStartExam({ ...e, endedAt: at(9, 20) }, at(9, 30), {}, none)).toEqual({
      ok: false,
      reason: 'exam.error.ended',
    });
  });
  it('lets an accommodation open a later window and give another attempt', () => {
    expect(canStartExam(e, at(13, 30), { opensAt: at(13, 0), closesAt: at(15, 0) }, none)).toEqual({
      ok: true,
    });
    expect(
      canStartExam(e, at(9, 30), { extraAttempts: 1 }, { started: 1, inProgress: false }),
    ).toEqual({
      ok: true,
    });
  });
});

describe('writes and the scheduler', () => {
  it('counts a write received strictly before the deadline', () => {
    expect(writeInTime(999, 1000)).toBe(true);
    expect(writeInTime(1000, 1000)).toBe(false);
  });
  it('submits the attempts in progress at or past their deadline and wakes at the next', () => {
    const attempts = [
      { id: 'a', status: 'inProgress', deadline: 100 },
      { id: 'b', status: 'inProgress', deadline: 200 },
      { id: 'c', status: 'submitted', deadline: 50 },
    ];
    expect(dueForAutoSubmit(attempts, 100).map((a) => a.id)).toEqual(['a']);
    expect(nextWake(attempts)).toBe(100);
    expect(nextWake(attempts.slice(2))).toBeNull();
  });
});
