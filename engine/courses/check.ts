/**
 * Checks a course (schemas/courses.ts) against the schema and against what it links to: its
 * sections' Markdown in zh and en, the cases and questions named, the chapters' exercise topics,
 * the files offered, the source pages (each must be a page the question bank cites, so a course
 * states no fact the bank's second reader has not checked) and every link in the Markdown (only
 * the section's own source pages). Pure: the caller reads the files.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { Course, RESOURCE_EXTENSIONS, type CourseChapter } from '../../schemas/courses.ts';
import type { Platform } from '../../schemas/common.ts';

export const COURSE_LANGUAGES = ['zh', 'en'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** What a course may link to: the bank's questions and the shipped cases. */
export type LinkTargets = {
  questions: readonly { id: string; topic: string; platform?: Platform; url?: string }[];
  caseIds: ReadonlySet<string>;
  /**
   * A case link to a case not in `caseIds`: an error (`cbsim courses validate`, against the
   * shipped cases), or dropped from the section (a server running other cases, SCENARIOS_DIR).
   */
  unknownCases?: 'error' | 'drop';
};

/** A course's files as read: the course.yaml value, its sections' Markdown, its resource files. */
export type CourseFiles = {
  /** The folder's name: the course id must equal it. */
  dir: string;
  course: unknown;
  /** `<section>.<lang>` → Markdown text, for every `*.md` beside the course file. */
  markdown: ReadonlyMap<string, string>;
  /** Names of the files in courses/<course>/files/. */
  files: readonly string[];
};

export type CourseCheck = { ok: true; course: Course } | { ok: false; errors: string[] };

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(Course);

const describe = (e: ErrorObject) => {
  const at = e.instancePath || '/';
  if (e.keyword === 'additionalProperties')
    return `${at}: unknown field "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'required') return `${at}: missing field "${String(e.params.missingProperty)}"`;
  return `${at}: ${e.message ?? e.keyword}`;
};

/** Longest section text, in characters, per language. */
export const SECTION_TEXT_MAX = 40_000;

/** Every link target of a Markdown text: [text](url), ![alt](url), <url> and bare http(s) URLs. */
export const markdownLinks = (md: string): string[] => {
  const out = new Set<string>();
  for (const m of md.matchAll(/\]\(\s*<([^>\n]+)>/g)) out.add(m[1] ?? '');
  for (const m of md.matchAll(/\]\(\s*([^\s<)][^\s)]*)/g)) out.add(m[1] ?? '');
  for (const m of md.matchAll(/<(https?:\/\/[^\s>]+)>/g)) out.add(m[1] ?? '');
  return [...out].filter(Boolean);
};

/** The question ids of a chapter's exercises: named ones, then each topic's, in bank order. */
export const exerciseIds = (chapter: CourseChapter, targets: LinkTargets): string[] => {
  const ids = [...(chapter.exercises.questions ?? [])];
  for (const t of chapter.exercises.topics ?? []) {
    for (const q of targets.questions) {
      if (q.topic === t.topic && (!t.platform || q.platform === t.platform)) ids.push(q.id);
    }
  }
  return [...new Set(ids)];
};

export const checkCourse = (input: CourseFiles, targets: LinkTargets): CourseCheck => {
  if (!validate(input.course)) {
    return { ok: false, errors: (validate.errors ?? []).map(describe) };
  }
  const course = input.course as Course;
  const errors: string[] = [];
  if (course.id !== input.dir)
    errors.push(`course id "${course.id}" differs from its folder "${input.dir}"`);
  const questionIds = new Set(targets.questions.map((q) => q.id));
  const citedPages = new Set(targets.questions.flatMap((q) => (q.url ? [q.url] : [])));
  const chapters = new Set<string>();
  const sections = new Set<string>();
  const files = new Set(input.files);
  const usedMarkdown = new Set<string>();
  for (const chapter of course.chapters) {
    const at = `chapter ${chapter.id}`;
    if (chapters.has(chapter.id)) errors.push(`${at}: chapter id used twice`);
    chapters.add(chapter.id);
    for (const id of chapter.exercises.questions ?? [])
      if (!questionIds.has(id)) errors.push(`${at}: exercise question "${id}" is not in the bank`);
    for (const t of chapter.exercises.topics ?? []) {
      const any = targets.questions.some(
        (q) => q.topic === t.topic && (!t.platform || q.platform === t.platform),
      );
      if (!any)
        errors.push(
          `${at}: no question of the bank has topic "${t.topic}"${t.platform ? ` on ${t.platform}` : ''}`,
        );
    }
    if (exerciseIds(chapter, targets).length === 0) errors.push(`${at}: no after-class exercises`);
    for (const section of chapter.sections) {
      const where = `section ${section.id}`;
      if (sections.has(section.id)) errors.push(`${where}: section id used twice in the course`);
      sections.add(section.id);
      for (const id of section.questions)
        if (!questionIds.has(id)) errors.push(`${where}: question "${id}" is not in the bank`);
      if (targets.unknownCases === 'drop')
        section.cases = section.cases.filter((id) => targets.caseIds.has(id));
      for (const id of section.cases)
        if (!targets.caseIds.has(id)) errors.push(`${where}: case "${id}" is not a shipped case`);
      const sources = new Set(section.sources.map((s) => s.url));
      for (const s of section.sources)
        if (!citedPages.has(s.url))
          errors.push(`${where}: source ${s.url} is not a page the question bank cites`);
      for (const r of section.resources ?? []) {
        const ext = r.file.slice(r.file.lastIndexOf('.') + 1);
        if (!files.has(r.file)) errors.push(`${where}: file "${r.file}" is not in files/`);
        if (!RESOURCE_EXTENSIONS[r.type].includes(ext))
          errors.push(`${where}: file "${r.file}" is not of type ${r.type}`);
      }
      for (const lang of COURSE_LANGUAGES) {
        const key = `${section.id}.${lang}`;
        usedMarkdown.add(key);
        const md = input.markdown.get(key);
        if (md === undefined || md.trim() === '') {
          errors.push(`${where}: ${key}.md is missing or empty`);
          continue;
        }
        if (md.length > SECTION_TEXT_MAX)
          errors.push(`${where}: ${key}.md is longer than ${SECTION_TEXT_MAX} characters`);
        for (const link of markdownLinks(md))
          if (!sources.has(link))
            errors.push(`${where}: ${key}.md links to ${link}, which is not one of its sources`);
      }
    }
  }
  for (const key of input.markdown.keys())
    if (!usedMarkdown.has(key)) errors.push(`${key}.md belongs to no section`);
  return errors.length === 0 ? { ok: true, course } : { ok: false, errors };
};
