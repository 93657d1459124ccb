/**
 * The storage of theory practice (issue 24 §1, §3, §4; docs/adr/0030-theory-practice.md): each
 * question version as served, immutable by content hash; a student's attempts at a paper with the
 * version of each question asked; each answer with the version it was given on; the wrong-answer
 * book. Part of the Storage contract (types.ts), on both adapters.
 */
import type { Row } from './rows.ts';

/** One version of a question, immutable: its content hash, id, version number and JSON. */
export type QuestionVersionRecord = {
  hash: string;
  questionId: string;
  version: number;
  questionJson: string;
  createdAt: string;
};
export type TheoryAttemptStatus = 'inProgress' | 'submitted' | 'reset';
export type TheoryAttempt = {
  id: string;
  userId: string;
  paperId: string;
  /** Draws the questions (drawn papers) and shuffles each item's options. */
  seed: number;
  status: TheoryAttemptStatus;
  /** The question version (hash) asked at each place of the paper. */
  items: string[];
  score: number | null;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
};
/** A saved answer (the page's keys, JSON) at a place of an attempt, on the version asked there. */
export type TheoryAnswer = {
  attemptId: string;
  position: number;
  questionHash: string;
  answerJson: string;
  savedAt: string;
  /** Set when the attempt is submitted. */
  score: number | null;
  right: boolean | null;
};
/** A question in a student's wrong-answer book with its FSRS card (JSON) and when it is due. */
export type WrongBookEntry = {
  /** Opaque: what the review page names the entry by. */
  id: string;
  userId: string;
  questionId: string;
  /** The version last answered wrong: the one reviewed. */
  questionHash: string;
  cardJson: string;
  dueAt: string;
  addedAt: string;
};
/** What a submission writes, computed inside its transaction from the answers stored then. */
export type TheorySubmission = {
  score: number;
  passed: boolean;
  graded: { position: number; score: number; right: boolean }[];
  /** Book entries to create or replace (by user and question). */
  book: WrongBookEntry[];
};

export interface TheoryStore {
  /** Stores the versions not stored yet (a stored version never changes); how many were new. */
  putQuestionVersions(versions: readonly QuestionVersionRecord[]): Promise<number>;
  getQuestionVersions(hashes: readonly string[]): Promise<QuestionVersionRecord[]>;
  /** DuplicateError when the user has an attempt of this paper in progress. */
  createTheoryAttempt(attempt: TheoryAttempt): Promise<void>;
  getTheoryAttempt(id: string): Promise<TheoryAttempt | null>;
  /** A user's attempts, reset ones included, newest first. */
  listTheoryAttempts(userId: string): Promise<TheoryAttempt[]>;
  /** Saves (or replaces) the answer at a place; false when the attempt is not in progress. */
  saveTheoryAnswer(answer: Omit<TheoryAnswer, 'score' | 'right'>): Promise<boolean>;
  listTheoryAnswers(attemptId: string): Promise<TheoryAnswer[]>;
  /**
   * In one transaction: marks the attempt submitted if it is in progress (else null, nothing
   * written), reads its answers and the user's book entries, and writes what `compute` makes of
   * them: each answer's grade, the score, the book entries.
   */
  submitTheoryAttempt(
    id: string,
    at: string,
    compute: (answers: TheoryAnswer[], book: WrongBookEntry[]) => TheorySubmission,
  ): Promise<TheorySubmission | null>;
  /** Marks an attempt in progress reset; false when it is not in progress. */
  resetTheoryAttempt(id: string): Promise<boolean>;
  /** A user's book, the soonest due first. */
  listWrongBook(userId: string): Promise<WrongBookEntry[]>;
  /**
   * In one transaction: reads the user's entry, and replaces it with what `compute` returns, or
   * deletes it on null. False when there is no such entry of this user.
   */
  reviewWrongBookEntry(
    userId: string,
    entryId: string,
    compute: (entry: WrongBookEntry) => WrongBookEntry | null,
  ): Promise<boolean>;
}

const str = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const numOrNull = (v: unknown): number | null => (v == null ? null : Number(v));
const boolOrNull = (v: unknown): boolean | null => (v == null ? null : v === true || v === 1);

export const QUESTION_VERSION_COLUMNS = 'hash, question_id, version, question_json, created_at';
export const toQuestionVersion = (r: Row): QuestionVersionRecord => ({
  hash: str(r.hash),
  questionId: str(r.question_id),
  version: Number(r.version),
  questionJson: str(r.question_json),
  createdAt: str(r.created_at),
});
export const THEORY_ATTEMPT_COLUMNS =
  'id, user_id, paper_id, seed, status, items, score, passed, started_at, submitted_at';
export const toTheoryAttempt = (r: Row): TheoryAttempt => ({
  id: str(r.id),
  userId: str(r.user_id),
  paperId: str(r.paper_id),
  seed: Number(r.seed),
  status: str(r.status) as TheoryAttemptStatus,
  items: JSON.parse(str(r.items)) as string[],
  score: numOrNull(r.score),
  passed: boolOrNull(r.passed),
  startedAt: str(r.started_at),
  submittedAt: r.submitted_at == null ? null : str(r.submitted_at),
});
export const THEORY_ANSWER_COLUMNS =
  'attempt_id, position, question_hash, answer, saved_at, score, is_right';
export const toTheoryAnswer = (r: Row): TheoryAnswer => ({
  attemptId: str(r.attempt_id),
  position: Number(r.position),
  questionHash: str(r.question_hash),
  answerJson: str(r.answer),
  savedAt: str(r.saved_at),
  score: numOrNull(r.score),
  right: boolOrNull(r.is_right),
});
export const WRONG_BOOK_COLUMNS = 'id, user_id, question_id, question_hash, card, due_at, added_at';
export const toWrongBookEntry = (r: Row): WrongBookEntry => ({
  id: str(r.id),
  userId: str(r.user_id),
  questionId: str(r.question_id),
  questionHash: str(r.question_hash),
  cardJson: str(r.card),
  dueAt: str(r.due_at),
  addedAt: str(r.added_at),
});
