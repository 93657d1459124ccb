/**
 * The course catalogue: every course folder under courses/ (course.yaml, its sections' Markdown in
 * zh and en, files/), checked against the question bank and the shipped cases once at start, as
 * the cases are (engine/courses/check.ts). Any error stops the start; `cbsim courses validate`
 * prints the same errors.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkCourse, exerciseIds, type LinkTargets } from '../../engine/courses/check.ts';
import { parseQuestionFile } from '../../engine/questions/parse.ts';
import type { Course, CourseChapter, CourseSection, ResourceType } from '../../schemas/courses.ts';
import type { Question } from '../../schemas/questions.ts';

export type SectionRef = {
  course: Course;
  chapter: CourseChapter;
  section: CourseSection;
  /** Place of the section in its course, from 0. */
  index: number;
};

export type CourseFile = { name: string; type: ResourceType; bytes: Uint8Array };

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export class CourseCatalogue {
  private readonly byId: Map<string, Course>;
  private readonly questionsById: Map<string, Question>;
  private readonly markdown: ReadonlyMap<string, string>;
  private readonly fileBytes: ReadonlyMap<string, Uint8Array>;
  private readonly bank: Question[];
  constructor(
    courses: Course[],
    markdown: ReadonlyMap<string, string>,
    fileBytes: ReadonlyMap<string, Uint8Array>,
    bank: Question[],
  ) {
    this.markdown = markdown;
    this.fileBytes = fileBytes;
    this.bank = bank;
    this.byId = new Map(courses.map((c) => [c.id, c]));
    this.questionsById = new Map(bank.map((q) => [q.id, q]));
  }

  list(): Course[] {
    return [...this.byId.values()];
  }

  get(id: string): Course | undefined {
    return this.byId.get(id);
  }

  /** The sections of a course in reading order. */
  sections(course: Course): SectionRef[] {
    const out: SectionRef[] = [];
    for (const chapter of course.chapters)
      for (const section of chapter.sections)
        out.push({ course, chapter, section, index: out.length });
    return out;
  }

  section(courseId: string, sectionId: string): SectionRef | undefined {
    const course = this.byId.get(courseId);
    return course && this.sections(course).find((s) => s.section.id === sectionId);
  }

  text(courseId: string, sectionId: string, lang: 'zh' | 'en'): string {
    return this.markdown.get(`${courseId}/${sectionId}.${lang}`) ?? '';
  }

  question(id: string): Question | undefined {
    return this.questionsById.get(id);
  }

  /** A chapter's after-class exercises, as questions of the bank. */
  exercises(chapter: CourseChapter): Question[] {
    return exerciseIds(chapter, targetsOf(this.bank, new Set()))
      .map((id) => this.questionsById.get(id))
      .filter((q): q is Question => q !== undefined);
  }

  /** Every file the sections offer, with the section offering it; of one type when given. */
  resources(type?: ResourceType) {
    return this.list().flatMap((course) =>
      this.sections(course).flatMap(({ section }) =>
        (section.resources ?? [])
          .filter((r) => !type || r.type === type)
          .map((r) => ({ course, section, resource: r })),
      ),
    );
  }

  file(courseId: string, name: string): CourseFile | undefined {
    const found = this.resources().find(
      (r) => r.course.id === courseId && r.resource.file === name,
    );
    const bytes = this.fileBytes.get(`${courseId}/${name}`);
    return found && bytes ? { name, type: found.resource.type, bytes } : undefined;
  }
}

const targetsOf = (
  bank: Question[],
  caseIds: ReadonlySet<string>,
  unknownCases: 'error' | 'drop' = 'error',
): LinkTargets => ({
  questions: bank.map((q) => ({
    id: q.id,
    topic: q.tags.topic,
    ...(q.tags.platform ? { platform: q.tags.platform } : {}),
    ...('url' in q.source ? { url: q.source.url } : {}),
  })),
  caseIds,
  unknownCases,
});

/** Every question of the bank's *.yaml files (errors as file:line:col). */
export const loadQuestionBank = (dir: string): { questions: Question[]; errors: string[] } => {
  const questions: Question[] = [];
  const errors: string[] = [];
  const taken = new Set<string>();
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];
  for (const f of files) {
    const r = parseQuestionFile(readFileSync(join(dir, f), 'utf8'), taken);
    if (!r.ok) {
      errors.push(...r.errors.map((e) => `${join(dir, f)}:${e.line}:${e.col} ${e.message}`));
      continue;
    }
    for (const q of r.questions) taken.add(q.id);
    questions.push(...r.questions);
  }
  return { questions, errors };
};

export type CourseLoad = { catalogue: CourseCatalogue; errors: string[] };

/**
 * Reads every course folder of `dir` and checks it against the bank of `questionsDir` and the
 * case ids given; also checks that each bank question citing a course section names one.
 */
export const loadCourses = (
  dir: string,
  questionsDir: string,
  caseIds: ReadonlySet<string>,
  unknownCases: 'error' | 'drop' = 'error',
): CourseLoad => {
  const bank = loadQuestionBank(questionsDir);
  const errors = [...bank.errors];
  const targets = targetsOf(bank.questions, caseIds, unknownCases);
  const courses: Course[] = [];
  const markdown = new Map<string, string>();
  const fileBytes = new Map<string, Uint8Array>();
  const dirs = existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => statSync(join(dir, d)).isDirectory())
        .sort()
    : [];
  for (const d of dirs) {
    const base = join(dir, d);
    const courseFile = join(base, 'course.yaml');
    if (!existsSync(courseFile)) {
      errors.push(`${base}: no course.yaml`);
      continue;
    }
    let value: unknown;
    try {
      value = parse(readFileSync(courseFile, 'utf8'));
    } catch (err) {
      errors.push(`${courseFile}: ${(err as Error).message.split('\n')[0] ?? 'YAML error'}`);
      continue;
    }
    const md = new Map<string, string>();
    for (const f of readdirSync(base).filter((f) => f.endsWith('.md')))
      md.set(f.slice(0, -3), readFileSync(join(base, f), 'utf8'));
    const filesDir = join(base, 'files');
    const names = existsSync(filesDir) ? readdirSync(filesDir).sort() : [];
    const r = checkCourse({ dir: d, course: value, markdown: md, files: names }, targets);
    if (!r.ok) {
      errors.push(...r.errors.map((e) => `${courseFile}: ${e}`));
      continue;
    }
    courses.push(r.course);
    for (const [k, v] of md) markdown.set(`${d}/${k}`, v);
    for (const n of names) fileBytes.set(`${d}/${n}`, readFileSync(join(filesDir, n)));
  }
  const catalogue = new CourseCatalogue(courses, markdown, fileBytes, bank.questions);
  for (const q of bank.questions) {
    if ('course' in q.source && !catalogue.section(q.source.course, q.source.section))
      errors.push(
        `question ${q.id}: its source, section ${q.source.section} of course ${q.source.course}, does not exist`,
      );
  }
  return { catalogue, errors };
};

/**
 * The courses of COURSES_DIR (default courses/) against QUESTIONS_DIR; throws on any error. A
 * server runs the cases it was given (SCENARIOS_DIR, a test's few): links to other cases are
 * dropped from the sections, while `cbsim courses validate` refuses them.
 */
export const loadCoursesOrThrow = (
  caseIds: ReadonlySet<string>,
  dirs: { courses: string; questions: string },
): CourseCatalogue => {
  const { catalogue, errors } = loadCourses(dirs.courses, dirs.questions, caseIds, 'drop');
  if (errors.length > 0) throw new Error(`invalid courses:\n${errors.join('\n')}`);
  return catalogue;
};
