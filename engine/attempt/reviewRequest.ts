/**
 * A student's request for a second look at a tracking point of their submitted attempt: a point
 * that can earn something (not a penalty), once per point, at most REVIEW_REQUESTS_MAX points per
 * attempt, with a note saying why. The teacher's answer is a PointOverridden (evolve.ts).
 */
import { REVIEW_REQUESTS_MAX, type RequestPointReview } from '../../schemas/attempt.ts';
import { reject, type Decision } from '../core/envelope.ts';
import type { DecideContext } from './context.ts';
import { pointKey, type AttemptState } from './state.ts';

/**
 * Whether the analysis offers a review request: the attempt was submitted (a reset since does not
 * matter) and has requests left. The decide below refuses the rest with their keys.
 */
export const canAskReview = (state: Pick<AttemptState, 'submittedAt' | 'reviewRequests'>) =>
  state.submittedAt !== null && Object.keys(state.reviewRequests).length < REVIEW_REQUESTS_MAX;

export const decideReviewRequest = (cmd: RequestPointReview, ctx: DecideContext): Decision => {
  // Submitted, and perhaps reset since: the grade of a submitted attempt may still count.
  if (ctx.state.submittedAt === null) return reject('points.error.notSubmitted');
  const rule = ctx.scenario.scoring.find(
    (r) =>
      r.point === cmd.pointID &&
      (r.sourceID ?? (r.source === 'client' ? -1 : null)) === cmd.sourceID,
  );
  if (!rule || rule.score <= 0)
    return reject('points.error.unknownPoint', { pointID: cmd.pointID });
  const note = cmd.note.trim();
  if (!note) return reject('points.error.noNote');
  const asked = ctx.state.reviewRequests;
  if (asked[pointKey(cmd.pointID, cmd.sourceID)])
    return reject('points.error.reviewAsked', { pointID: cmd.pointID });
  if (Object.keys(asked).length >= REVIEW_REQUESTS_MAX)
    return reject('points.error.tooManyReviews', { max: REVIEW_REQUESTS_MAX });
  return [
    {
      type: 'PointReviewRequested',
      data: { pointID: cmd.pointID, sourceID: cmd.sourceID, note },
    },
  ];
};
