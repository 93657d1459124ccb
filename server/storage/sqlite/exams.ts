/** Theory exams on SQLite (examTypes.ts): exams, accommodations, attempts, answers. */
import type { SQLInputValue } from 'node:sqlite';
import type { ExamAccommodation } from '../../../schemas/exams.ts';
import {
  EXAM_ANSWER_COLUMNS,
  EXAM_ATTEMPT_COLUMNS,
  EXAM_COLUMNS,
  examAttemptParams,
  examParams,
  toExam,
  toExamAnswer,
  toExamAttempt,
  type ExamAttempt,
  type ExamGrader,
  type ExamStore,
} from '../examTypes.ts';
import { DuplicateError } from '../types.ts';
import { uniqueViolation, type Db } from './db.ts';

const bit = (b: boolean | null) => (b === null ? null : b ? 1 : 0);
const ATTEMPT_VALUES = '?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?';

const insertAttempt = (db: Db, a: ExamAttempt) =>
  db.run(
    `INSERT INTO exam_attempts (${EXAM_ATTEMPT_COLUMNS}) VALUES (${ATTEMPT_VALUES})`,
    ...(examAttemptParams(a, bit) as SQLInputValue[]),
  );

/** Grades and closes an attempt in progress inside the caller's transaction. */
const submitIn = (
  db: Db,
  id: string,
  at: number,
  kind: 'submitted' | 'autoSubmitted',
  grade: ExamGrader,
) => {
  const row = db.get(
    `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = ? AND status = 'inProgress'`,
    id,
  );
  if (!row) return null;
  const answers = db
    .all(`SELECT ${EXAM_ANSWER_COLUMNS} FROM exam_answers WHERE attempt_id = ?`, id)
    .map(toExamAnswer);
  const g = grade(toExamAttempt(row), answers);
  for (const x of g.graded)
    db.run(
      'UPDATE exam_answers SET score = ?, is_right = ? WHERE attempt_id = ? AND position = ?',
      x.score,
      bit(x.right),
      id,
      x.position,
    );
  db.run(
    `UPDATE exam_attempts SET status = 'graded', submit_kind = ?, submitted_at = ?, score = ?,
       passed = ? WHERE id = ?`,
    kind,
    at,
    g.score,
    bit(g.passed),
    id,
  );
  return g;
};

