/** /api/PracticeTraining/*: case list, start, reset, info, submit, tracking points, analysis. */
import { Type, type Static } from 'typebox';
import { CaseType, LANGUAGES, LocalText, ModuleId, Page, Platform } from '../common.ts';
import { REVIEW_NOTE_MAX } from '../attempt.ts';

const closed = { additionalProperties: false } as const;
const UserCaseID = Type.String({ minLength: 1, maxLength: 64 });
const CaseID = Type.String({ minLength: 1, maxLength: 64 });

export const CaseListBody = Type.Object(
  { caseType: Type.Optional(CaseType), caseModule: Type.Optional(ModuleId) },
  closed,
);
export const AttemptStatus = Type.Union([
  Type.Literal('notStarted'),
  Type.Literal('inProgress'),
  Type.Literal('submitted'),
]);
export const CaseListItem = Type.Object({
  caseID: CaseID,
  title: LocalText,
  caseType: CaseType,
  modules: Type.Array(ModuleId),
  platforms: Type.Array(Platform),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  status: AttemptStatus,
  /** The latest attempt that was not reset (in progress or submitted), if any. */
  userCaseID: Type.Union([Type.String(), Type.Null()]),
  score: Type.Union([Type.Number(), Type.Null()]),
  passed: Type.Union([Type.Boolean(), Type.Null()]),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * A teacher rated, commented on or adjusted an attempt of this case (any, reset ones too) since
   * the student last opened that attempt's analysis.
   */
  teacherNews: Type.Boolean(),
});
export const CaseListData = Type.Object({ list: Type.Array(CaseListItem) });

export const StartCaseBody = Type.Object({ caseID: CaseID }, closed);
export const StartCaseData = Type.Object({
  userCaseID: UserCaseID,
  caseID: CaseID,
  resumed: Type.Boolean(),
});

export const UserCaseBody = Type.Object({ userCaseID: UserCaseID }, closed);
/** The student asks the teacher to look at one point of their submitted attempt again. */
export const RequestReviewBody = Type.Object(
  {
    userCaseID: UserCaseID,
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Type.Union([Type.Integer({ minimum: -1 }), Type.Null()]),
    note: Type.String({ maxLength: REVIEW_NOTE_MAX }),
  },
  closed,
);
export const ResetCaseData = Type.Object({ userCaseID: UserCaseID, caseID: CaseID });

export const CaseFileItem = Type.Object({
  name: Type.String(),
  title: Type.Union([LocalText, Type.Null()]),
  import: Type.Union([Type.Literal('orders'), Type.Literal('stock'), Type.Null()]),
  size: Type.Integer(),
});
export type CaseFileItem = Static<typeof CaseFileItem>;

/** With the student's attempt: the case as that attempt is played (its case version). */
export const CaseInfoBody = Type.Object(
  { caseID: CaseID, userCaseID: Type.Optional(UserCaseID) },
  closed,
);
export const CaseInfoData = Type.Object({
  caseID: CaseID,
  title: LocalText,
  description: LocalText,
  require: Type.Array(LocalText),
  caseType: CaseType,
  modules: Type.Array(ModuleId),
  pages: Type.Array(Page),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  stores: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), platform: Platform })),
  /** The case's UTC offset in minutes: its times are shown on this zone, not the browser's. */
  utcOffset: Type.Integer({ minimum: -720, maximum: 840 }),
  /** Files the case hands the student (download with CaseFile). */
  attachments: Type.Array(CaseFileItem),
  /** The language each buyer writes in (null: in the student's): their words are shown as written. */
  buyers: Type.Array(
    Type.Object({ id: Type.String(), language: Type.Union([Type.String(), Type.Null()]) }),
  ),
});

/** Download one of a case's files, for an attempt the caller owns. */
export const CaseFileBody = Type.Object(
  { userCaseID: UserCaseID, name: Type.String({ minLength: 1, maxLength: 100 }) },
  closed,
);

export const SubmitData = Type.Object({
  score: Type.Number(),
  passed: Type.Boolean(),
  totalScore: Type.Number(),
});

export const SearchPointBody = Type.Object(
  { caseID: CaseID, page: Page, userCaseID: Type.Optional(UserCaseID) },
  closed,
);
export const PointItem = Type.Object({
  pointID: Type.Integer(),
  sourceID: Type.Integer(),
  content: LocalText,
});
export const SearchPointData = Type.Object({ list: Type.Array(PointItem) });

export const PointRequestBody = Type.Object(
  {
    usercaseID: UserCaseID,
    pointID: Type.Integer({ minimum: 1 }),
    sourceID: Type.Integer({ minimum: -1 }),
    page: Page,
    content: Type.String({ maxLength: 500 }),
  },
  closed,
);

