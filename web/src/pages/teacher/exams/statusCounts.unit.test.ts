/** Students per status on the exam list: in the exam's order, statuses nobody is at left out. */
import { expect, it } from 'vitest';
import { statusCounts } from './statusCounts.ts';

it('counts the students at each status in the order an exam goes through them', () => {
  const students = [
    { status: 'graded' as const },
    { status: 'notStarted' as const },
    { status: 'graded' as const },
    { status: 'inProgress' as const },
  ];
  expect(statusCounts(students)).toEqual([
    ['notStarted', 1],
    ['inProgress', 1],
    ['graded', 2],
  ]);
  expect(statusCounts([])).toEqual([]);
});
