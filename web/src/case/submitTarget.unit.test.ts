/** Unit tests: submitTarget; backTarget. */
import { describe, expect, it } from 'vitest';
import { backTarget, submitTarget } from './submitTarget.ts';

describe('submitTarget', () => {
  it('goes to the exam centre in exam mode', () => {
    expect(submitTarget({ isExam: true, fromHome: 'false' })).toBe('/testCenter?alreaySubmit=true');
  });
  it('goes to the practice centre when the case was not opened from a list', () => {
    expect(submitTarget({ isExam: false, fromHome: 'false' })).toBe(
      '/practiceCenter?alreaySubmit=true',
    );
  });
  it('goes back to the case list with its filters', () => {
    expect(
      submitTarget({
        isExam: false,
        fromHome: { caseType: 'orderWarehousing', caseModule: 'orders' },
      }),
    ).toBe('/CaseList?caseType=orderWarehousing&caseModule=orders&alreaySubmit=true');
    expect(submitTarget({ isExam: false, fromHome: { caseType: 'other' } })).toBe(
      '/CaseList?caseType=other&alreaySubmit=true',
    );
  });
});

describe('a trial of a draft', () => {
  const trial = {
    isExam: false,
    fromHome: 'false' as const,
    caseID: 'trial~d-1',
    usercaseID: 'a-1',
  };
  it('goes back to the draft’s editor, with the submitted attempt', () => {
    expect(submitTarget(trial)).toBe('/Teacher/cases/d-1?trial=a-1');
    expect(backTarget(trial)).toBe('/Teacher/cases/d-1');
  });
  it('leaves other cases where they were', () => {
    expect(submitTarget({ ...trial, caseID: 'shopee-thank-you' })).toBe(
      '/practiceCenter?alreaySubmit=true',
    );
  });
});

describe('backTarget', () => {
  it('goes back to where the case was opened, without the submitted flag', () => {
    expect(backTarget({ isExam: false, fromHome: 'false' })).toBe('/practiceCenter');
    expect(backTarget({ isExam: true, fromHome: 'false' })).toBe('/testCenter');
    expect(backTarget({ isExam: false, fromHome: { caseType: 'orderWarehousing' } })).toBe(
      '/CaseList?caseType=orderWarehousing',
    );
    expect(backTarget({ isExam: false, fromHome: {} })).toBe('/CaseList');
  });
});