export const RubricCheck = Type.Object({
  kind: Type.Union([
    Type.Literal('mustInclude'),
    Type.Literal('anyOf'),
    Type.Literal('forbidden'),
    Type.Literal('minLength'),
    Type.Literal('maxLength'),
    Type.Literal('banned'),
    Type.Literal('within'),
    Type.Literal('language'),
    Type.Literal('minWords'),
    Type.Literal('maxWords'),
    Type.Literal('greeting'),
    Type.Literal('acknowledge'),
    Type.Literal('nextStep'),
    Type.Literal('closing'),
    Type.Literal('sentences'),
    Type.Literal('tone'),
  ]),
  /**
   * What was expected: a phrase, a length, a duration, a language code (ISO 639-1), the buyer's
   * name for a greeting (empty when the rule's buyer is not known), the fewest words besides ids
   * for sentences; empty for the other parts of a reply and for tone.
   */
  expected: Type.String(),
  ok: Type.Boolean(),
  /**
   * What the text measured against a threshold: its words (minWords, maxWords), characters
   * (minLength, maxLength) or response minutes (within). How near it came is what a teacher's
   * review queue reads.
   */
  measured: Type.Optional(Type.Number()),
  /** The check passed because it could not tell (a reply too short to know its language). */
  unsure: Type.Optional(Type.Boolean()),
  /** What in the text failed the check, as written (tone: the blaming words, the !!!). */
  found: Type.Optional(Type.String()),
  /** The weight of the check's criterion, when the rubric gives weights (shared by its checks). */
  weight: Type.Optional(Type.Number()),
  /** The point earns nothing unless this check passes (the rubric's `mustPass`). */
  mustPass: Type.Optional(Type.Boolean()),
});
export const PointResult = Type.Object({
  pointID: Type.Integer(),
  sourceID: Type.Union([Type.Integer(), Type.Null()]),
  page: Page,
  content: LocalText,
  score: Type.Number(),
  earned: Type.Number(),
  hit: Type.Boolean(),
  /**
   * How the point reads in the analysis: a positive point hit in full, in part (rubric), missed,
   * or not needed (missed while the score already reached the case total); a penalty avoided or
   * triggered.
   */
  outcome: Type.Union([
    Type.Literal('hit'),
    Type.Literal('partial'),
    Type.Literal('missed'),
    Type.Literal('notNeeded'),
    Type.Literal('avoided'),
    Type.Literal('triggered'),
  ]),
  checks: Type.Array(RubricCheck),
  /** A teacher's override: what the point earns now, what the events earned, why, by whom. */
  override: Type.Optional(
    Type.Object({
      earned: Type.Number(),
      computed: Type.Number(),
      reason: Type.String(),
      by: Type.String(),
    }),
  ),
  /**
   * The student asked the teacher to look at this point again (after submitting), and the
   * teacher's answer once given (what the point earns then is in `override`, or unchanged).
   */
  review: Type.Optional(
    Type.Object({
      note: Type.String(),
      at: Type.String(),
      answer: Type.Union([
        Type.Object({ reason: Type.String(), by: Type.String(), at: Type.String() }),
        Type.Null(),
      ]),
    }),
  ),
  /** The student's words a rubric graded (a message, a mail, a remark), as the analysis quotes them. */
  evidence: Type.Optional(
    Type.Union([
      Type.Object({
        text: Type.String(),
        /** Sim time the words were written, when the record says. */
        at: Type.Union([Type.String(), Type.Null()]),
        responseMinutes: Type.Union([Type.Number(), Type.Null()]),
        /** The same to the second, where the record has it. */
        responseSeconds: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
      }),
      Type.Null(),
    ]),
  ),
});
export const ScoreBreakdown = Type.Object({
  totalScore: Type.Number(),
  passScore: Type.Number(),
  rawScore: Type.Number(),
  score: Type.Number(),
  passed: Type.Boolean(),
  points: Type.Array(PointResult),
  /** Hints the student opened, in order, with what each cost (taken from the capped score). */
  hints: Type.Array(Type.Object({ index: Type.Integer(), cost: Type.Integer(), text: LocalText })),
});
/** A teacher's rating (1–5) and comment on an attempt, as the student reads it. */
export const AttemptReview = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  by: Type.String(),
  /** When it was given (real time). */
  at: Type.String(),
});
export const ViewResolutionData = Type.Object({
  caseID: CaseID,
  userCaseID: UserCaseID,
  title: LocalText,
  /** The case's clock zone (UTC offset in minutes): quoted answers show the case's times. */
  utcOffset: Type.Integer({ minimum: -720, maximum: 840 }),
  status: AttemptStatus,
  submittedAt: Type.Union([Type.String(), Type.Null()]),
  breakdown: ScoreBreakdown,
  review: Type.Union([AttemptReview, Type.Null()]),
  /** The student may still ask for points to be looked at again (submitted, requests left). */
  canAskReview: Type.Boolean(),
});

