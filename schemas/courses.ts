/**
 * A course of the course centre (issue 24 §5, docs/adr/0031-course-centre.md): chapters of
 * sections, each section a Markdown text in zh and en beside the course file
 * (courses/<course>/<section>.<lang>.md), the public rule pages its facts come from, the cases and
 * questions that practise it and the files it offers; each chapter names its after-class
 * exercises from the question bank, by id or by topic.
 */
import { Type, type Static } from 'typebox';
import { Platform } from './common.ts';

const closed = { additionalProperties: false } as const;
const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const BiText = (max: number) => Type.Object({ zh: text(max), en: text(max) }, closed);
const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$' });
const Ids = Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{2,63}$' }), {
  maxItems: 50,
  uniqueItems: true,
});

/** The kinds of file a section offers (Source/List?type=…), by file extension. */
export const RESOURCE_TYPES = ['sheet', 'document', 'image'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_EXTENSIONS: Record<ResourceType, readonly string[]> = {
  sheet: ['csv', 'xlsx'],
  document: ['md', 'txt', 'pdf'],
  image: ['png', 'jpg', 'svg'],
};
export const ResourceFileName = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}\\.[a-z]{2,4}$' });

export const CourseResource = Type.Object(
  {
    /** A file in courses/<course>/files/. */
    file: ResourceFileName,
    type: Type.Enum(RESOURCE_TYPES),
    title: BiText(200),
  },
  closed,
);
export type CourseResource = Static<typeof CourseResource>;

export const SourcePage = Type.Object(
  { title: text(300), url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 1000 }) },
  closed,
);

export const CourseSection = Type.Object(
  {
    id: Slug,
    title: BiText(200),
    /** The public rule pages the section's facts come from: each one a source of the bank. */
    sources: Type.Array(SourcePage, { minItems: 1, maxItems: 20 }),
    /** Cases (scenarios/cases) that practise the section. */
    cases: Ids,
    /** Questions of the bank on the section. */
    questions: Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{2,63}$' }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
    resources: Type.Optional(Type.Array(CourseResource, { maxItems: 20 })),
  },
  closed,
);
export type CourseSection = Static<typeof CourseSection>;

/** After-class exercises: questions by id, and every question of the bank with a topic. */
export const ChapterExercises = Type.Object(
  {
    questions: Type.Optional(Ids),
    topics: Type.Optional(
      Type.Array(Type.Object({ topic: Slug, platform: Type.Optional(Platform) }, closed), {
        maxItems: 10,
      }),
    ),
  },
  closed,
);

export const CourseChapter = Type.Object(
  {
    id: Slug,
    title: BiText(200),
    sections: Type.Array(CourseSection, { minItems: 1, maxItems: 30 }),
    exercises: ChapterExercises,
  },
  closed,
);
export type CourseChapter = Static<typeof CourseChapter>;

export const Course = Type.Object(
  {
    id: Slug,
    title: BiText(200),
    summary: BiText(1000),
    platforms: Type.Optional(Type.Array(Platform, { uniqueItems: true })),
    chapters: Type.Array(CourseChapter, { minItems: 1, maxItems: 30 }),
  },
  closed,
);
export type Course = Static<typeof Course>;
