/** Where the courses and the question bank are read from: COURSES_DIR, QUESTIONS_DIR, else the repo's. */
import { fileURLToPath } from 'node:url';

export const coursesDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.COURSES_DIR ?? fileURLToPath(new URL('../../courses', import.meta.url));

export const questionsDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.QUESTIONS_DIR ?? fileURLToPath(new URL('../../questions', import.meta.url));