export const examMethods = (db: Db): ExamStore => ({
  async createExam(exam, attempts) {
    db.tx(() => {
      db.run(
        `INSERT INTO exams (${EXAM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ...(examParams(exam) as SQLInputValue[]),
      );
      for (const a of attempts) insertAttempt(db, a);
    });
  },
  async getExam(id) {
    const row = db.get(`SELECT ${EXAM_COLUMNS} FROM exams WHERE id = ?`, id);
    return row ? toExam(row) : null;
  },
  getExams: async (ids) =>
    ids.length === 0
      ? []
      : db
          .all(
            `SELECT ${EXAM_COLUMNS} FROM exams WHERE id IN (SELECT value FROM json_each(?))
             ORDER BY created_at, id`,
            JSON.stringify(ids),
          )
          .map(toExam),
  listExamsOfTeacher: async (teacherId) =>
    db
      .all(
        `SELECT ${EXAM_COLUMNS} FROM exams WHERE teacher_id = ? ORDER BY created_at, id`,
        teacherId,
      )
      .map(toExam),
  async setExamAccommodation(examId, userId, acc) {
    if (acc === null)
      db.run('DELETE FROM exam_accommodations WHERE exam_id = ? AND user_id = ?', examId, userId);
    else
      db.run(
        `INSERT INTO exam_accommodations (exam_id, user_id, accommodation) VALUES (?, ?, ?)
         ON CONFLICT (exam_id, user_id) DO UPDATE SET accommodation = excluded.accommodation`,
        examId,
        userId,
        JSON.stringify(acc),
      );
  },
  listExamAccommodations: async (examId) =>
    db
      .all(
        'SELECT user_id, accommodation FROM exam_accommodations WHERE exam_id = ? ORDER BY user_id',
        examId,
      )
      .map((r) => ({
        userId: String(r.user_id),
        acc: JSON.parse(String(r.accommodation)) as ExamAccommodation,
      })),
  async getExamAttempt(id) {
    const row = db.get(`SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = ?`, id);
    return row ? toExamAttempt(row) : null;
  },
  listExamAttemptsOfUser: async (userId) =>
    db
      .all(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE user_id = ?
         ORDER BY exam_id, ordinal`,
        userId,
      )
      .map(toExamAttempt),
  listExamAttemptsOfExam: async (examId) =>
    db
      .all(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE exam_id = ?
         ORDER BY user_id, ordinal`,
        examId,
      )
      .map(toExamAttempt),
  async addExamAttempt(a) {
    try {
      insertAttempt(db, a);
    } catch (err) {
      if (uniqueViolation(err)) throw new DuplicateError(`exam attempt ${a.ordinal}`);
      throw err;
    }
  },
  async startExamAttempt(id, startedAt, deadline) {
    try {
      return (
        db.run(
          `UPDATE exam_attempts SET status = 'inProgress', started_at = ?, deadline = ?
           WHERE id = ? AND status = 'notStarted'`,
          startedAt,
          deadline,
          id,
        ).changes === 1
      );
    } catch (err) {
      // Another attempt of this exam is in progress (the partial unique index).
      if (uniqueViolation(err)) return false;
      throw err;
    }
  },
  setExamAttemptDeadline: async (id, deadline) =>
    db.run(
      "UPDATE exam_attempts SET deadline = ? WHERE id = ? AND status = 'inProgress'",
      deadline,
      id,
    ).changes === 1,
  async saveExamAnswer(a, decide) {
    return db.tx(() => {
      const row = db.get(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = ?`,
        a.attemptId,
      );
      if (!row) return 'exam.error.noAttempt';
      const stored = db.get(
        'SELECT seq FROM exam_answers WHERE attempt_id = ? AND position = ?',
        a.attemptId,
        a.position,
      );
      const refusal = decide(toExamAttempt(row), stored ? Number(stored.seq) : undefined);
      if (refusal) return refusal;
      db.run(
        `INSERT INTO exam_answers (attempt_id, position, question_hash, answer, seq, saved_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (attempt_id, position) DO UPDATE SET answer = excluded.answer,
           question_hash = excluded.question_hash, seq = excluded.seq, saved_at = excluded.saved_at`,
        a.attemptId,
        a.position,
        a.questionHash,
        a.answerJson,
        a.seq,
        a.savedAt,
      );
      return null;
    });
  },
  listExamAnswers: async (attemptId) =>
    db
      .all(
        `SELECT ${EXAM_ANSWER_COLUMNS} FROM exam_answers WHERE attempt_id = ? ORDER BY position`,
        attemptId,
      )
      .map(toExamAnswer),
  submitExamAttempt: async (id, at, kind, grade) => db.tx(() => submitIn(db, id, at, kind, grade)),
  async autoSubmitNextDue(now, grade) {
    return db.tx(() => {
      const row = db.get(
        `SELECT id, deadline FROM exam_attempts WHERE status = 'inProgress' AND deadline <= ?
         ORDER BY deadline, id LIMIT 1`,
        now,
      );
      if (!row) return null;
      const id = String(row.id);
      submitIn(db, id, Number(row.deadline), 'autoSubmitted', grade);
      return id;
    });
  },
  listOpenExamDeadlines: async () =>
    db.all("SELECT id, deadline FROM exam_attempts WHERE status = 'inProgress'").map((r) => ({
      id: String(r.id),
      status: 'inProgress' as const,
      deadline: Number(r.deadline),
    })),
  async releaseExam(examId, at) {
    return db.tx(() => {
      db.run('UPDATE exams SET released_at = ? WHERE id = ?', at, examId);
      return db.run(
        "UPDATE exam_attempts SET status = 'released' WHERE exam_id = ? AND status = 'graded'",
        examId,
      ).changes;
    });
  },
});
