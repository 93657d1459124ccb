/** The exam attempt lifecycle: its whole transition table and every simple path of its graph. */
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { EXAM_ATTEMPT_STATUSES } from '../../schemas/exams.ts';
import {
  EXAM_MACHINE_EVENTS,
  examAcceptsAnswers,
  examAttemptMachine,
  nextExamStatus,
} from './attempt.machine.ts';

describe('exam attempt machine', () => {
  it('has exactly these steps', () => {
    const table = Object.fromEntries(
      EXAM_ATTEMPT_STATUSES.map((s) => [
        s,
        Object.fromEntries(EXAM_MACHINE_EVENTS.map((e) => [e, nextExamStatus(s, e)])),
      ]),
    );
    const none = { START: null, SUBMIT: null, DEADLINE: null, GRADE: null, RELEASE: null };
    expect(table).toEqual({
      notStarted: { ...none, START: 'inProgress' },
      inProgress: { ...none, SUBMIT: 'submitted', DEADLINE: 'autoSubmitted' },
      submitted: { ...none, GRADE: 'graded' },
      autoSubmitted: { ...none, GRADE: 'graded' },
      graded: { ...none, GRADE: 'graded', RELEASE: 'released' },
      released: { ...none, GRADE: 'released' },
    });
  });

  it('reaches every status, and a released result only through a submission and a grade', () => {
    const paths = getSimplePaths(examAttemptMachine);
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual([...EXAM_ATTEMPT_STATUSES].sort());
    const toReleased = paths
      .filter((p) => p.state.value === 'released')
      .map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(toReleased.sort()).toEqual([
      'xstate.init START DEADLINE GRADE RELEASE',
      'xstate.init START SUBMIT GRADE RELEASE',
    ]);
  });

  it('takes answers only while in progress', () => {
    expect(EXAM_ATTEMPT_STATUSES.filter(examAcceptsAnswers)).toEqual(['inProgress']);
  });
});
