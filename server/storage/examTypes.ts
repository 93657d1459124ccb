/**
 * The storage of theory exams (issue 25, docs/adr/0028-exam-time.md): an exam a teacher set for
 * classes, each student's accommodation, the attempts (generated with their paper before the exam
 * opens, so a start is one update), and the answers with their per-question sequence numbers.
 * Every instant is epoch milliseconds of the server's clock. Part of the Storage contract.
 */
import type { ExamAccommodation, ExamAttemptStatus, ExamSettings } from '../../schemas/exams.ts';
import type { Row } from './rows.ts';

/** The questions of an exam: fixed ids in order, or draw rules (schemas/theory/paper.ts). */
export type ExamPaperSpec = { fixed: string[] } | { draw: unknown[] };
export type ExamRecord = {
  id: string;
  teacherId: string;
  title: { zh: string; en: string };
  paper: ExamPaperSpec;
  settings: ExamSettings;
  classIds: string[];
  createdAt: number;
  endedAt: number | null;
  releasedAt: number | null;
};
export type ExamAttempt = {
  id: string;
  examId: string;
  userId: string;
  /** 1 for the first attempt; a reset where allowed adds the next. */
  ordinal: number;
  seed: number;
  /** The question version (hash) asked at each place. */
  items: string[];
  status: ExamAttemptStatus;
  /** How it ended: by the student or at the deadline. */
  submitKind: 'submitted' | 'autoSubmitted' | null;
  startedAt: number | null;
  deadline: number | null;
  submittedAt: number | null;
  score: number | null;
  passed: boolean | null;
};
export type ExamAnswer = {
  attemptId: string;
  position: number;
  questionHash: string;
  answerJson: string;
  seq: number;
  savedAt: number;
  score: number | null;
  right: boolean | null;
};
/** What grading an attempt writes, computed in its transaction from the answers stored then. */
export type ExamGrading = {
  score: number;
  passed: boolean;
  graded: { position: number; score: number; right: boolean }[];
};
export type ExamGrader = (attempt: ExamAttempt, answers: ExamAnswer[]) => ExamGrading;
/** Decides a save against the attempt and the sequence number stored for its place (if any). */
export type ExamSaveDecider = (
  attempt: ExamAttempt,
  storedSeq: number | undefined,
) => string | null;

export interface ExamStore {
  /** The exam and every student's first attempt (not started, paper drawn), in one transaction. */
  createExam(exam: ExamRecord, attempts: readonly ExamAttempt[]): Promise<void>;
  getExam(id: string): Promise<ExamRecord | null>;
  getExams(ids: readonly string[]): Promise<ExamRecord[]>;
  listExamsOfTeacher(teacherId: string): Promise<ExamRecord[]>;
  /** Sets (null: removes) a student's accommodation. */
  setExamAccommodation(
    examId: string,
    userId: string,
    acc: ExamAccommodation | null,
  ): Promise<void>;
  listExamAccommodations(examId: string): Promise<{ userId: string; acc: ExamAccommodation }[]>;
  getExamAttempt(id: string): Promise<ExamAttempt | null>;
  listExamAttemptsOfUser(userId: string): Promise<ExamAttempt[]>;
  listExamAttemptsOfExam(examId: string): Promise<ExamAttempt[]>;
  /** DuplicateError when the student has an attempt of this ordinal already. */
  addExamAttempt(attempt: ExamAttempt): Promise<void>;
  /** notStarted → inProgress with its deadline; false when it was not notStarted. */
  startExamAttempt(id: string, startedAt: number, deadline: number): Promise<boolean>;
  /** A new deadline for an attempt in progress; false when it is not in progress. */
  setExamAttemptDeadline(id: string, deadline: number): Promise<boolean>;
  /**
   * In one transaction with the attempt locked: asks `decide` (null: store) and stores the answer
   * at its place, replacing an older one. Returns the refusal key, or null when stored.
   */
  saveExamAnswer(
    answer: Omit<ExamAnswer, 'score' | 'right'>,
    decide: ExamSaveDecider,
  ): Promise<string | null>;
  listExamAnswers(attemptId: string): Promise<ExamAnswer[]>;
  /**
   * In one transaction: if the attempt is in progress, marks it graded with `kind` and the grading
   * of its stored answers; else null, nothing written.
   */
  submitExamAttempt(
    id: string,
    at: number,
    kind: 'submitted' | 'autoSubmitted',
    grade: ExamGrader,
  ): Promise<ExamGrading | null>;
  /**
   * Claims one attempt in progress whose deadline is at or before `now` (on PostgreSQL with FOR
   * UPDATE SKIP LOCKED, so one instance takes it) and auto-submits it at its deadline; its id, or
   * null when none is due.
   */
  autoSubmitNextDue(now: number, grade: ExamGrader): Promise<string | null>;
  /** The deadlines of every attempt in progress (for the scheduler's next wake). */
  listOpenExamDeadlines(): Promise<{ id: string; status: 'inProgress'; deadline: number }[]>;
  /** Marks the exam released and its graded attempts released; how many attempts. */
  releaseExam(examId: string, at: number): Promise<number>;
}

