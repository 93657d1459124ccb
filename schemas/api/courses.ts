/**
 * The course centre's calls (issue 24 §5; spec section 7: PracticeTraining/CourseList,
 * GetCurriculumList, GetSectionDetailList, StartCourseLearn, LeaveCourseLearn, and the heartbeat
 * CourseLearnBeat; Source/List?type; a teacher's ClassCourseProgress). Texts come in zh and en;
 * questions come as a student's page shows them (schemas/theory/view.ts), never with what is right.
 */
import { Type, type Static } from 'typebox';
import { Platform } from '../common.ts';
import { RESOURCE_TYPES } from '../courses.ts';
import { ItemView } from '../theory/view.ts';

const closed = { additionalProperties: false } as const;
const Bi = Type.Object({ zh: Type.String(), en: Type.String() });
const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const ResourceType = Type.Enum(RESOURCE_TYPES);

/** A student's progress in a course: sections read (studied READ_AFTER_SECONDS or more), time. */
export const CourseProgress = Type.Object({
  sections: Type.Integer({ minimum: 0 }),
  sectionsRead: Type.Integer({ minimum: 0 }),
  studySeconds: Type.Integer({ minimum: 0 }),
  lastStudiedAt: Nullable(Type.String()),
});
export type CourseProgress = Static<typeof CourseProgress>;

export const CourseListData = Type.Object({
  list: Type.Array(
    Type.Object({
      courseID: Type.String(),
      title: Bi,
      summary: Bi,
      platforms: Type.Array(Platform),
      chapters: Type.Integer(),
      exercises: Type.Integer({ description: 'After-class exercise questions in all chapters' }),
      progress: CourseProgress,
      /** The section to go on with: the first not read, else the first. */
      nextSectionID: Type.String(),
    }),
  ),
  /** Seconds of study a section needs to count as read. */
  readAfterSeconds: Type.Integer(),
});
export type CourseListData = Static<typeof CourseListData>;

export const CourseBody = Type.Object({ courseID: Slug }, closed);
export const SectionBody = Type.Object({ courseID: Slug, sectionID: Slug }, closed);

const SectionSummary = Type.Object({
  sectionID: Type.String(),
  title: Bi,
  studySeconds: Type.Integer(),
  read: Type.Boolean(),
});

export const CurriculumData = Type.Object({
  courseID: Type.String(),
  title: Bi,
  summary: Bi,
  progress: CourseProgress,
  chapters: Type.Array(
    Type.Object({
      chapterID: Type.String(),
      title: Bi,
      sections: Type.Array(SectionSummary),
      exercises: Type.Integer(),
    }),
  ),
});
export type CurriculumData = Static<typeof CurriculumData>;

/** A question of the bank as the page shows it read-only: text and choices, never the answer. */
export const QuestionPreview = Type.Object({ id: Type.String(), item: ItemView });
export type QuestionPreview = Static<typeof QuestionPreview>;

export const Resource = Type.Object({
  courseID: Type.String(),
  sectionID: Type.String(),
  file: Type.String(),
  type: ResourceType,
  title: Bi,
  size: Type.Integer({ minimum: 0 }),
});
export type Resource = Static<typeof Resource>;

export const SectionDetailData = Type.Object({
  courseID: Type.String(),
  courseTitle: Bi,
  chapterID: Type.String(),
  chapterTitle: Bi,
  sectionID: Type.String(),
  title: Bi,
  /** The section's Markdown in each language (rendered and sanitized by the page). */
  content: Bi,
  sources: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
  cases: Type.Array(Type.Object({ caseID: Type.String(), title: Bi })),
  questions: Type.Array(QuestionPreview),
  resources: Type.Array(Resource),
  /** After-class exercises of the chapter: shown at the end of its last section. */
  exercises: Nullable(Type.Array(QuestionPreview)),
  prevSectionID: Nullable(Type.String()),
  nextSectionID: Nullable(Type.String()),
  studySeconds: Type.Integer(),
  read: Type.Boolean(),
});
export type SectionDetailData = Static<typeof SectionDetailData>;

export const StartLearnData = Type.Object({
  learnID: Type.String(),
  /** How often the page must beat while visible. */
  heartbeatSeconds: Type.Integer(),
});
export type StartLearnData = Static<typeof StartLearnData>;

export const LearnBody = Type.Object(
  { learnID: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);

export const BeatData = Type.Object({
  /** False when the span is over (timed out, or another page took over): start a new one. */
  open: Type.Boolean(),
});
export type BeatData = Static<typeof BeatData>;

export const LeaveData = Type.Object({
  /** Seconds the span counted. */
  seconds: Type.Integer(),
  /** The section's study time now, all spans. */
  studySeconds: Type.Integer(),
});
export type LeaveData = Static<typeof LeaveData>;

export const SourceListQuery = Type.Object({ type: Type.Optional(ResourceType) }, closed);
export const SourceListData = Type.Object({ list: Type.Array(Resource) });
export type SourceListData = Static<typeof SourceListData>;

export const SourceFileBody = Type.Object(
  { courseID: Slug, file: Type.String({ minLength: 1, maxLength: 80 }) },
  closed,
);

export const ClassCourseProgressBody = Type.Object(
  { classId: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const ClassCourseProgressData = Type.Object({
  courses: Type.Array(
    Type.Object({ courseID: Type.String(), title: Bi, sections: Type.Integer() }),
  ),
  students: Type.Array(
    Type.Object({
      userId: Type.String(),
      name: Type.String(),
      userName: Type.String(),
      /** One entry per course, in the order of `courses`. */
      progress: Type.Array(
        Type.Object({ sectionsRead: Type.Integer(), studySeconds: Type.Integer() }),
      ),
      studySeconds: Type.Integer(),
      lastStudiedAt: Nullable(Type.String()),
    }),
  ),
});
export type ClassCourseProgressData = Static<typeof ClassCourseProgressData>;
