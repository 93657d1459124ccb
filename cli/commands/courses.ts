/**
 * cbsim courses validate [dir]: checks every course folder (course.yaml, its sections' Markdown in
 * zh and en, files/) against the question bank (QUESTIONS_DIR or questions/) and the shipped cases
 * (SCENARIOS_DIR or scenarios/cases): ids, links, sources, files. Prints each error, exit 1 on any.
 */
import { existsSync } from 'node:fs';
import { loadCatalogue } from '../../server/catalogue.ts';
import { loadCourses } from '../../server/courses/catalogue.ts';
import type { Io } from '../io.ts';

const USAGE =
  'usage: cbsim courses validate [dir]   check the courses (default: courses/ or COURSES_DIR)';

export type CourseDirs = { courses: string; questions: string; scenarios: string };

export const coursesCommand = (args: string[], dirs: CourseDirs, io: Io): number => {
  const [sub, dir] = args;
  if (sub !== 'validate') {
    io.err(USAGE);
    return 2;
  }
  const coursesDir = dir ?? dirs.courses;
  if (!existsSync(coursesDir)) {
    io.err(`${coursesDir}: no such file or directory`);
    return 2;
  }
  const caseIds = new Set(
    loadCatalogue(dirs.scenarios)
      .catalogue.list()
      .map((s) => s.id),
  );
  const { catalogue, errors } = loadCourses(coursesDir, dirs.questions, caseIds);
  for (const e of errors) io.err(e);
  const courses = catalogue.list();
  const sections = courses.reduce((n, c) => n + catalogue.sections(c).length, 0);
  io.out(
    `${courses.length} courses, ${sections} sections${errors.length ? `, ${errors.length} errors` : ', all links resolve'}`,
  );
  return errors.length === 0 ? 0 : 1;
};