const str = (v: unknown): string => String(v);
const numOrNull = (v: unknown): number | null => (v == null ? null : Number(v));
const boolOrNull = (v: unknown): boolean | null => (v == null ? null : v === true || v === 1);

export const EXAM_COLUMNS =
  'id, teacher_id, title, paper, settings, class_ids, created_at, ended_at, released_at';
export const toExam = (r: Row): ExamRecord => ({
  id: str(r.id),
  teacherId: str(r.teacher_id),
  title: JSON.parse(str(r.title)) as ExamRecord['title'],
  paper: JSON.parse(str(r.paper)) as ExamPaperSpec,
  settings: JSON.parse(str(r.settings)) as ExamSettings,
  classIds: JSON.parse(str(r.class_ids)) as string[],
  createdAt: Number(r.created_at),
  endedAt: numOrNull(r.ended_at),
  releasedAt: numOrNull(r.released_at),
});
export const examParams = (e: ExamRecord) => [
  e.id,
  e.teacherId,
  JSON.stringify(e.title),
  JSON.stringify(e.paper),
  JSON.stringify(e.settings),
  JSON.stringify(e.classIds),
  e.createdAt,
  e.endedAt,
  e.releasedAt,
];
export const EXAM_ATTEMPT_COLUMNS =
  'id, exam_id, user_id, ordinal, seed, items, status, submit_kind, started_at, deadline, ' +
  'submitted_at, score, passed';
export const toExamAttempt = (r: Row): ExamAttempt => ({
  id: str(r.id),
  examId: str(r.exam_id),
  userId: str(r.user_id),
  ordinal: Number(r.ordinal),
  seed: Number(r.seed),
  items: JSON.parse(str(r.items)) as string[],
  status: str(r.status) as ExamAttemptStatus,
  submitKind: r.submit_kind == null ? null : (str(r.submit_kind) as ExamAttempt['submitKind']),
  startedAt: numOrNull(r.started_at),
  deadline: numOrNull(r.deadline),
  submittedAt: numOrNull(r.submitted_at),
  score: numOrNull(r.score),
  passed: boolOrNull(r.passed),
});
export const examAttemptParams = (a: ExamAttempt, bit: (b: boolean | null) => unknown) => [
  a.id,
  a.examId,
  a.userId,
  a.ordinal,
  a.seed,
  JSON.stringify(a.items),
  a.status,
  a.submitKind,
  a.startedAt,
  a.deadline,
  a.submittedAt,
  a.score,
  bit(a.passed),
];
export const EXAM_ANSWER_COLUMNS =
  'attempt_id, position, question_hash, answer, seq, saved_at, score, is_right';
export const toExamAnswer = (r: Row): ExamAnswer => ({
  attemptId: str(r.attempt_id),
  position: Number(r.position),
  questionHash: str(r.question_hash),
  answerJson: str(r.answer),
  seq: Number(r.seq),
  savedAt: Number(r.saved_at),
  score: numOrNull(r.score),
  right: boolOrNull(r.is_right),
});
