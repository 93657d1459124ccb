/**
 * A student's request for a second look at a point: only on a submitted attempt, on a point that
 * can earn something, with a note, once per point and at most five per attempt; the analysis
 * shows it, and the teacher's next decision on the point answers it.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';
import { canAskReview } from './reviewRequest.ts';

const s = loadCase('amazon-partial-stock');
const ask = (pointID: number, note = 'My remark says when it ships.') =>
  ({ type: 'RequestPointReview', pointID, sourceID: null, note }) as const;
const override = (pointID: number, earned: number | null, reason: string) =>
  ({ type: 'OverridePoint', pointID, sourceID: null, earned, reason, by: 'Teacher 01' }) as const;

describe('RequestPointReview', () => {
  it('is refused while the attempt is in progress', () => {
    const p = new Session(s);
    expect(p.refused(ask(1203)).messageKey).toBe('points.error.notSubmitted');
  });

  it('records the note on the point until the teacher decides it, and keeps the score', () => {
    const p = new Session(s);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    const before = p.score();
    p.do(ask(1203, '  My remark says when it ships.  '));
    const asked = p.score().points.find((x) => x.pointID === 1203);
    expect(asked?.review).toMatchObject({ note: 'My remark says when it ships.', answer: null });
    expect(p.score().score).toBe(before.score);
    // Keeping the score (null) with a reason answers the request too.
    p.do(override(1203, null, 'The remark gives no date.'));
    expect(p.score().points.find((x) => x.pointID === 1203)?.review?.answer).toMatchObject({
      reason: 'The remark gives no date.',
      by: 'Teacher 01',
    });
    // A later decision does not rewrite the answer the student read.
    p.do(override(1203, 10, 'On second thought, partly right.'));
    expect(p.score().points.find((x) => x.pointID === 1203)?.review?.answer?.reason).toBe(
      'The remark gives no date.',
    );
  });

  it('refuses a blank note, a penalty, an unknown point and a second request for a point', () => {
    const p = new Session(s);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    expect(p.refused(ask(1203, '   ')).messageKey).toBe('points.error.noNote');
    expect(p.refused(ask(1205)).messageKey).toBe('points.error.unknownPoint');
    expect(p.refused(ask(4242)).messageKey).toBe('points.error.unknownPoint');
    p.do(ask(1203));
    expect(p.refused(ask(1203)).messageKey).toBe('points.error.reviewAsked');
  });

  it('takes at most five requests per attempt', () => {
    const p = new Session(s);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    const positive = s.scoring.filter((r) => r.score > 0).map((r) => r.point);
    expect(positive.length).toBeGreaterThanOrEqual(4);
    for (const id of positive.slice(0, 5)) p.do(ask(id));
    if (positive.length > 5) {
      expect(p.refused(ask(positive[5]!)).messageKey).toBe('points.error.tooManyReviews');
    }
  });
});

describe('canAskReview', () => {
  it('offers a request once submitted, until the attempt has used all five', () => {
    const many = loadCase('temu-stock-count');
    const earning = many.scoring.filter(
      (r) => r.score > 0 && r.source !== 'client' && r.sourceID === undefined,
    );
    expect(earning.length).toBeGreaterThan(5);
    const p = new Session(many);
    expect(canAskReview(p.state)).toBe(false);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    for (const [i, r] of earning.slice(0, 5).entries()) {
      expect(canAskReview(p.state)).toBe(true);
      p.do(ask(r.point, `Note ${i}`));
    }
    expect(canAskReview(p.state)).toBe(false);
    // The decide agrees: a sixth request is refused.
    expect(p.refused(ask(earning[5]!.point)).messageKey).toBe('points.error.tooManyReviews');
  });
});
