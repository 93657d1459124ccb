/** Theory exams on PostgreSQL (examTypes.ts): exams, accommodations, attempts, answers. */
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
import { uniqueViolation, type Db, type Q } from './db.ts';

const ATTEMPT_VALUES = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13';
const same = (b: boolean | null) => b;

const insertAttempt = (q: Q, a: ExamAttempt) =>
  q.run(
    `INSERT INTO exam_attempts (${EXAM_ATTEMPT_COLUMNS}) VALUES (${ATTEMPT_VALUES})`,
    examAttemptParams(a, same),
  );

/** Grades and closes an attempt in progress inside the caller's transaction (row locked). */
const submitIn = async (
  q: Q,
  id: string,
  at: number,
  kind: 'submitted' | 'autoSubmitted',
  grade: ExamGrader,
) => {
  const row = await q.one(
    `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = $1 AND status = 'inProgress'
     FOR UPDATE`,
    [id],
  );
  if (!row) return null;
  const answers = (
    await q.rows(`SELECT ${EXAM_ANSWER_COLUMNS} FROM exam_answers WHERE attempt_id = $1`, [id])
  ).map(toExamAnswer);
  const g = grade(toExamAttempt(row), answers);
  for (const x of g.graded)
    await q.run(
      'UPDATE exam_answers SET score = $1, is_right = $2 WHERE attempt_id = $3 AND position = $4',
      [x.score, x.right, id, x.position],
    );
  await q.run(
    `UPDATE exam_attempts SET status = 'graded', submit_kind = $1, submitted_at = $2, score = $3,
       passed = $4 WHERE id = $5`,
    [kind, at, g.score, g.passed, id],
  );
  return g;
};

