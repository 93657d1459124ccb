/**
 * The training report (/api/PracticeTraining/TrainingReport): the student's own cases by category
 * and module, each submitted case with its class rank and the teacher's rating and comment; a
 * student without a class gets no rank; nobody reads another's report (there is no id to ask).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../testing/harness.ts';
import type { TrainingReportData } from '../../schemas/api/practice.ts';

const CASE = 'amazon-partial-stock';
let h: Harness;
const tokens: Record<string, string> = {};
const attempts: Record<string, string> = {};
const report = async (who: string) => {
  const r = await h.post('/api/PracticeTraining/TrainingReport', {}, tokens[who]);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as TrainingReportData;
};

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createSchool({ id: 'sch', name: 'Harbour College' });
  await h.storage.createCollege({ id: 'col', schoolId: 'sch', name: 'School of Trade' });
  await h.storage.createMajor({ id: 'maj', collegeId: 'col', name: 'Cross-border E-commerce' });
  await h.storage.createClass({
    id: 'cA',
    schoolId: 'sch',
    name: 'Class A',
    teacherId: 'id-teacher01',
    majorId: 'maj',
  });
  for (const u of ['alice', 'bob'])
    await h.storage.createUser({
      id: `id-${u}`,
      username: u,
      displayName: u.toUpperCase(),
      role: 'student',
      passwordHash: hash,
      classId: 'cA',
      createdAt: h.clock.now.toISOString(),
    });
  for (const u of ['alice', 'bob', 'student01', 'teacher01']) tokens[u] = await h.login(u);
  for (const u of ['alice', 'bob', 'student01']) {
    attempts[u] = await h.start(tokens[u]!, CASE);
    await h.post('/api/PracticeTraining/Submit', { userCaseID: attempts[u] }, tokens[u]);
  }
  // The teacher adjusts bob's work up and rates alice's.
  const grade = (path: string, body: object) => h.post(path, body, tokens.teacher01);
  expect(
    (
      await grade('/api/Teacher/Override', {
        attemptId: attempts.bob,
        pointID: 1201,
        sourceID: null,
        earned: 30,
        reason: 'Split by phone.',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await grade('/api/Teacher/Review', {
        attemptId: attempts.alice,
        rating: 2,
        comment: 'Nothing done yet.',
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => h.close());

describe('/api/PracticeTraining/TrainingReport', () => {
  it('gives the student, the categories and modules, and each assessment with rank and review', async () => {
    const r = await report('alice');
    expect(r.student).toEqual({
      name: 'ALICE',
      account: 'alice',
      school: 'Harbour College',
      college: 'School of Trade',
      major: 'Cross-border E-commerce',
      className: 'Class A',
      teacher: 'teacher01',
    });
    const cat = r.byCategory.find((c) => c.caseType === 'orderWarehousing');
    expect(cat).toMatchObject({ completed: 1, average: 0 });
    expect(cat!.total).toBeGreaterThanOrEqual(1);
    expect(r.byModule.find((m) => m.module === 'orders')).toMatchObject({ completed: 1 });
    expect(r.byModule.find((m) => m.module === 'dispute')).toMatchObject({
      completed: 0,
      average: null,
    });
    expect(r.assessments).toEqual([
      expect.objectContaining({
        userCaseID: attempts.alice,
        caseID: CASE,
        score: 0,
        passed: false,
        classRank: 2,
        classSize: 2,
        review: expect.objectContaining({
          rating: 2,
          comment: 'Nothing done yet.',
          by: 'teacher01',
        }) as unknown,
      }),
    ]);
    expect((await report('bob')).assessments[0]).toMatchObject({
      score: 30,
      classRank: 1,
      review: null,
    });
  });

  it('has no class rank without a class, and answers only the signed-in user', async () => {
    const r = await report('student01');
    expect(r.student).toMatchObject({
      className: null,
      school: null,
      college: null,
      major: null,
      teacher: null,
    });
    expect(r.assessments[0]).toMatchObject({ classRank: null, classSize: 0 });
    expect((await h.post('/api/PracticeTraining/TrainingReport', {})).statusCode).toBe(401);
  });
});
