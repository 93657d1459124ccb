/**
 * A teacher's override of a tracking point (/api/Teacher/Override): recorded as the teacher's
 * event on the submitted attempt, the stored score follows, the student reads it in the
 * analysis, a replay keeps it; refused without a reason, out of the point's range, on an attempt
 * in progress, for another teacher's student and for students — nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';
import type { ScoreBreakdown } from '../../../schemas/api/practice.ts';

const CASE = 'amazon-partial-stock';
let h: Harness;
const tokens: Record<string, string> = {};
const attempts: Record<string, string> = {};

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createSchool({ id: 'sch', name: 'School' });
  const user = (username: string, role: 'student' | 'teacher', classId: string | null) =>
    h.storage.createUser({
      id: `id-${username}`,
      username,
      displayName: `${username} name`,
      role,
      passwordHash: hash,
      classId,
      createdAt: h.clock.now.toISOString(),
    });
  await user('teacher02', 'teacher', null);
  await h.storage.createClass({ id: 'cA', schoolId: 'sch', name: 'A', teacherId: 'id-teacher01' });
  await h.storage.createClass({ id: 'cB', schoolId: 'sch', name: 'B', teacherId: 'id-teacher02' });
  await user('alice', 'student', 'cA');
  await user('bob', 'student', 'cA');
  for (const u of ['teacher01', 'teacher02', 'alice', 'bob']) tokens[u] = await h.login(u);
  for (const u of ['alice', 'bob']) attempts[u] = await h.start(tokens[u]!, CASE);
  const r = await h.post(
    '/api/PracticeTraining/Submit',
    { userCaseID: attempts.alice },
    tokens.alice,
  );
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(async () => h.close());

const override = (body: object, who = 'teacher01') =>
  h.post(
    '/api/Teacher/Override',
    { attemptId: attempts.alice, sourceID: null, ...body },
    tokens[who],
  );
const version = async () => (await h.storage.readStream(attempts.alice!)).length;
const studentView = async () =>
  (
    await h.post(
      '/api/PracticeTraining/ViewResolution',
      { userCaseID: attempts.alice },
      tokens.alice,
    )
  ).json().data.breakdown as ScoreBreakdown;

describe('/api/Teacher/Override', () => {
  it('awards a point with a reason: the score, the stored row and the student’s analysis follow', async () => {
    const before = await studentView();
    expect(before.points.find((p) => p.pointID === 1201)).toMatchObject({ earned: 0 });
    const r = await override({
      pointID: 1201,
      earned: 30,
      reason: 'Split done in the carrier portal; screenshot checked.',
    });
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json().data as ScoreBreakdown;
    expect(b.score).toBe(before.score + 30);
    expect(b.points.find((p) => p.pointID === 1201)).toMatchObject({
      earned: 30,
      outcome: 'hit',
      override: { earned: 30, computed: 0, by: 'teacher01' },
    });
    const after = await studentView();
    expect(after.score).toBe(b.score);
    expect(after.points.find((p) => p.pointID === 1201)?.override?.reason).toContain(
      'carrier portal',
    );
    // The attempt's row (what lists and the class view read) has the new score.
    expect((await h.storage.getAttempt(attempts.alice!))?.score).toBe(b.score);
    const events = await h.storage.readStream(attempts.alice!);
    expect(events.at(-1)).toMatchObject({
      type: 'PointOverridden',
      metadata: { actor: { kind: 'teacher', id: 'id-teacher01' } },
    });
    // Back to the computed score: the override is taken back, the history stays.
    const cleared = await override({
      pointID: 1201,
      earned: null,
      reason: 'Checked again: not split.',
    });
    expect((cleared.json().data as ScoreBreakdown).score).toBe(before.score);
    expect((await studentView()).points.find((p) => p.pointID === 1201)?.override).toBeUndefined();
    expect(await version()).toBe(events.length + 1);
  });

  it('refuses bad overrides and other people, writing nothing', async () => {
    const at = await version();
    const cases: [object, string, number, string][] = [
      [{ pointID: 1201, earned: 30, reason: '   ' }, 'teacher01', 422, 'points.error.noReason'],
      [{ pointID: 1201, earned: 30 }, 'teacher01', 400, 'errors.validation'],
      [
        { pointID: 1201, earned: 31, reason: 'x' },
        'teacher01',
        422,
        'points.error.earnedOutOfRange',
      ],
      [
        { pointID: 1205, earned: 5, reason: 'x' },
        'teacher01',
        422,
        'points.error.earnedOutOfRange',
      ],
      [{ pointID: 9999, earned: 1, reason: 'x' }, 'teacher01', 422, 'points.error.unknownPoint'],
      [{ pointID: 1201, earned: 30, reason: 'x' }, 'teacher02', 403, 'errors.forbidden'],
      [{ pointID: 1201, earned: 30, reason: 'x' }, 'alice', 403, 'errors.forbidden'],
      [
        { pointID: 1201, earned: 30, reason: 'x', attemptId: attempts.bob },
        'teacher01',
        422,
        'points.error.notSubmitted',
      ],
    ];
    for (const [body, who, code, key] of cases) {
      const r = await override(body, who);
      expect({ body, who, code: r.statusCode, key: r.json().message }).toEqual({
        body,
        who,
        code,
        key,
      });
    }
    expect(await version()).toBe(at);
    // A penalty can be set within its range (negative).
    expect(
      (await override({ pointID: 1205, earned: -30, reason: 'Cancelled by phone.' })).statusCode,
    ).toBe(200);
  });

  it('rates an attempt with a comment the student reads; refuses bad ratings and others', async () => {
    const review = (body: object, who = 'teacher01') =>
      h.post('/api/Teacher/Review', { attemptId: attempts.alice, ...body }, tokens[who]);
    const r = await review({ rating: 4, comment: 'Good split; say when the restock comes.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ rating: 4, by: 'teacher01' });
    const seen = (
      await h.post(
        '/api/PracticeTraining/ViewResolution',
        { userCaseID: attempts.alice },
        tokens.alice,
      )
    ).json().data.review;
    expect(seen).toMatchObject({ rating: 4, comment: 'Good split; say when the restock comes.' });
    const at = await version();
    const cases: [object, string, number, string][] = [
      [{ rating: 0, comment: '' }, 'teacher01', 400, 'errors.validation'],
      [{ rating: 6, comment: '' }, 'teacher01', 400, 'errors.validation'],
      [{ rating: 3, comment: 'x'.repeat(1001) }, 'teacher01', 400, 'errors.validation'],
      [{ rating: 3, comment: '' }, 'teacher02', 403, 'errors.forbidden'],
      [{ rating: 3, comment: '' }, 'alice', 403, 'errors.forbidden'],
      [
        { rating: 3, comment: '', attemptId: attempts.bob },
        'teacher01',
        422,
        'points.error.notSubmitted',
      ],
    ];
    for (const [body, who, code, key] of cases) {
      const res = await review(body, who);
      expect({ body, who, code: res.statusCode, key: res.json().message }).toEqual({
        body,
        who,
        code,
        key,
      });
    }
    expect(await version()).toBe(at);
  });

  it('grades an attempt submitted and reset since (its grade may count); it stays reset', async () => {
    // bob submits, then starts over: the submitted attempt is history that still counts.
    const sub = await h.post(
      '/api/PracticeTraining/Submit',
      { userCaseID: attempts.bob },
      tokens.bob,
    );
    expect(sub.statusCode, sub.body).toBe(200);
    const reset = await h.post(
      '/api/PracticeTraining/ResetCase',
      { userCaseID: attempts.bob },
      tokens.bob,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await h.storage.getAttempt(attempts.bob!))?.status).toBe('reset');
    const before = (await h.storage.getAttempt(attempts.bob!))?.score ?? 0;
    const r = await h.post(
      '/api/Teacher/Override',
      {
        attemptId: attempts.bob,
        sourceID: null,
        pointID: 1201,
        earned: 30,
        reason: 'Split checked by hand.',
      },
      tokens.teacher01,
    );
    expect(r.statusCode, r.body).toBe(200);
    const row = await h.storage.getAttempt(attempts.bob!);
    expect(row).toMatchObject({ status: 'reset', score: before + 30 });
    const rated = await h.post(
      '/api/Teacher/Review',
      { attemptId: attempts.bob, rating: 3, comment: 'Try the split again.' },
      tokens.teacher01,
    );
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await h.storage.getAttempt(attempts.bob!))?.status).toBe('reset');
  });
});
