/**
 * /api/Teacher on a real database: a teacher reads only the classes they teach and their
 * students' attempts, an admin every class, a student none; the class's progress, matrix and
 * rank, a case's tracking points across a class, and an attempt's analysis and timeline on the
 * sim clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';
import type {
  AttemptStepData,
  CaseAnalyticsData,
  ClassViewData,
  TeacherAttemptData,
  TeacherClassesData,
} from '../../../schemas/api/teacher.ts';

const CASE = 'amazon-partial-stock';
let h: Harness;
const tokens: Record<string, string> = {};
const attempts: Record<string, string> = {};

const data = async <T>(path: string, body: object, who: string) => {
  const r = await h.post(path, body, tokens[who]);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as T;
};

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  const at = h.clock.now.toISOString();
  await h.storage.createSchool({ id: 'sch', name: 'Harbour Vocational College' });
  const user = (username: string, role: 'student' | 'teacher' | 'admin', classId: string | null) =>
    h.storage.createUser({
      id: `id-${username}`,
      username,
      displayName: username.toUpperCase(),
      role,
      passwordHash: hash,
      classId,
      createdAt: at,
    });
  await user('teacher02', 'teacher', null);
  await user('admin', 'admin', null);
  await h.storage.createClass({
    id: 'cA',
    schoolId: 'sch',
    name: 'Class A',
    teacherId: 'id-teacher01',
  });
  await h.storage.createClass({
    id: 'cB',
    schoolId: 'sch',
    name: 'Class B',
    teacherId: 'id-teacher02',
  });
  await user('alice', 'student', 'cA');
  await user('bob', 'student', 'cA');
  await user('dora', 'student', 'cA');
  await user('carol', 'student', 'cB');
  for (const u of ['teacher01', 'teacher02', 'admin', 'alice', 'bob', 'dora', 'carol'])
    tokens[u] = await h.login(u);
  // alice and carol submit the case; bob only starts it; dora does nothing.
  for (const u of ['alice', 'bob', 'carol']) attempts[u] = await h.start(tokens[u]!, CASE);
  for (const u of ['alice', 'carol']) {
    const r = await h.post('/api/PracticeTraining/Submit', { userCaseID: attempts[u] }, tokens[u]);
    expect(r.statusCode, r.body).toBe(200);
  }
});
afterAll(async () => h.close());

describe('/api/Teacher', () => {
  it('lists a teacher’s own classes with each case’s progress', async () => {
    const d = await data<TeacherClassesData>('/api/Teacher/Classes', {}, 'teacher01');
    expect(d.classes.map((c) => c.name)).toEqual(['Class A']);
    const a = d.classes[0]!;
    expect(a).toMatchObject({
      school: 'Harbour Vocational College',
      teacher: 'teacher01',
      students: 3,
    });
    expect(a.progress.find((p) => p.caseId === CASE)).toMatchObject({
      started: 2,
      submitted: 1,
    });
    expect(d.cases.map((c) => c.id)).toContain(CASE);
    // An admin sees every class.
    const all = await data<TeacherClassesData>('/api/Teacher/Classes', {}, 'admin');
    expect(all.classes.map((c) => c.name)).toEqual(['Class A', 'Class B']);
  });

  it('shows the students × cases matrix with ranks', async () => {
    const d = await data<ClassViewData>('/api/Teacher/ClassView', { classId: 'cA' }, 'teacher01');
    expect(d.class).toMatchObject({ id: 'cA', name: 'Class A', students: 3 });
    const row = (u: string) => d.students.find((s) => s.username === u)!;
    expect(row('alice')).toMatchObject({ rank: 1, submitted: 1 });
    expect(row('alice').cells[CASE]).toMatchObject({
      attemptId: attempts.alice,
      status: 'submitted',
      passed: expect.any(Boolean) as unknown,
    });
    expect(row('alice').total).toBe(row('alice').cells[CASE]!.score);
    expect(row('bob')).toMatchObject({ rank: null, total: 0, submitted: 0 });
    expect(row('bob').cells[CASE]).toMatchObject({ status: 'inProgress', score: null });
    expect(row('dora').cells).toEqual({});
  });

  it('shows an attempt’s analysis and its timeline on the sim clock', async () => {
    const d = await data<TeacherAttemptData>(
      '/api/Teacher/Attempt',
      { attemptId: attempts.alice },
      'teacher01',
    );
    expect(d.student).toEqual({
      id: 'id-alice',
      username: 'alice',
      name: 'ALICE',
      classId: 'cA',
      className: 'Class A',
    });
    expect(d.attempt).toMatchObject({ id: attempts.alice, caseId: CASE, status: 'submitted' });
    expect(d.breakdown.points.length).toBeGreaterThan(0);
    expect(d.breakdown.score).toBe(d.attempt.score);
    expect(d.timeline[0]).toMatchObject({ version: 1, actor: 'student' });
    expect(d.timeline.map((e) => e.version)).toEqual(d.timeline.map((_, i) => i + 1));
    expect(d.timeline.map((e) => e.type)).toContain('AttemptSubmitted');
    // Sim time, on the case's clock (the case starts in its own year, not the server's now).
    expect(d.timeline[0]!.at.startsWith(h.clock.now.toISOString().slice(0, 10))).toBe(false);
    // An attempt still in progress reads too, with its score as it stands.
    const open = await data<TeacherAttemptData>(
      '/api/Teacher/Attempt',
      { attemptId: attempts.bob },
      'teacher01',
    );
    expect(open.attempt.status).toBe('inProgress');
  });

  it('refuses other classes, students, strangers and bad bodies, reading nothing', async () => {
    const cases: [string, object, string | undefined, number, string][] = [
      ['/api/Teacher/ClassView', { classId: 'cB' }, 'teacher01', 403, 'errors.forbidden'],
      ['/api/Teacher/ClassView', { classId: 'nope' }, 'teacher01', 404, 'errors.notFound'],
      ['/api/Teacher/ClassView', {}, 'teacher01', 400, 'errors.validation'],
      ['/api/Teacher/ClassView', { classId: 'cA', x: 1 }, 'teacher01', 400, 'errors.validation'],
      [
        '/api/Teacher/Attempt',
        { attemptId: attempts.carol! },
        'teacher01',
        403,
        'errors.forbidden',
      ],
      [
        '/api/Teacher/Attempt',
        { attemptId: attempts.alice! },
        'teacher02',
        403,
        'errors.forbidden',
      ],
      ['/api/Teacher/Attempt', { attemptId: 'nope' }, 'teacher01', 404, 'attempt.error.notFound'],
      ['/api/Teacher/Classes', {}, 'alice', 403, 'errors.forbidden'],
      ['/api/Teacher/ClassView', { classId: 'cA' }, 'alice', 403, 'errors.forbidden'],
      ['/api/Teacher/Attempt', { attemptId: attempts.alice! }, 'alice', 403, 'errors.forbidden'],
      ['/api/Teacher/Classes', {}, undefined, 401, 'errors.unauthorized'],
      ['/api/Teacher/ClassView', { classId: 'cA' }, undefined, 401, 'errors.unauthorized'],
      [
        '/api/Teacher/Attempt',
        { attemptId: attempts.alice! },
        undefined,
        401,
        'errors.unauthorized',
      ],
    ];
    for (const [path, body, who, code, key] of cases) {
      const r = await h.post(path, body, who ? tokens[who] : undefined);
      expect({ path, body, who, code: r.statusCode, key: r.json().message }).toEqual({
        path,
        body,
        who,
        code,
        key,
      });
    }
    // The admin reads any class and attempt.
    await data<ClassViewData>('/api/Teacher/ClassView', { classId: 'cB' }, 'admin');
    await data<TeacherAttemptData>('/api/Teacher/Attempt', { attemptId: attempts.carol }, 'admin');
  });
  it('shows, point by point, the share of a class that earned each point of a case', async () => {
    // Class C (teacher01): erin does the case right, finn in part and with a penalty, gwen submits
    // nothing and hugo has not submitted.
    const hash = await hashPassword(PASSWORD);
    await h.storage.createClass({
      id: 'cC',
      schoolId: 'sch',
      name: 'Class C',
      teacherId: 'id-teacher01',
    });
    for (const u of ['erin', 'finn', 'gwen', 'hugo']) {
      await h.storage.createUser({
        id: `id-${u}`,
        username: u,
        displayName: u.toUpperCase(),
        role: 'student',
        passwordHash: hash,
        classId: 'cC',
        createdAt: h.clock.now.toISOString(),
      });
      const token = await h.login(u);
      tokens[u] = token;
      attempts[u] = await h.start(token, CASE);
    }
    const LAMP = '112-3941-7781';
    const op = async (u: string, command: object) => {
      const r = await h.post(
        '/api/PTOrder/Operate',
        { userCaseID: attempts[u], command },
        tokens[u],
      );
      expect(r.statusCode, r.body).toBe(200);
    };
    await op('erin', { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 });
    await op('erin', {
      type: 'ShipOrder',
      orderNo: LAMP,
      carrier: 'dhl',
      trackingNo: 'DHL12345678',
    });
    await op('erin', {
      type: 'RemarkOrder',
      orderNo: `${LAMP}-S1`,
      remark: '缺货，补货后5天内发出',
    });
    await op('finn', { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 });
    await op('finn', { type: 'RemarkOrder', orderNo: `${LAMP}-S1`, remark: '缺货，请稍候' });
    await op('finn', { type: 'CancelOrder', orderNo: '112-7730-0415' });
    await op('hugo', { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 });
    for (const u of ['erin', 'finn', 'gwen']) {
      const r = await h.post(
        '/api/PracticeTraining/Submit',
        { userCaseID: attempts[u] },
        tokens[u],
      );
      expect(r.statusCode, r.body).toBe(200);
    }

    const d = await data<CaseAnalyticsData>(
      '/api/Teacher/CaseAnalytics',
      { classId: 'cC', caseId: CASE },
      'teacher01',
    );
    expect(d.case).toMatchObject({ id: CASE, totalScore: 100 });
    expect(d.submitted).toBe(3);
    const view = await data<ClassViewData>(
      '/api/Teacher/ClassView',
      { classId: 'cC' },
      'teacher01',
    );
    const scores = view.students.flatMap((s) => {
      const c = s.cells[CASE];
      return c?.status === 'submitted' ? [c.score ?? 0] : [];
    });
    expect(scores).toHaveLength(3);
    expect(d.average).toBe(Math.round((scores.reduce((n, x) => n + x, 0) / 3) * 10) / 10);
    expect(d.points.map((p) => [p.pointID, p.score, p.hit, p.partial, p.share])).toEqual([
      [1201, 30, 2, 0, 2 / 3],
      [1202, 40, 1, 0, 1 / 3],
      [1203, 10, 1, 1, 1 / 3],
      [1204, 20, 0, 0, 0],
      [1205, -30, 0, 0, 0],
      [1206, -10, 1, 0, 1 / 3],
    ]);
    expect(d.points[0]).toMatchObject({
      page: 'orderSlove',
      content: { en: 'Split the out-of-stock lamp into a new order' },
    });

    // Class A: alice submitted without earning anything; bob's attempt in progress does not count.
    const a = await data<CaseAnalyticsData>(
      '/api/Teacher/CaseAnalytics',
      { classId: 'cA', caseId: CASE },
      'teacher01',
    );
    expect(a.submitted).toBe(1);
    expect(a.points.every((p) => p.hit === 0 && p.share === 0)).toBe(true);
    // A case nobody started: no submission, no average, every point at zero.
    const other = view.cases.find((c) => c.id !== CASE)!.id;
    const none = await data<CaseAnalyticsData>(
      '/api/Teacher/CaseAnalytics',
      { classId: 'cC', caseId: other },
      'teacher01',
    );
    expect(none).toMatchObject({ submitted: 0, average: null });
    expect(none.points.length).toBeGreaterThan(0);
    expect(none.points.every((p) => p.hit === 0 && p.share === 0)).toBe(true);
    // The admin reads any class.
    await data<CaseAnalyticsData>(
      '/api/Teacher/CaseAnalytics',
      { classId: 'cB', caseId: CASE },
      'admin',
    );

    const refused: [object, string | undefined, number, string][] = [
      [{ classId: 'cB', caseId: CASE }, 'teacher01', 403, 'errors.forbidden'],
      [{ classId: 'cC', caseId: CASE }, 'teacher02', 403, 'errors.forbidden'],
      [{ classId: 'cC', caseId: CASE }, 'erin', 403, 'errors.forbidden'],
      [{ classId: 'cC', caseId: 'no-such-case' }, 'teacher01', 404, 'case.error.notFound'],
      [{ classId: 'nope', caseId: CASE }, 'teacher01', 404, 'errors.notFound'],
      [{ classId: 'cC' }, 'teacher01', 400, 'errors.validation'],
      [{ classId: 'cC', caseId: CASE }, undefined, 401, 'errors.unauthorized'],
    ];
    for (const [body, who, code, key] of refused) {
      const r = await h.post('/api/Teacher/CaseAnalytics', body, who ? tokens[who] : undefined);
      expect({ body, who, code: r.statusCode, key: r.json().message }).toEqual({
        body,
        who,
        code,
        key,
      });
    }
  });

  it('steps through an attempt: the module tables after each event, what it changed', async () => {
    const LAMP = '112-3941-7781';
    const step = (version: number, who = 'teacher01') =>
      data<AttemptStepData>('/api/Teacher/AttemptStep', { attemptId: attempts.erin, version }, who);
    const start = await step(0);
    expect(start.event).toBeNull();
    expect(start.tables.map((t) => `${t.module}.${t.entity}`)).toEqual(['orders.order']);
    expect(start.tables[0]!.rows.map((r) => r.key)).toContain(LAMP);
    const { timeline } = await data<TeacherAttemptData>(
      '/api/Teacher/Attempt',
      { attemptId: attempts.erin },
      'teacher01',
    );
    const split = timeline.find((e) => e.type === 'OrderSplit')!;
    const at = await step(split.version);
    expect(at).toMatchObject({ version: split.version, total: timeline.length });
    expect(at.event).toEqual(split);
    // The ids in the tables (an order's buyer and store) come with their names.
    expect(at.names).toMatchObject({ us1: 'Sunny Home US', b1: 'John Carter' });
    const rows = at.tables[0]!.rows;
    expect(rows.find((r) => r.key === `${LAMP}-S1`)?.change).toBe('added');
    expect(rows.find((r) => r.key === LAMP)?.change).toBe('changed');
    // Past the end: the last step. The admin steps too; others are refused, reading nothing.
    expect((await step(99_999, 'admin')).version).toBe(timeline.length);
    const refused: [object, string | undefined, number, string][] = [
      [{ attemptId: attempts.erin, version: 1 }, 'teacher02', 403, 'errors.forbidden'],
      [{ attemptId: attempts.erin, version: 1 }, 'erin', 403, 'errors.forbidden'],
      [{ attemptId: attempts.erin, version: 1 }, undefined, 401, 'errors.unauthorized'],
      [{ attemptId: 'nope', version: 1 }, 'teacher01', 404, 'attempt.error.notFound'],
      [{ attemptId: attempts.erin, version: -1 }, 'teacher01', 400, 'errors.validation'],
      [{ attemptId: attempts.erin }, 'teacher01', 400, 'errors.validation'],
    ];
    for (const [body, who, code, key] of refused) {
      const r = await h.post('/api/Teacher/AttemptStep', body, who ? tokens[who] : undefined);
      expect({ body, who, code: r.statusCode, key: r.json().message }).toEqual({
        body,
        who,
        code,
        key,
      });
    }
  });
});
