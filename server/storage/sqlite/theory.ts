/** Theory practice on SQLite (theoryTypes.ts): question versions, attempts, answers, the wrong-answer book. */
import { isoInstant, isoOrNull } from '../rows.ts';
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
import { uniqueViolation, type Db } from './db.ts';

const bit = (b: boolean | null) => (b === null ? null : b ? 1 : 0);

const putBookEntry = (db: Db, e: WrongBookEntry) =>
  db.run(
    `INSERT INTO wrong_book (${WRONG_BOOK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, question_id) DO UPDATE SET question_hash = excluded.question_hash,
       card = excluded.card, due_at = excluded.due_at`,
    e.id,
    e.userId,
    e.questionId,
    e.questionHash,
    e.cardJson,
    isoInstant(e.dueAt),
    isoInstant(e.addedAt),
  );

export const theoryMethods = (db: Db): TheoryStore => ({
  async putQuestionVersions(versions) {
    return db.tx(() => {
      let added = 0;
      for (const v of versions)
        added += db.run(
          `INSERT INTO question_versions (${QUESTION_VERSION_COLUMNS}) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (hash) DO NOTHING`,
          v.hash,
          v.questionId,
          v.version,
          v.questionJson,
          isoInstant(v.createdAt),
        ).changes;
      return added;
    });
  },
  getQuestionVersions: async (hashes) =>
    hashes.length === 0
      ? []
      : db
          .all(
            `SELECT ${QUESTION_VERSION_COLUMNS} FROM question_versions
             WHERE hash IN (SELECT value FROM json_each(?))`,
            JSON.stringify(hashes),
          )
          .map(toQuestionVersion),
  async createTheoryAttempt(a) {
    try {
      db.run(
        `INSERT INTO theory_attempts (${THEORY_ATTEMPT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        a.id,
        a.userId,
        a.paperId,
        a.seed,
        a.status,
        JSON.stringify(a.items),
        a.score,
        bit(a.passed),
        isoInstant(a.startedAt),
        isoOrNull(a.submittedAt),
      );
    } catch (err) {
      if (uniqueViolation(err)) throw new DuplicateError(`theory attempt of ${a.paperId}`);
      throw err;
    }
  },
  async getTheoryAttempt(id) {
    const row = db.get(`SELECT ${THEORY_ATTEMPT_COLUMNS} FROM theory_attempts WHERE id = ?`, id);
    return row ? toTheoryAttempt(row) : null;
  },
  listTheoryAttempts: async (userId) =>
    db
      .all(
        `SELECT ${THEORY_ATTEMPT_COLUMNS} FROM theory_attempts WHERE user_id = ?
         ORDER BY started_at DESC, id DESC`,
        userId,
      )
      .map(toTheoryAttempt),
  async saveTheoryAnswer(a) {
    return db.tx(() => {
      const open = db.get(
        "SELECT 1 AS ok FROM theory_attempts WHERE id = ? AND status = 'inProgress'",
        a.attemptId,
      );
      if (!open) return false;
      db.run(
        `INSERT INTO theory_answers (attempt_id, position, question_hash, answer, saved_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (attempt_id, position) DO UPDATE SET answer = excluded.answer,
           question_hash = excluded.question_hash, saved_at = excluded.saved_at`,
        a.attemptId,
        a.position,
        a.questionHash,
        a.answerJson,
        isoInstant(a.savedAt),
      );
      return true;
    });
  },
  listTheoryAnswers: async (attemptId) =>
    db
      .all(
        `SELECT ${THEORY_ANSWER_COLUMNS} FROM theory_answers WHERE attempt_id = ? ORDER BY position`,
        attemptId,
      )
      .map(toTheoryAnswer),
  async submitTheoryAttempt(id, at, compute) {
    return db.tx(() => {
      const row = db.get(
        `SELECT ${THEORY_ATTEMPT_COLUMNS} FROM theory_attempts WHERE id = ? AND status = 'inProgress'`,
        id,
      );
      if (!row) return null;
      const attempt = toTheoryAttempt(row);
      const answers = db
        .all(
          `SELECT ${THEORY_ANSWER_COLUMNS} FROM theory_answers WHERE attempt_id = ? ORDER BY position`,
          id,
        )
        .map(toTheoryAnswer);
      const book = db
        .all(`SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE user_id = ?`, attempt.userId)
        .map(toWrongBookEntry);
      const s = compute(answers, book);
      for (const g of s.graded)
        db.run(
          'UPDATE theory_answers SET score = ?, is_right = ? WHERE attempt_id = ? AND position = ?',
          g.score,
          bit(g.right),
          id,
          g.position,
        );
      for (const e of s.book) putBookEntry(db, e);
      db.run(
        `UPDATE theory_attempts SET status = 'submitted', score = ?, passed = ?, submitted_at = ?
         WHERE id = ?`,
        s.score,
        bit(s.passed),
        isoInstant(at),
        id,
      );
      return s;
    });
  },
  resetTheoryAttempt: async (id) =>
    db.run("UPDATE theory_attempts SET status = 'reset' WHERE id = ? AND status = 'inProgress'", id)
      .changes === 1,
  listWrongBook: async (userId) =>
    db
      .all(
        `SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE user_id = ? ORDER BY due_at, id`,
        userId,
      )
      .map(toWrongBookEntry),
  async reviewWrongBookEntry(userId, entryId, compute) {
    return db.tx(() => {
      const row = db.get(
        `SELECT ${WRONG_BOOK_COLUMNS} FROM wrong_book WHERE id = ? AND user_id = ?`,
        entryId,
        userId,
      );
      if (!row) return false;
      const next = compute(toWrongBookEntry(row));
      if (next === null) db.run('DELETE FROM wrong_book WHERE id = ?', entryId);
      else
        db.run(
          'UPDATE wrong_book SET question_hash = ?, card = ?, due_at = ? WHERE id = ?',
          next.questionHash,
          next.cardJson,
          isoInstant(next.dueAt),
          entryId,
        );
      return true;
    });
  },
});