/**
 * The case clock: real seconds since it started (0 while the task is still unread), the sim time
 * now, and its speed (sim seconds per real second).
 */
export const SyncTimeData = Type.Object({
  serverTime: Type.String(),
  startedAt: Type.String(),
  clockStartedAt: Type.Union([Type.String(), Type.Null()]),
  elapsedSeconds: Type.Number(),
  simTime: Type.String(),
  speed: Type.Number(),
});

export type CaseListItem = Static<typeof CaseListItem>;
export type CaseInfoData = Static<typeof CaseInfoData>;
export type PointItem = Static<typeof PointItem>;
export type PointResult = Static<typeof PointResult>;
export type ScoreBreakdown = Static<typeof ScoreBreakdown>;
export type RubricCheck = Static<typeof RubricCheck>;
export type ViewResolutionData = Static<typeof ViewResolutionData>;
export type AttemptReview = Static<typeof AttemptReview>;
export type SubmitData = Static<typeof SubmitData>;
export type StartCaseData = Static<typeof StartCaseData>;
export type SyncTimeData = Static<typeof SyncTimeData>;

/** Toolbox goods search (spec: {userCaseID, platform, state:-1, value}; state -1 = any). */
export const GoodsSearchBody = Type.Object(
  {
    userCaseID: UserCaseID,
    platform: Type.Union([Platform, Type.Literal('')]),
    state: Type.Integer({
      minimum: -1,
      maximum: 1,
      description: '-1 any, 0 on sale, 1 not on sale',
    }),
    value: Type.String({ maxLength: 80 }),
  },
  closed,
);
export const GoodsItem = Type.Object({
  sku: Type.String(),
  name: LocalText,
  specs: Type.String(),
  price: Type.Number(),
  num: Type.Integer(),
  /** 0 on sale, otherwise not on sale (spec). */
  state: Type.Integer(),
  platform: Platform,
});
export const GoodsSearchData = Type.Object({ list: Type.Array(GoodsItem) });
export type GoodsSearchBody = Static<typeof GoodsSearchBody>;
export type GoodsItem = Static<typeof GoodsItem>;
export type GoodsSearchData = Static<typeof GoodsSearchData>;

/**
 * POST /PracticeTraining/TrainingReport: a student's training report — who they are, their cases
 * by scene category and by module (total, completed, average), and each submitted case as an
 * assessment result with its class rank and the teacher's rating and comment.
 */
export const TrainingReportData = Type.Object({
  student: Type.Object({
    name: Type.String(),
    account: Type.String(),
    school: Type.Union([Type.String(), Type.Null()]),
    college: Type.Union([Type.String(), Type.Null()]),
    major: Type.Union([Type.String(), Type.Null()]),
    className: Type.Union([Type.String(), Type.Null()]),
    teacher: Type.Union([Type.String(), Type.Null()]),
  }),
  byCategory: Type.Array(
    Type.Object({
      caseType: CaseType,
      total: Type.Integer(),
      completed: Type.Integer(),
      average: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  byModule: Type.Array(
    Type.Object({
      module: ModuleId,
      total: Type.Integer(),
      completed: Type.Integer(),
      average: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  assessments: Type.Array(
    Type.Object({
      userCaseID: UserCaseID,
      caseID: CaseID,
      title: LocalText,
      caseType: CaseType,
      submittedAt: Type.String(),
      score: Type.Number(),
      totalScore: Type.Number(),
      passed: Type.Boolean(),
      /** Rank on this case among the class's submitted attempts (1 = best; ties share), or null. */
      classRank: Type.Union([Type.Integer(), Type.Null()]),
      classSize: Type.Integer(),
      review: Type.Union([AttemptReview, Type.Null()]),
    }),
  ),
});
export type TrainingReportData = Static<typeof TrainingReportData>;

/**
 * POST /PracticeTraining/TrainingReportPdf: the same report as an A4 PDF (application/pdf), its
 * words in the interface language and its times in the browser's zone (an IANA name; UTC when
 * absent or unknown).
 */
export const TrainingReportPdfBody = Type.Object(
  {
    lang: Type.Enum(LANGUAGES),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type TrainingReportPdfBody = Static<typeof TrainingReportPdfBody>;
