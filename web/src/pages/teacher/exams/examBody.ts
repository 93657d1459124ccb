/**
 * The teacher's exam forms as request bodies: the create form's values as a CreateExamBody (a
 * fixed list of bank questions or draw rules by tag, empty tag lists left out) and the
 * accommodation dialog's values as an accommodation (null when nothing is given: none).
 */
import type { Static } from 'typebox';
import type { CreateExamBody } from '../../../../../schemas/api/exams.ts';
import type { ExamAccommodation, ExamReviewPolicy } from '../../../../../schemas/exams.ts';

export type DrawRuleValues = {
  count: number;
  platform?: string[];
  module?: string[];
  topic?: string[];
  difficulty?: number[];
};

export type ExamFormValues = {
  titleZh: string;
  titleEn: string;
  classIds: string[];
  paperKind: 'fixed' | 'draw';
  fixed?: string[];
  draw?: DrawRuleValues[];
  opensAt: number;
  closesAt: number;
  limitMinutes: number;
  passScore: number;
  attemptsAllowed: number;
  reviewLevel: ExamReviewPolicy['level'];
  reviewFrom: ExamReviewPolicy['from'];
};

const some = <T>(xs: T[] | undefined) => (xs && xs.length > 0 ? xs : undefined);

type Body = Static<typeof CreateExamBody>;
type Rule = Extract<Body['paper'], { draw: unknown }>['draw'][number];

export const drawRule = (r: DrawRuleValues): Rule => {
  const rule: Record<string, unknown> = { count: r.count };
  for (const key of ['platform', 'module', 'topic', 'difficulty'] as const) {
    const values = some<string | number>(r[key]);
    if (values) rule[key] = values;
  }
  return rule as Rule;
};

export const createExamBody = (v: ExamFormValues): Body => ({
  title: { zh: v.titleZh.trim(), en: v.titleEn.trim() },
  classIds: v.classIds,
  paper:
    v.paperKind === 'fixed' ? { fixed: v.fixed ?? [] } : { draw: (v.draw ?? []).map(drawRule) },
  settings: {
    opensAt: v.opensAt,
    closesAt: v.closesAt,
    limitMinutes: v.limitMinutes,
    passScore: v.passScore,
    attemptsAllowed: v.attemptsAllowed,
    review: { level: v.reviewLevel, from: v.reviewFrom },
  },
});

export type AccommodationValues = {
  factor?: number | null;
  extraMinutes?: number | null;
  opensAt?: number | null;
  closesAt?: number | null;
  extraAttempts?: number | null;
};

/** Only what was given; a factor of 1 and zero minutes or attempts give nothing. */
export const accommodation = (v: AccommodationValues): ExamAccommodation | null => {
  const acc: ExamAccommodation = {};
  if (v.factor != null && v.factor !== 1) acc.factor = v.factor;
  if (v.extraMinutes) acc.extraMinutes = v.extraMinutes;
  if (v.opensAt != null) acc.opensAt = v.opensAt;
  if (v.closesAt != null) acc.closesAt = v.closesAt;
  if (v.extraAttempts) acc.extraAttempts = v.extraAttempts;
  return Object.keys(acc).length > 0 ? acc : null;
};

/** The dialog's starting values from the student's current accommodation. */
export const accommodationValues = (acc: ExamAccommodation | null): AccommodationValues => ({
  factor: acc?.factor ?? null,
  extraMinutes: acc?.extraMinutes ?? null,
  opensAt: acc?.opensAt ?? null,
  closesAt: acc?.closesAt ?? null,
  extraAttempts: acc?.extraAttempts ?? null,
});
