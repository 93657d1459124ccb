/**
 * Contract: theory practice storage — question versions stored once and never changed; an attempt
 * in progress per user and paper; answers kept with the version they were given on, refused once
 * submitted; a submission once, with its grades and book entries; reset; book reviews.
 */
import { expect, it } from 'vitest';
import type { TheoryAttempt, WrongBookEntry } from '../../server/storage/theoryTypes.ts';
import { DuplicateError, type Storage } from '../../server/storage/types.ts';
import { at, seed, student, teacher } from './harness.ts';
import type { Factory } from './harness.ts';

const version = (hash: string, v: number, text: string) => ({
  hash,
  questionId: 'q-one',
  version: v,
  questionJson: JSON.stringify({ id: 'q-one', version: v, text }),
  createdAt: at(0),
});
const theoryAttempt = (over: Partial<TheoryAttempt> = {}): TheoryAttempt => ({
  id: 'ta-1',
  userId: student.id,
  paperId: 'paper-a',
  seed: 4_294_967_295,
  status: 'inProgress',
  items: ['h1', 'h2'],
  score: null,
  passed: null,
  startedAt: at(1),
  submittedAt: null,
  ...over,
});
const entry = (over: Partial<WrongBookEntry> = {}): WrongBookEntry => ({
  id: 'wb-1',
  userId: student.id,
  questionId: 'q-one',
  questionHash: 'h1',
  cardJson: '{"due":"x"}',
  dueAt: at(30),
  addedAt: at(10),
  ...over,
});

export function theoryContract(factory: Factory): void {
  let s: Storage;

  it('keeps each question version once, unchanged', async () => {
    s = (await factory()).storage;
    expect(await s.putQuestionVersions([version('h1', 1, 'old'), version('h2', 2, 'new')])).toBe(2);
    // The same hash again, even with other content, changes nothing.
    expect(await s.putQuestionVersions([version('h1', 1, 'changed'), version('h3', 3, 'x')])).toBe(
      1,
    );
    const got = await s.getQuestionVersions(['h1', 'h2', 'missing']);
    expect(got.map((v) => [v.hash, v.version, JSON.parse(v.questionJson).text]).sort()).toEqual([
      ['h1', 1, 'old'],
      ['h2', 2, 'new'],
    ]);
    expect(await s.getQuestionVersions([])).toEqual([]);
  });

  it('one attempt in progress per paper; answers on their version, replaced, refused once submitted', async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.putQuestionVersions([version('h1', 1, 'a'), version('h2', 2, 'b')]);
    await s.createTheoryAttempt(theoryAttempt());
    await expect(s.createTheoryAttempt(theoryAttempt({ id: 'ta-2' }))).rejects.toBeInstanceOf(
      DuplicateError,
    );
    expect(await s.getTheoryAttempt('ta-1')).toEqual(theoryAttempt());
    const save = (position: number, answer: string, minute: number) =>
      s.saveTheoryAnswer({
        attemptId: 'ta-1',
        position,
        questionHash: position === 0 ? 'h1' : 'h2',
        answerJson: answer,
        savedAt: at(minute),
      });
    expect(await save(0, '"first"', 2)).toBe(true);
    expect(await save(0, '"second"', 3)).toBe(true);
    expect(await save(1, '"other"', 4)).toBe(true);
    expect(await s.listTheoryAnswers('ta-1')).toEqual([
      {
        attemptId: 'ta-1',
        position: 0,
        questionHash: 'h1',
        answerJson: '"second"',
        savedAt: at(3),
        score: null,
        right: null,
      },
      {
        attemptId: 'ta-1',
        position: 1,
        questionHash: 'h2',
        answerJson: '"other"',
        savedAt: at(4),
        score: null,
        right: null,
      },
    ]);

    const seen: number[] = [];
    const submitted = await s.submitTheoryAttempt('ta-1', at(5), (answers, book) => {
      seen.push(answers.length, book.length);
      return {
        score: 50,
        passed: false,
        graded: [
          { position: 0, score: 1, right: true },
          { position: 1, score: 0, right: false },
        ],
        book: [entry({ dueAt: at(60) })],
      };
    });
    expect(submitted?.score).toBe(50);
    expect(seen).toEqual([2, 0]);
    expect(
      await s.submitTheoryAttempt('ta-1', at(6), () => ({
        score: 0,
        passed: false,
        graded: [],
        book: [],
      })),
    ).toBeNull();
    expect(await save(0, '"late"', 7)).toBe(false);
    expect(
      (await s.listTheoryAnswers('ta-1')).map((a) => [a.answerJson, a.score, a.right]),
    ).toEqual([
      ['"second"', 1, true],
      ['"other"', 0, false],
    ]);
    expect(await s.getTheoryAttempt('ta-1')).toMatchObject({
      status: 'submitted',
      score: 50,
      passed: false,
      submittedAt: at(5),
    });
    expect(await s.listWrongBook(student.id)).toEqual([entry({ dueAt: at(60) })]);
    expect(await s.listWrongBook(teacher.id)).toEqual([]);

    // A new attempt of the paper may start now; reset marks only one in progress.
    await s.createTheoryAttempt(theoryAttempt({ id: 'ta-3', startedAt: at(8) }));
    expect(await s.resetTheoryAttempt('ta-3')).toBe(true);
    expect(await s.resetTheoryAttempt('ta-3')).toBe(false);
    expect(await s.resetTheoryAttempt('ta-1')).toBe(false);
    expect((await s.listTheoryAttempts(student.id)).map((a) => [a.id, a.status])).toEqual([
      ['ta-3', 'reset'],
      ['ta-1', 'submitted'],
    ]);
  });

  it('a review replaces or deletes only the owner’s entry', async () => {
    s = (await factory()).storage;
    await seed(s);
    await s.putQuestionVersions([version('h1', 1, 'a')]);
    await s.createTheoryAttempt(theoryAttempt({ items: ['h1'] }));
    await s.submitTheoryAttempt('ta-1', at(2), () => ({
      score: 0,
      passed: false,
      graded: [],
      book: [entry()],
    }));
    expect(await s.reviewWrongBookEntry(teacher.id, 'wb-1', () => null)).toBe(false);
    expect(
      await s.reviewWrongBookEntry(student.id, 'wb-1', (e) => ({
        ...e,
        dueAt: at(90),
        cardJson: '{"due":"y"}',
      })),
    ).toBe(true);
    expect(await s.listWrongBook(student.id)).toEqual([
      entry({ dueAt: at(90), cardJson: '{"due":"y"}' }),
    ]);
    expect(await s.reviewWrongBookEntry(student.id, 'wb-1', () => null)).toBe(true);
    expect(await s.listWrongBook(student.id)).toEqual([]);
    expect(await s.reviewWrongBookEntry(student.id, 'wb-1', () => null)).toBe(false);
  });
}
