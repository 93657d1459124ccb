/**
 * An exam's papers and grading on the server (issue 25 §1): each student's questions drawn with
 * their own seed by the theory engine's draw (engine/theory/papers.ts), and an attempt graded from
 * its stored answers with the theory engine's analysis (engine/questions/grade.ts underneath).
 */
import { randomBytes } from 'node:crypto';
import { analyseItem, drawPaper, itemSeed, paperScore } from '../../engine/theory/index.ts';
import type { Question } from '../../schemas/questions.ts';
import type { TheoryPaper } from '../../schemas/theory/paper.ts';
import type { ItemAnswer } from '../../schemas/theory/view.ts';
import { badRequest } from '../errors.ts';
import type { ExamAttempt, ExamGrader, ExamPaperSpec, ExamRecord } from '../storage/examTypes.ts';
import { questionHash } from '../theory/content.ts';

export const place = (position: number) => String(position);
export const newSeed = () => randomBytes(4).readUInt32BE(0);

/** How many questions a paper asks. */
export const paperSize = (paper: ExamPaperSpec): number =>
  'fixed' in paper
    ? paper.fixed.length
    : (paper.draw as { count: number }[]).reduce((n, r) => n + r.count, 0);

/** The question versions (hashes) of one student's paper; refused when the bank cannot give it. */
export const drawExamPaper = (
  paper: ExamPaperSpec,
  bank: readonly Question[],
  seed: number,
): string[] => {
  const asPaper = { id: 'exam', title: { zh: '', en: '' }, passScore: 0, ...paper } as TheoryPaper;
  const drawn = drawPaper(asPaper, bank, seed);
  if (drawn.length !== paperSize(paper))
    throw badRequest('fixed' in paper ? 'exam.error.noQuestion' : 'exam.error.paperShort');
  return drawn.map(questionHash);
};

/** A grader for attempts of this exam, from questions loaded beforehand (sync, in the transaction). */
export const examGrader =
  (exams: ReadonlyMap<string, ExamRecord>, questions: ReadonlyMap<string, Question>): ExamGrader =>
  (attempt: ExamAttempt, answers) => {
    const exam = exams.get(attempt.examId);
    if (!exam) throw new Error(`exam ${attempt.examId} not loaded`);
    const byPos = new Map(answers.map((a) => [a.position, a]));
    const graded = attempt.items.map((hash, position) => {
      const q = questions.get(hash);
      if (!q) throw new Error(`question version ${hash} not loaded`);
      const saved = byPos.get(position);
      const answer = saved ? (JSON.parse(saved.answerJson) as ItemAnswer) : null;
      const { grade } = analyseItem(q, itemSeed(attempt.seed, place(position)), answer);
      return { position, score: grade.score, right: grade.right };
    });
    const score = paperScore(graded.map((g) => g.score));
    // Only answers stored get a grade row; the score counts every place.
    return {
      score,
      passed: score >= exam.settings.passScore,
      graded: graded.filter((g) => byPos.has(g.position)),
    };
  };
