/**
 * Several teachers per class (issue 22 §2), on both adapters: for each kind of teacher route —
 * read (class view, attempt, report, attempts at a case), comment (Review), adjust (Override),
 * grading method, review queue and exports, staff (SetAssistant) — what a class's teacher, its
 * assistant, a teacher of another class and an admin get, and that a refused request writes
 * nothing (the attempt's stream, the class's method and staff stay as they were). Without
 * PostgreSQL binaries that half is skipped (CI fails).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../../../tests/support/pg-cluster.ts';
import type { ClassStaffData } from '../../../schemas/api/classStaff.ts';
import type { TeacherAttemptData, TeacherClassesData } from '../../../schemas/api/teacher.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const CASE = 'amazon-partial-stock';
const POINT = 1201;

describe.each(['sqlite', 'postgres'] as const)('class staff on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  const tokens: Record<string, string> = {};
  let attemptA = '';
  let attemptB = '';

  const call = (path: string, body: object, who: string) =>
    h.post(`/api/Teacher/${path}`, body, tokens[who]);
  const expectStatus = async (path: string, body: object, who: string, status: number) => {
    const r = await call(path, body, who);
    expect(r.statusCode, `${who} ${path}: ${r.body.slice(0, 300)}`).toBe(status);
    return r;
  };
  /** What a refused request must leave as it was. */
  const written = async () => ({
    events: await h.storage.streamVersion(attemptA),
    method: (await h.storage.getClass('cA'))?.gradingMethod,
    staff: (await h.storage.listClassStaff('cA')).map((m) => `${m.username}:${m.role}`),
  });
  const refused = async (path: string, body: object, who: string, status: number, key: string) => {
    const before = await written();
    const r = await expectStatus(path, body, who, status);
    expect(r.json().message).toBe(key);
    expect(await written()).toEqual(before);
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
        displayName: `${username} name`,
        role,
        passwordHash: hash,
        classId,
        createdAt: h.clock.now.toISOString(),
      });
    for (const u of ['ta01', 'teacher02']) await user(u, 'teacher', null);
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
    await h.storage.setStaffRole('cA', 'id-ta01', 'assistant');
    await user('alice', 'student', 'cA');
    await user('carl', 'student', 'cB');
    for (const u of ['teacher01', 'ta01', 'teacher02', 'admin', 'alice', 'carl'])
      tokens[u] = await h.login(u);
    const submit = async (who: string) => {
      const id = await h.start(tokens[who]!, CASE);
      expect(
        (await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, tokens[who])).statusCode,
      ).toBe(200);
      return id;
    };
    attemptA = await submit('alice');
    attemptB = await submit('carl');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await cluster?.stop();
  });

  it('lists a class for its assistant with their role; another teacher does not see it', async () => {
    const classes = async (who: string) =>
      ((await expectStatus('Classes', {}, who, 200)).json().data as TeacherClassesData).classes.map(
        (c) => [c.id, c.role],
      );
    expect(await classes('teacher01')).toEqual([['cA', 'teacher']]);
    expect(await classes('ta01')).toEqual([['cA', 'assistant']]);
    expect(await classes('teacher02')).toEqual([['cB', 'teacher']]);
    expect(await classes('admin')).toEqual([
      ['cA', 'teacher'],
      ['cB', 'teacher'],
    ]);
    const view = (await expectStatus('ClassView', { classId: 'cA' }, 'ta01', 200)).json().data;
    expect(view.class.staff).toEqual([
      { id: 'id-teacher01', username: 'teacher01', name: 'teacher01', role: 'teacher' },
      { id: 'id-ta01', username: 'ta01', name: 'ta01 name', role: 'assistant' },
    ]);
    expect(view.class.teacher).toBe('teacher01');
  });

  it('read routes: the teacher, the assistant and an admin read; another class 403, unknown 404', async () => {
    const reads: [string, object][] = [
      ['ClassView', { classId: 'cA' }],
      ['CaseAnalytics', { classId: 'cA', caseId: CASE }],
      ['Attempt', { attemptId: attemptA }],
      ['AttemptStep', { attemptId: attemptA, version: 1 }],
      ['StudentCaseAttempts', { studentId: 'id-alice', caseId: CASE }],
      ['StudentReport', { studentId: 'id-alice' }],
      ['ClassStaff', { classId: 'cA' }],
    ];
    for (const [path, body] of reads) {
      for (const who of ['teacher01', 'ta01', 'admin']) await expectStatus(path, body, who, 200);
      await refused(path, body, 'teacher02', 403, 'errors.forbidden');
    }
    const role = async (who: string) =>
      (
        (await expectStatus('Attempt', { attemptId: attemptA }, who, 200)).json()
          .data as TeacherAttemptData
      ).role;
    expect(await role('teacher01')).toBe('teacher');
    expect(await role('ta01')).toBe('assistant');
    await expectStatus('ClassView', { classId: 'nope' }, 'ta01', 404);
    await expectStatus('StudentReport', { studentId: 'nope' }, 'ta01', 404);
    // The assistant's class is theirs only: carl's class is another.
    await refused('Attempt', { attemptId: attemptB }, 'ta01', 403, 'errors.forbidden');
    await refused('StudentReport', { studentId: 'id-carl' }, 'ta01', 403, 'errors.forbidden');
  });

  it('a student report for the teacher is the one the student reads', async () => {
    const own = (await h.post('/api/PracticeTraining/TrainingReport', {}, tokens.alice)).json()
      .data;
    const read = (
      await expectStatus('StudentReport', { studentId: 'id-alice' }, 'ta01', 200)
    ).json().data;
    expect(read).toEqual(own);
    expect(read.student.teacher).toBe('teacher01');
    expect(read.assessments).toHaveLength(1);
  });

  it('comment: the assistant comments keeping the rating; changing it is 403, nothing written', async () => {
    await refused(
      'Review',
      { attemptId: attemptA, rating: 3, comment: 'Too soon.' },
      'ta01',
      403,
      'staff.error.ratingTeacherOnly',
    );
    await expectStatus(
      'Review',
      { attemptId: attemptA, rating: 4, comment: 'Good.' },
      'teacher01',
      200,
    );
    const r = await expectStatus(
      'Review',
      { attemptId: attemptA, rating: 4, comment: 'Mention the order number.' },
      'ta01',
      200,
    );
    expect(r.json().data).toMatchObject({ rating: 4, comment: 'Mention the order number.' });
    await refused(
      'Review',
      { attemptId: attemptA, rating: 5, comment: 'Great!' },
      'ta01',
      403,
      'staff.error.ratingTeacherOnly',
    );
    await refused(
      'Review',
      { attemptId: attemptA, rating: 4, comment: 'Hijack.' },
      'teacher02',
      403,
      'errors.forbidden',
    );
  });

  it('adjust, grading method, review queue and exports: the teacher only', async () => {
    const override = {
      attemptId: attemptA,
      pointID: POINT,
      sourceID: null,
      earned: 10,
      reason: 'Checked.',
    };
    const teacherOnly: [string, object][] = [
      ['Override', override],
      ['SetGradingMethod', { classId: 'cA', method: 'last' }],
      ['ReviewQueue', { classId: 'cA' }],
      ['ClassReports', { classId: 'cA', lang: 'en', timeZone: 'UTC' }],
    ];
    for (const [path, body] of teacherOnly) {
      await refused(path, body, 'ta01', 403, 'staff.error.teacherOnly');
      await refused(path, body, 'teacher02', 403, 'errors.forbidden');
    }
    await expectStatus('SetGradingMethod', { classId: 'cA', method: 'last' }, 'teacher01', 200);
    expect((await h.storage.getClass('cA'))?.gradingMethod).toBe('last');
    const before = await h.storage.streamVersion(attemptA);
    await expectStatus('Override', override, 'teacher01', 200);
    expect(await h.storage.streamVersion(attemptA)).toBe(before + 1);
    await expectStatus('ReviewQueue', { classId: 'cA' }, 'admin', 200);
  });

  it('staff: the teacher adds and removes an assistant, who then reads the class and may not grade', async () => {
    const add = { classId: 'cA', userId: 'id-teacher02', assistant: true };
    await refused('SetAssistant', add, 'ta01', 403, 'staff.error.teacherOnly');
    await refused('SetAssistant', add, 'teacher02', 403, 'errors.forbidden');
    await refused(
      'SetAssistant',
      { classId: 'cA', userId: 'id-alice', assistant: true },
      'teacher01',
      400,
      'staff.error.notATeacher',
    );
    await refused(
      'SetAssistant',
      { classId: 'cA', userId: 'id-teacher01', assistant: false },
      'teacher01',
      409,
      'staff.error.isTeacher',
    );
    const added = (await expectStatus('SetAssistant', add, 'teacher01', 200)).json()
      .data as ClassStaffData;
    expect(added.staff.map((m) => [m.username, m.role])).toEqual([
      ['teacher01', 'teacher'],
      ['ta01', 'assistant'],
      ['teacher02', 'assistant'],
    ]);
    expect(added.candidates).toEqual([]);
    // teacher02 now assists class A: reads it, may not adjust; still teaches class B.
    await expectStatus('ClassView', { classId: 'cA' }, 'teacher02', 200);
    await refused(
      'SetGradingMethod',
      { classId: 'cA', method: 'first' },
      'teacher02',
      403,
      'staff.error.teacherOnly',
    );
    await expectStatus('ClassView', { classId: 'cB' }, 'teacher02', 200);
    // The assistant reads the staff, with no one to add.
    const seen = (await expectStatus('ClassStaff', { classId: 'cA' }, 'ta01', 200)).json()
      .data as ClassStaffData;
    expect(seen.role).toBe('assistant');
    expect(seen.candidates).toEqual([]);
    await expectStatus('SetAssistant', { ...add, assistant: false }, 'teacher01', 200);
    await refused('ClassView', { classId: 'cA' }, 'teacher02', 403, 'errors.forbidden');
    // Students reach none of it.
    for (const path of ['ClassStaff', 'SetAssistant', 'StudentReport'])
      expect((await h.post(`/api/Teacher/${path}`, add, tokens.alice)).statusCode).toBe(403);
  });
});
