/**
 * Teacher/QuestionBank on SQLite and PostgreSQL: the bank with each question's statistics from the
 * submitted theory attempts of the teacher's classes (an admin: all), options counted on the bank's
 * ids through each attempt's shuffle; students and signed-out callers refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionBankData } from '../../../schemas/api/questionBank.ts';
import type { PaperData, PaperItem } from '../../../schemas/api/theory.ts';
import type { Question } from '../../../schemas/questions.ts';
import type { ItemAnswer } from '../../../schemas/theory/view.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../../../tests/support/pg-cluster.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const FIXED = 'logistics-customs';

/** A right or wrong answer to one of the fixed paper's questions, in the keys it was shown. */
const answerFor = (q: Question, item: PaperItem, right: boolean): ItemAnswer => {
  const v = item.view;
  switch (q.type) {
    case 'single': {
      if (v.type !== 'single') throw new Error('view');
      const en = q.options.find((o) => o.id === q.answer)!.text.en;
      const shown = v.options.find((o) => (o.text.en === en) === right)!;
      return { type: 'single', choice: shown.key };
    }
    case 'multiple': {
      if (v.type !== 'multiple') throw new Error('view');
      const rights = q.options.filter((o) => q.answers.includes(o.id)).map((o) => o.text.en);
      const keys = v.options.filter((o) => rights.includes(o.text.en) === right).map((o) => o.key);
      return { type: 'multiple', choices: keys };
    }
    case 'trueFalse':
      return { type: 'trueFalse', value: right ? q.answer : !q.answer };
    case 'fill':
      return { type: 'fill', blanks: q.blanks.map((b) => (right ? b.accept[0]! : 'zzz')) };
    case 'matching': {
      if (v.type !== 'matching') throw new Error('view');
      const keys = q.pairs.map((p) => v.targets.find((r) => r.text.en === p.right.en)!.key);
      return { type: 'matching', matches: right ? keys : [...keys.slice(1), keys[0]!] };
    }
    case 'shortText':
      throw new Error('no short text in the fixed paper');
  }
};

