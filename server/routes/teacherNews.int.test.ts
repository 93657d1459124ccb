/**
 * A student is told of a teacher's rating, comment or adjustment: the case list marks the case
 * until the student opens that attempt's analysis, and marks it again when the teacher writes or
 * changes something after that. Another student's list is not marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import type { CaseListData } from '../../schemas/api/practice.ts';
import { harness, type Harness } from '../testing/harness.ts';

const CASE = 'shopee-thank-you';

describe("a teacher's news for the student", () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let attempt = '';
  beforeAll(async () => {
    h = await harness();
    await h.storage.createSchool({ id: 'sch', name: 'School' });
    await h.storage.createClass({
      id: 'cA',
      schoolId: 'sch',
      name: 'A',
      teacherId: 'id-teacher01',
    });
    for (const u of ['alice', 'bob']) {
      await h.addUsers([u]);
      await h.storage.updateUser(`id-${u}`, { classId: 'cA' });
    }
    for (const u of ['teacher01', 'alice', 'bob']) tokens[u] = await h.login(u);
    attempt = await h.start(tokens.alice!, CASE);
    await h.start(tokens.bob!, CASE);
    const r = await h.post('/api/PracticeTraining/Submit', { userCaseID: attempt }, tokens.alice);
    expect(r.statusCode, r.body).toBe(200);
  });
  afterAll(async () => h.close());

  const news = async (who: string) => {
    const r = await h.post('/api/PracticeTraining/CaseList', {}, tokens[who]);
    expect(r.statusCode, r.body).toBe(200);
    const row = (r.json() as { data: Static<typeof CaseListData> }).data.list.find(
      (c) => c.caseID === CASE,
    );
    return row?.teacherNews;
  };
  const open = async () => {
    const r = await h.post(
      '/api/PracticeTraining/ViewResolution',
      { userCaseID: attempt },
      tokens.alice,
    );
    expect(r.statusCode, r.body).toBe(200);
  };

  it('marks a case once the teacher rates it, until the student opens its analysis', async () => {
    expect(await news('alice')).toBe(false);
    const r = await h.post(
      '/api/Teacher/Review',
      { attemptId: attempt, rating: 4, comment: 'Good' },
      tokens.teacher01,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await news('alice')).toBe(true);
    expect(await news('bob')).toBe(false);
    await open();
    expect(await news('alice')).toBe(false);
  });

  it('marks it again when the teacher adjusts a point afterwards', async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const r = await h.post(
      '/api/Teacher/Override',
      { attemptId: attempt, pointID: 4301, sourceID: null, earned: 30, reason: 'OK' },
      tokens.teacher01,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await news('alice')).toBe(true);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    await open();
    expect(await news('alice')).toBe(false);
  });
});