export const examMethods = (db: Db): ExamStore => ({
  createExam: (exam, attempts) =>
    db.tx(async (q) => {
      await q.run(
        `INSERT INTO exams (${EXAM_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        examParams(exam),
      );
      for (const a of attempts) await insertAttempt(q, a);
    }),
  async getExam(id) {
    const row = await db.one(`SELECT ${EXAM_COLUMNS} FROM exams WHERE id = $1`, [id]);
    return row ? toExam(row) : null;
  },
  getExams: async (ids) =>
    ids.length === 0
      ? []
      : (
          await db.rows(
            `SELECT ${EXAM_COLUMNS} FROM exams WHERE id = ANY($1::text[]) ORDER BY created_at, id`,
            [ids],
          )
        ).map(toExam),
  listExamsOfTeacher: async (teacherId) =>
    (
      await db.rows(
        `SELECT ${EXAM_COLUMNS} FROM exams WHERE teacher_id = $1 ORDER BY created_at, id`,
        [teacherId],
      )
    ).map(toExam),
  async setExamAccommodation(examId, userId, acc) {
    if (acc === null)
      await db.run('DELETE FROM exam_accommodations WHERE exam_id = $1 AND user_id = $2', [
        examId,
        userId,
      ]);
    else
      await db.run(
        `INSERT INTO exam_accommodations (exam_id, user_id, accommodation) VALUES ($1, $2, $3)
         ON CONFLICT (exam_id, user_id) DO UPDATE SET accommodation = excluded.accommodation`,
        [examId, userId, JSON.stringify(acc)],
      );
  },
  listExamAccommodations: async (examId) =>
    (
      await db.rows(
        `SELECT user_id, accommodation FROM exam_accommodations WHERE exam_id = $1
         ORDER BY user_id COLLATE "C"`,
        [examId],
      )
    ).map((r) => ({
      userId: String(r.user_id),
      acc: JSON.parse(String(r.accommodation)) as ExamAccommodation,
    })),
  async getExamAttempt(id) {
    const row = await db.one(`SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = $1`, [
      id,
    ]);
    return row ? toExamAttempt(row) : null;
  },
  listExamAttemptsOfUser: async (userId) =>
    (
      await db.rows(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE user_id = $1
         ORDER BY exam_id COLLATE "C", ordinal`,
        [userId],
      )
    ).map(toExamAttempt),
  listExamAttemptsOfExam: async (examId) =>
    (
      await db.rows(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE exam_id = $1
         ORDER BY user_id COLLATE "C", ordinal`,
        [examId],
      )
    ).map(toExamAttempt),
  async addExamAttempt(a) {
    try {
      await insertAttempt(db, a);
    } catch (err) {
      if (uniqueViolation(err)) throw new DuplicateError(`exam attempt ${a.ordinal}`);
      throw err;
    }
  },
  async startExamAttempt(id, startedAt, deadline) {
    try {
      return (
        (await db.run(
          `UPDATE exam_attempts SET status = 'inProgress', started_at = $1, deadline = $2
           WHERE id = $3 AND status = 'notStarted'`,
          [startedAt, deadline, id],
        )) === 1
      );
    } catch (err) {
      if (uniqueViolation(err)) return false;
      throw err;
    }
  },
  setExamAttemptDeadline: async (id, deadline) =>
    (await db.run(
      "UPDATE exam_attempts SET deadline = $1 WHERE id = $2 AND status = 'inProgress'",
      [deadline, id],
    )) === 1,
  saveExamAnswer: (a, decide) =>
    db.tx(async (q) => {
      // The lock orders a save against a submit of the same attempt.
      const row = await q.one(
        `SELECT ${EXAM_ATTEMPT_COLUMNS} FROM exam_attempts WHERE id = $1 FOR UPDATE`,
        [a.attemptId],
      );
      if (!row) return 'exam.error.noAttempt';
      const stored = await q.one(
        'SELECT seq FROM exam_answers WHERE attempt_id = $1 AND position = $2',
        [a.attemptId, a.position],
      );
      const refusal = decide(toExamAttempt(row), stored ? Number(stored.seq) : undefined);
      if (refusal) return refusal;
      await q.run(
        `INSERT INTO exam_answers (attempt_id, position, question_hash, answer, seq, saved_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (attempt_id, position) DO UPDATE SET answer = excluded.answer,
           question_hash = excluded.question_hash, seq = excluded.seq, saved_at = excluded.saved_at`,
        [a.attemptId, a.position, a.questionHash, a.answerJson, a.seq, a.savedAt],
      );
      return null;
    }),
  listExamAnswers: async (attemptId) =>
    (
      await db.rows(
        `SELECT ${EXAM_ANSWER_COLUMNS} FROM exam_answers WHERE attempt_id = $1 ORDER BY position`,
        [attemptId],
      )
    ).map(toExamAnswer),
  submitExamAttempt: (id, at, kind, grade) => db.tx((q) => submitIn(q, id, at, kind, grade)),
  autoSubmitNextDue: (now, grade) =>
    db.tx(async (q) => {
      // SKIP LOCKED: several instances share the work, each attempt submitted by one.
      const row = await q.one(
        `SELECT id, deadline FROM exam_attempts WHERE status = 'inProgress' AND deadline <= $1
         ORDER BY deadline, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!row) return null;
      const id = String(row.id);
      await submitIn(q, id, Number(row.deadline), 'autoSubmitted', grade);
      return id;
    }),
  listOpenExamDeadlines: async () =>
    (await db.rows("SELECT id, deadline FROM exam_attempts WHERE status = 'inProgress'")).map(
      (r) => ({ id: String(r.id), status: 'inProgress' as const, deadline: Number(r.deadline) }),
    ),
  releaseExam: (examId, at) =>
    db.tx(async (q) => {
      await q.run('UPDATE exams SET released_at = $1 WHERE id = $2', [at, examId]);
      return q.run(
        "UPDATE exam_attempts SET status = 'released' WHERE exam_id = $1 AND status = 'graded'",
        [examId],
      );
    }),
});
