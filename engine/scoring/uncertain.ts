/**
 * Where the rubric is least sure of a written reply, so a teacher looks there first (the review
 * queue): the student asked for a second look; the language could not be told; a length or a
 * response time within a step of its threshold; a text that loses everything on one must-pass
 * check while passing most of the rest; a partial score one check short of full. A point a
 * teacher has decided (an override, or an answer to the student's request) is settled.
 */
import type { PointResult, RubricCheck } from '../../schemas/api/practice.ts';
import { UNCERTAIN_REASONS, type UncertainReason } from '../../schemas/api/teacherReview.ts';
import { durationMs } from '../policies/schedule.ts';

export { UNCERTAIN_REASONS, type UncertainReason };

/** How near a measure must come to its threshold to count as "near": a share, and at least. */
const NEAR = {
  minWords: [0.15, 2],
  maxWords: [0.15, 2],
  minLength: [0.15, 10],
  maxLength: [0.15, 10],
} as const;
/** A response within this share of its time limit, either side. */
const NEAR_TIME = 0.1;
/** mustPassOnly: the share of the other checks' weight that passed. */
const MOSTLY = 0.75;

const nearLength = (c: RubricCheck) => {
  if (!(c.kind in NEAR) || c.measured === undefined) return false;
  const threshold = Number(c.expected);
  const [share, least] = NEAR[c.kind as keyof typeof NEAR];
  return Math.abs(c.measured - threshold) <= Math.max(least, share * threshold);
};

const nearTime = (c: RubricCheck) => {
  if (c.kind !== 'within' || c.measured === undefined) return false;
  const limit = durationMs(c.expected) / 60_000;
  return Math.abs(c.measured - limit) <= NEAR_TIME * limit;
};

const weightOf = (c: RubricCheck) => c.weight ?? 1;

/** Zero for want of a must-pass check, while most of the rest (by weight) passed. */
const mustPassOnly = (p: PointResult) => {
  if (p.earned !== 0) return false;
  const failedMust = p.checks.filter((c) => c.mustPass && !c.ok);
  if (failedMust.length === 0) return false;
  const rest = p.checks.filter((c) => !c.mustPass);
  const total = rest.reduce((s, c) => s + weightOf(c), 0);
  if (total === 0) return false;
  return rest.filter((c) => c.ok).reduce((s, c) => s + weightOf(c), 0) / total >= MOSTLY;
};

/** Whether a teacher has decided the point: an override, or an answer to the student's request. */
export const settled = (p: PointResult) => p.override !== undefined || Boolean(p.review?.answer);

/** Why the rubric's result on this point is uncertain (empty: it is sure, or the point is settled). */
export const uncertainReasons = (p: PointResult): UncertainReason[] => {
  if (settled(p)) return [];
  const out: UncertainReason[] = [];
  if (p.review) out.push('studentAsked');
  // The rest reads a written reply the rubric graded; a penalty is not a reply.
  if (p.score <= 0 || !p.evidence || p.checks.length === 0) return out;
  if (p.checks.some((c) => c.kind === 'language' && c.unsure)) out.push('languageUnsure');
  if (p.checks.some(nearLength)) out.push('nearLength');
  if (p.checks.some(nearTime)) out.push('nearTime');
  if (mustPassOnly(p)) out.push('mustPassOnly');
  else if (p.earned > 0 && p.earned < p.score && p.checks.filter((c) => !c.ok).length === 1)
    out.push('oneCheckShort');
  return out;
};
