/**
 * The theory content the server gives: the question bank (questions/*.yaml) and the papers
 * (papers/*.yaml), read and checked at start as the cases are; each question with the content
 * hash that names its version (SHA-256 of its canonical JSON, as case versions are named).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseQuestionFile } from '../../engine/questions/parse.ts';
import { parsePaperFile } from '../../engine/theory/index.ts';
import type { Question } from '../../schemas/questions.ts';
import type { TheoryPaper } from '../../schemas/theory/paper.ts';
import { canonicalJson, sha256 } from '../caseVersionHash.ts';

export type TheoryContent = {
  questions: Question[];
  papers: TheoryPaper[];
  /** Each question's version hash by id. */
  hashOf: ReadonlyMap<string, string>;
};

export const QUESTIONS_DIR = fileURLToPath(new URL('../../questions', import.meta.url));
export const PAPERS_DIR = fileURLToPath(new URL('../../papers', import.meta.url));

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(f) ? [p] : [];
    });

export const questionHash = (q: Question) => sha256(canonicalJson(q));

/** Reads and checks the bank and the papers; throws naming every file and error found. */
export const loadTheoryContent = (
  questionsDir = QUESTIONS_DIR,
  papersDir = PAPERS_DIR,
): TheoryContent => {
  const errors: string[] = [];
  const questions: Question[] = [];
  const taken = new Set<string>();
  for (const file of yamlFiles(questionsDir)) {
    const r = parseQuestionFile(readFileSync(file, 'utf8'), taken);
    if (!r.ok) errors.push(...r.errors.map((e) => `${file}:${e.line}:${e.col} ${e.message}`));
    else
      for (const q of r.questions) {
        taken.add(q.id);
        questions.push(q);
      }
  }
  const papers: TheoryPaper[] = [];
  const paperIds = new Set<string>();
  for (const file of yamlFiles(papersDir)) {
    const r = parsePaperFile(readFileSync(file, 'utf8'), questions, paperIds);
    if (!r.ok) errors.push(...r.errors.map((e) => `${file}: ${e}`));
    else
      for (const p of r.papers) {
        paperIds.add(p.id);
        papers.push(p);
      }
  }
  if (errors.length) throw new Error(`theory content:\n${errors.join('\n')}`);
  return { questions, papers, hashOf: new Map(questions.map((q) => [q.id, questionHash(q)])) };
};

let shipped: TheoryContent | undefined;
/** The shipped bank and papers, read once per process. */
export const shippedTheoryContent = (): TheoryContent => (shipped ??= loadTheoryContent());