describe.each(['sqlite', 'postgres'] as const)('Teacher/QuestionBank on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  const tokens: Record<string, string> = {};
  /** What the wrong-answering student chose at the first single-choice question: a bank id. */
  let wrongChoice = '';
  let firstSingle: Question;

  const bank = (who: string) => h.post('/api/Teacher/QuestionBank', {}, tokens[who]);
  const call = (path: string, body: object, who: string) =>
    h.post(`/api/PracticeTraining/${path}`, body, tokens[who]);

  /** Takes the fixed paper, answering everything right or everything wrong but the first. */
  const take = async (who: string, right: boolean) => {
    const { attemptID } = (await call('StartExercise', { paperID: FIXED }, who)).json().data;
    const a = (await h.storage.getTheoryAttempt(attemptID))!;
    const versions = await h.storage.getQuestionVersions(a.items);
    const byHash = new Map(versions.map((v) => [v.hash, JSON.parse(v.questionJson) as Question]));
    const paper = (await call('GetExercisesQuestion', { attemptID }, who)).json().data as PaperData;
    for (const [position, hash] of a.items.entries()) {
      const q = byHash.get(hash)!;
      // The wrong-answering student leaves the first question blank.
      if (!right && position === 0) continue;
      const answer = answerFor(q, paper.items[position]!, right);
      const r = await call('SubmitUpdate', { attemptID, position, answer }, who);
      expect(r.statusCode).toBe(200);
      if (!right && q.type === 'single' && !wrongChoice && answer.type === 'single') {
        const view = paper.items[position]!.view;
        if (view.type !== 'single') throw new Error('view');
        const en = view.options.find((o) => o.key === answer.choice)!.text.en;
        wrongChoice = q.options.find((o) => o.text.en === en)!.id;
        firstSingle = q;
      }
    }
    expect((await call('SubmitExercise', { attemptID }, who)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness(cluster ? { databaseUrl: cluster.url } : {});
    const hash = await hashPassword(PASSWORD);
    await h.storage.createSchool({ id: 'sch', name: 'School' });
    const user = (
      username: string,
      role: 'student' | 'teacher' | 'admin',
      classId: string | null,
    ) =>
      h.storage.createUser({
        id: `id-${username}`,
        username,
        displayName: username,
        role,
        passwordHash: hash,
        classId,
        createdAt: h.clock.now.toISOString(),
      });
    await user('teacher02', 'teacher', null);
    await user('admin', 'admin', null);
    await h.storage.createClass({
      id: 'cA',
      schoolId: 'sch',
      name: 'A',
      teacherId: 'id-teacher01',
    });
    await h.storage.createClass({
      id: 'cB',
      schoolId: 'sch',
      name: 'B',
      teacherId: 'id-teacher02',
    });
    await user('alice', 'student', 'cA');
    await user('bob', 'student', 'cA');
    await user('carl', 'student', 'cB');
    for (const u of ['teacher01', 'teacher02', 'admin', 'alice', 'bob', 'carl'])
      tokens[u] = await h.login(u);
    await take('alice', true);
    await take('bob', false);
    await take('carl', true);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await cluster?.stop();
  });

  it('gives a class teacher the figures of their own class: one right, one wrong', async () => {
    const r = await bank('teacher01');
    expect(r.statusCode).toBe(200);
    const data = r.json().data as QuestionBankData;
    expect(data.attempts).toBe(2);
    expect(data.questions.length).toBeGreaterThanOrEqual(300);
    const asked = data.questions.filter((q) => q.statistics.attempts > 0);
    expect(asked).toHaveLength(8);
    for (const { statistics: s } of asked) {
      // Alice 1, Bob 0 on every question; the rest of Bob's paper is 0 too.
      expect(s.facility).toBe(50);
      expect(s.discriminationIndex).toBeCloseTo(100, 6);
      expect(s.discriminativeEfficiency).toBeCloseTo(100, 6);
      expect(s.dubious).toBe(false);
      expect(s.needsChecking).toBe('unlikely');
      expect(s.papers.map((p) => p.paperId)).toEqual([FIXED]);
    }
    // The first question was left blank by Bob: asked twice, answered once.
    expect(asked.map((q) => q.statistics.answered).sort()).toEqual([1, 2, 2, 2, 2, 2, 2, 2]);
    const never = data.questions.find((q) => q.statistics.attempts === 0)!;
    expect(never.statistics.facility).toBeNull();
  });

  it("counts each option on the bank's ids through the attempt's shuffle", async () => {
    const data = (await bank('teacher01')).json().data as QuestionBankData;
    const s = data.questions.find((q) => q.question.id === firstSingle.id)!.statistics;
    const right = firstSingle.type === 'single' ? firstSingle.answer : '';
    const chosen = Object.fromEntries(s.options.map((o) => [o.option, o.chosen]));
    // Bob left the first question blank, so this is a later one both answered.
    expect(s.answered).toBe(2);
    expect(chosen[right]).toBe(1);
    expect(chosen[wrongChoice]).toBe(1);
    expect(s.options.find((o) => o.option === right)!.right).toBe(true);
    expect(s.options.find((o) => o.option === wrongChoice)!.right).toBe(false);
    expect(s.options.reduce((n, o) => n + o.chosen, 0)).toBe(2);
  });

  it("gives another class's teacher theirs and an admin every class's", async () => {
    const other = (await bank('teacher02')).json().data as QuestionBankData;
    expect(other.attempts).toBe(1);
    const one = other.questions.find((q) => q.statistics.attempts > 0)!.statistics;
    // One attempt: a facility, no indices (Moodle needs two).
    expect(one.facility).toBe(100);
    expect(one.discriminationIndex).toBeNull();
    expect(((await bank('admin')).json().data as QuestionBankData).attempts).toBe(3);
  });

  it('refuses students and signed-out callers', async () => {
    expect((await bank('alice')).statusCode).toBe(403);
    expect((await h.post('/api/Teacher/QuestionBank', {})).statusCode).toBe(401);
  });
});
