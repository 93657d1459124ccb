/**
 * A teacher's override of a tracking point: only on a submitted attempt, within the point's range,
 * with a reason; the score follows, the analysis says what the events earned, a replay keeps it,
 * and null takes it back.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';

const s = loadCase('amazon-partial-stock');
const override = (pointID: number, earned: number | null, reason = 'Checked by hand.') =>
  ({ type: 'OverridePoint', pointID, sourceID: null, earned, reason, by: 'Teacher 01' }) as const;

describe('OverridePoint', () => {
  it('is refused while the attempt is in progress', () => {
    const p = new Session(s);
    expect(p.refused(override(1201, 30)).messageKey).toBe('points.error.notSubmitted');
  });

  it('sets a point’s score on a submitted attempt; the analysis and a replay keep it', () => {
    const p = new Session(s);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    const before = p.score();
    p.do(override(1201, 30));
    const after = p.score();
    expect(after.score).toBe(before.score + 30);
    expect(after.points.find((x) => x.pointID === 1201)).toMatchObject({
      earned: 30,
      outcome: 'hit',
      override: { earned: 30, computed: 0, reason: 'Checked by hand.', by: 'Teacher 01' },
    });
    p.do(override(1205, -30, 'Cancelled the lamp order by phone.'));
    expect(p.score().points.find((x) => x.pointID === 1205)?.outcome).toBe('triggered');
    p.do(override(1201, null));
    expect(p.score().points.find((x) => x.pointID === 1201)?.override).toBeUndefined();
  });

  it('refuses a blank reason, a score out of the point’s range and an unknown point', () => {
    const p = new Session(s);
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    expect(p.refused(override(1201, 30, '  ')).messageKey).toBe('points.error.noReason');
    expect(p.refused(override(1201, 31)).messageKey).toBe('points.error.earnedOutOfRange');
    expect(p.refused(override(1201, -1)).messageKey).toBe('points.error.earnedOutOfRange');
    expect(p.refused(override(1205, 1)).messageKey).toBe('points.error.earnedOutOfRange');
    expect(p.refused(override(4242, 1)).messageKey).toBe('points.error.unknownPoint');
  });

  it('a rating and comment: only once submitted; the latest stands', () => {
    const p = new Session(s);
    const review = (rating: number, comment: string) =>
      ({ type: 'ReviewAttempt', rating, comment, by: 'Teacher 01' }) as const;
    expect(p.refused(review(4, 'Good')).messageKey).toBe('points.error.notSubmitted');
    p.do({ type: 'SubmitAttempt', reason: 'student' });
    p.do(review(3, '  Split right, remark too short.  '));
    expect(p.state.review).toMatchObject({ rating: 3, comment: 'Split right, remark too short.' });
    p.do(review(4, 'Remark fixed in the talk.'));
    expect(p.state.review).toMatchObject({ rating: 4, by: 'Teacher 01' });
    p.score();
  });
});
