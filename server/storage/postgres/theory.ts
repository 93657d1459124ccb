/** Theory practice on PostgreSQL (theoryTypes.ts): question versions, attempts, answers, the wrong-answer book. */
import {
  QUESTION_VERSION_COLUMNS,
  THEORY_ANSWER_COLUMNS,
  THEORY_ATTEMPT_COLUMNS,
  WRONG_BOOK_COLUMNS,
  toQuestionVersion,
  toTheoryAnswer,
  toTheoryAttempt,
  toWrongBookEntry,
  type TheoryStore,
  type WrongBookEntry,
} from '../theoryTypes.ts';
import { DuplicateError } from '../types.ts';
import { uniqueViolation, type Db, type Q } from './db.ts';

const putBookEntry = (q: Q, e: WrongBookEntry) =>
  q.run(
    `INSERT INTO wrong_book (${WRONG_BOOK_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, question_id) DO UPDATE SET question_hash = excluded.question_hash,
       card = excluded.card, due_at = excluded.due_at`,
    [e.id, e.userId, e.questionId, e.questionHash, e.cardJson, e.dueAt, e.addedAt],
  );

const ATTEMPT_SELECT = THEORY_ATTEMPT_COLUMNS.replace('seed', 'seed::text AS seed');

export const theoryMethods = (db: Db): TheoryStore => ({
  putQuestionVersions: (versions) =>
    db.tx(async (q) => {
      let added = 0;
      for (const v of versions)
        added += await q.run(
          `INSERT INTO question_versions (${QUESTION_VERSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (hash) DO NOTHING`,
          [v.hash, v.questionId, v.version, v.questionJson, v.createdAt],
        );
      return added;
    }),
  getQuestionVersions: async (hashes) =>
    hashes.length === 0
      ? []
      : (
          await db.rows(
            `SELECT ${QUESTION_VERSION_COLUMNS} FROM question_versions WHERE hash = ANY($1::text[])`,
            [hashes],
          )
        ).map(toQuestionVersion),
  async createTheoryAttempt(a) {
    try {
      await db.run(
        `INSERT INTO theory_attempts (${THEORY_ATTEMPT_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          a.id,
          a.userId,
          a.paperId,
          a.seed,
          a.status,
          JSON.stringify(a.items),
          a.score,
          a.passed,
          a.startedAt,
          a.submittedAt,
        ],
      );
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new DuplicateError(`theory attempt of ${a.paperId}`);
      throw err;
    }
  },
  async getTheoryAttempt(id) {
    const row = await db.one(`SELECT ${ATTEMPT_SELECT} FROM theory_attempts WHERE id = $1`, [id]);
    return row ? toTheoryAttempt(row) : null;
  },
  listTheoryAttempts: async (userId) =>
    (
      await db.rows(
        `SELECT ${ATTEMPT_SELECT} FROM theory_attempts WHERE user_id = $1
         ORDER BY started_at DESC, id COLLATE "C" DESC`,
        [userId],
      )
    ).map(toTheoryAttempt),
  saveTheoryAnswer: (a) =>
    db.tx(async (q) => {
      // FOR SHARE: a submission (which locks the row to update it) waits for this save or
      // comes first, then this save finds the attempt submitted.
      const open = await q.one(
        "SELECT 1 AS ok FROM theory_attempts WHERE id = $1 AND status = 'inProgress' FOR SHARE",
        [a.attemptId],
      );
      if (!open) return false;
      await q.run(
        `INSERT INTO theory_answers (attempt_id, position, question_hash, answer, saved_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (attempt_id, position) DO UPDATE SET answer = excluded.answer,
           question_hash = excluded.question_hash, saved_at = excluded.saved_at`,
        [a.attemptId, a.position, a.questionHash, a.answerJson, a.savedAt],
      );
      return true;
    }),
  listTheoryAnswers: async (attemptId) =>
    (
      await db.rows(
        `SELECT ${THEORY_ANSWER_COLUMNS} FROM theory_answers WHERE attempt_id = $1 ORDER BY position`,
        [attemptId],
      )
    ).map(toTheoryAnswer),
  submitTheoryAttempt: (id, at, compute) =>
    db.tx(async (q) => {
      const row = await q.one(
        `SELECT ${ATTEMPT_SELECT} FROM theory_attempts WHERE id = $1 AND status = 'inProgress'
         FOR UPDATE`,
        [id],
      );
      if (!row) return null;
      const attempt = toTheoryAttempt(row);
      const answers = (
        await q.rows(
          `SELECT ${THEORY_ANSWER_COLUMNS} FROM theory_answers WHERE attempt_id = $1 ORDER BY position`,
          [id],
        )
      ).map(toTheoryAnswer);
      // The user's book, locked: two submissions of one student add to it one after the other.
      const book = (
        await q.rows(`SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE user_id = $1 FOR UPDATE`, [
          attempt.userId,
        ])
      ).map(toWrongBookEntry);
      const s = compute(answers, book);
      for (const g of s.graded)
        await q.run(
          'UPDATE theory_answers SET score = $1, is_right = $2 WHERE attempt_id = $3 AND position = $4',
          [g.score, g.right, id, g.position],
        );
      for (const e of s.book) await putBookEntry(q, e);
      await q.run(
        `UPDATE theory_attempts SET status = 'submitted', score = $1, passed = $2, submitted_at = $3
         WHERE id = $4`,
        [s.score, s.passed, at, id],
      );
      return s;
    }),
  resetTheoryAttempt: async (id) =>
    (await db.run(
      "UPDATE theory_attempts SET status = 'reset' WHERE id = $1 AND status = 'inProgress'",
      [id],
    )) === 1,
  listWrongBook: async (userId) =>
    (
      await db.rows(
        `SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE user_id = $1
         ORDER BY due_at, id COLLATE "C"`,
        [userId],
      )
    ).map(toWrongBookEntry),
  reviewWrongBookEntry: (userId, entryId, compute) =>
    db.tx(async (q) => {
      const row = await q.one(
        `SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [entryId, userId],
      );
      if (!row) return false;
      const next = compute(toWrongBookEntry(row));
      if (next === null) await q.run('DELETE FROM wrong_book WHERE id = $1', [entryId]);
      else
        await q.run(
          'UPDATE wrong_book SET question_hash = $1, card = $2, due_at = $3 WHERE id = $4',
          [next.questionHash, next.cardJson, next.dueAt, entryId],
        );
      return true;
    }),
});
