/**
 * /api/Teacher on a real database: a teacher reads only the classes they teach and their
 * students' attempts, an admin every class, a student none; the class's progress, matrix and
 * rank, and an attempt's analysis and timeline on the sim clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';
import type {
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
});
