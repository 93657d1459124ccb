/** A case's status in the case list follows the student's latest attempt that was not reset. */
import { describe, expect, it } from 'vitest';
import { caseStatus } from './caseStatus.ts';

describe('caseStatus', () => {
  it('is not started without an attempt, submitted once handed in, else in progress', () => {
    expect(caseStatus(undefined)).toBe('notStarted');
    expect(caseStatus({ status: 'inProgress' })).toBe('inProgress');
    expect(caseStatus({ status: 'submitted' })).toBe('submitted');
  });
});
