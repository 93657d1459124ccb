/**
 * The course centre's calls on SQLite and PostgreSQL: courses and sections served with their
 * progress, study time counted between Start and Leave (a hidden page's time is not), a missing
 * Leave closed at the last beat by the heartbeat timeout (injected clock), one open span per
 * student, spans owned by their student, a teacher's class progress, and Source/List by type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { HEARTBEAT_TIMEOUT_MS, READ_AFTER_SECONDS } from '../../engine/courses/studyTime.ts';
import type {
  ClassCourseProgressData,
  CourseListData,
  CurriculumData,
  SectionDetailData,
  SourceListData,
} from '../../schemas/api/courses.ts';
import { harness, type Harness } from '../testing/harness.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const COURSE = 'amazon';
const SECTION = 'atoz-guarantee';

describe.each(['sqlite', 'postgres'] as const)('the course centre on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  const tokens: Record<string, string> = {};
  const pass = (seconds: number) => {
    h.clock.now = new Date(h.clock.now.getTime() + seconds * 1000);
  };
  const call = (path: string, body: object, who: string) => h.post(path, body, tokens[who]);
  const data = async <T>(path: string, body: object, who: string) => {
    const r = await call(path, body, who);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const start = async (who: string, sectionID = SECTION, courseID = COURSE) =>
    (
      await data<{ learnID: string }>(
        '/api/PracticeTraining/StartCourseLearn',
        { courseID, sectionID },
        who,
      )
    ).learnID;
  const beat = (who: string, learnID: string) =>
    data<{ open: boolean }>('/api/PracticeTraining/CourseLearnBeat', { learnID }, who);
  const leave = (who: string, learnID: string) =>
    data<{ seconds: number; studySeconds: number }>(
      '/api/PracticeTraining/LeaveCourseLearn',
      { learnID },
      who,
    );
  const courseOf = async (who: string, courseID = COURSE) =>
    (await data<CourseListData>('/api/PracticeTraining/CourseList', {}, who)).list.find(
      (c) => c.courseID === courseID,
    )!;

  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness(cluster ? { databaseUrl: cluster.url } : {});
    await h.storage.createSchool({ id: 'sch', name: 'School' });
    await h.addUsers(['teacher02']);
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
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    await h.storage.updateUser('id-student02', { classId: 'cA' });
    for (const u of ['student01', 'student02', 'teacher01', 'teacher02'])
      tokens[u] = await h.login(u);
  });
  afterAll(async () => {
    await h?.close();
    await cluster?.stop();
  });

  it('lists the six courses with no progress yet, and each section with its links', async () => {
    const list = await data<CourseListData>('/api/PracticeTraining/CourseList', {}, 'student01');
    expect(list.list.length).toBeGreaterThanOrEqual(6);
    expect(list.readAfterSeconds).toBe(READ_AFTER_SECONDS);
    const amazon = list.list.find((c) => c.courseID === COURSE)!;
    expect(amazon.progress).toMatchObject({ sectionsRead: 0, studySeconds: 0 });
    expect(amazon.nextSectionID).toBe(SECTION);
    const cur = await data<CurriculumData>(
      '/api/PracticeTraining/GetCurriculumList',
      { courseID: COURSE },
      'student01',
    );
    expect(cur.chapters[0]!.sections[0]).toMatchObject({ sectionID: SECTION, read: false });
    const detail = await data<SectionDetailData>(
      '/api/PracticeTraining/GetSectionDetailList',
      { courseID: COURSE, sectionID: SECTION },
      'student01',
    );
    expect(detail.content.zh).toContain('A-to-z');
    expect(detail.content.en).toContain('| Rule |');
    expect(detail.cases.map((c) => c.caseID)).toContain('amazon-dispute-atoz-chargeback');
    expect(detail.questions.map((q) => q.id)).toContain('amazon-atoz-window');
    // Read-only questions: what is asked and the choices, never what is right.
    expect(JSON.stringify(detail.questions)).not.toMatch(/"answers?"|"accept"|"rubric"/);
    expect(detail.exercises).toBeNull();
    expect(detail.nextSectionID).toBe('returns');
    const last = await data<SectionDetailData>(
      '/api/PracticeTraining/GetSectionDetailList',
      { courseID: COURSE, sectionID: 'returns' },
      'student01',
    );
    expect(last.exercises!.length).toBeGreaterThan(0);
    const missing = await call(
      '/api/PracticeTraining/GetSectionDetailList',
      { courseID: COURSE, sectionID: 'no-such-section' },
      'student01',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('course.error.sectionNotFound');
  });

  it('counts the time between Start and Leave, and not the time the page was hidden', async () => {
    const first = await start('student01');
    pass(20);
    expect(await beat('student01', first)).toEqual({ open: true });
    pass(10);
    expect(await leave('student01', first)).toEqual({ seconds: 30, studySeconds: 30 });
    // Hidden for an hour: no span is open, nothing counts.
    pass(3600);
    const second = await start('student01');
    pass(5);
    expect(await leave('student01', second)).toEqual({ seconds: 5, studySeconds: 35 });
    // A retried Leave changes nothing.
    pass(50);
    expect((await leave('student01', second)).studySeconds).toBe(35);
    const course = await courseOf('student01');
    expect(course.progress).toMatchObject({ sectionsRead: 1, studySeconds: 35 });
    expect(course.nextSectionID).toBe('returns');
  });

  it('closes a span whose Leave never came at its last beat, once the heartbeat times out', async () => {
    const id = await start('student02');
    pass(25);
    expect(await beat('student02', id)).toEqual({ open: true });
    // Counted while the page still beats: 25 s, then 40 s as time passes within the timeout.
    expect((await courseOf('student02')).progress.studySeconds).toBe(25);
    pass(15);
    expect((await courseOf('student02')).progress.studySeconds).toBe(40);
    // The tab was closed: no beat for longer than the timeout. Only up to the last beat counts.
    pass(HEARTBEAT_TIMEOUT_MS / 1000 + 1);
    expect((await courseOf('student02')).progress.studySeconds).toBe(25);
    expect(await beat('student02', id)).toEqual({ open: false });
    expect(await leave('student02', id)).toEqual({ seconds: 25, studySeconds: 25 });
  });

  it('keeps one span open per student: a new page ends the other, time is not counted twice', async () => {
    const before = (await courseOf('student02')).progress.studySeconds;
    const tabA = await start('student02');
    pass(10);
    const tabB = await start('student02', 'returns');
    pass(10);
    expect(await beat('student02', tabA)).toEqual({ open: false });
    expect(await beat('student02', tabB)).toEqual({ open: true });
    await leave('student02', tabB);
    expect((await courseOf('student02')).progress.studySeconds).toBe(before + 20);
  });

  it("refuses another student's span and unknown ones as not found", async () => {
    const id = await start('student01');
    for (const path of ['CourseLearnBeat', 'LeaveCourseLearn']) {
      const r = await call(`/api/PracticeTraining/${path}`, { learnID: id }, 'student02');
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('course.error.learnNotFound');
    }
    const unknown = await call(
      '/api/PracticeTraining/LeaveCourseLearn',
      { learnID: 'x' },
      'student01',
    );
    expect(unknown.statusCode).toBe(404);
    await leave('student01', id);
    const bad = await call(
      '/api/PracticeTraining/StartCourseLearn',
      { courseID: COURSE },
      'student01',
    );
    expect(bad.statusCode).toBe(400);
  });

  it("shows a class's course progress to its teacher only", async () => {
    const progress = await data<ClassCourseProgressData>(
      '/api/Teacher/ClassCourseProgress',
      { classId: 'cA' },
      'teacher01',
    );
    const at = progress.courses.findIndex((c) => c.courseID === COURSE);
    const s1 = progress.students.find((s) => s.userName === 'student01')!;
    expect(s1.progress[at]).toEqual({ sectionsRead: 1, studySeconds: 35 });
    expect(s1.studySeconds).toBe(35);
    const other = await call('/api/Teacher/ClassCourseProgress', { classId: 'cA' }, 'teacher02');
    expect(other.statusCode).toBe(403);
    const student = await call('/api/Teacher/ClassCourseProgress', { classId: 'cA' }, 'student01');
    expect(student.statusCode).toBe(403);
  });

  it('lists the files the sections offer by type and sends one as a download', async () => {
    const sheets = (
      await h.app.inject({
        method: 'POST',
        url: '/api/Source/List?type=sheet',
        headers: { authorization: `Bearer ${tokens.student01}` },
      })
    ).json().data as SourceListData;
    expect(sheets.list.length).toBeGreaterThan(0);
    expect(sheets.list.every((r) => r.type === 'sheet')).toBe(true);
    const all = (
      await h.app.inject({
        method: 'POST',
        url: '/api/Source/List',
        headers: { authorization: `Bearer ${tokens.student01}` },
      })
    ).json().data as SourceListData;
    expect(all.list.length).toBeGreaterThan(sheets.list.length);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/Source/List?type=exe',
      headers: { authorization: `Bearer ${tokens.student01}` },
    });
    expect(bad.statusCode).toBe(400);
    const file = sheets.list[0]!;
    const r = await call(
      '/api/Source/File',
      { courseID: file.courseID, file: file.file },
      'student01',
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('attachment');
    expect(r.rawPayload.byteLength).toBe(file.size);
    const gone = await call(
      '/api/Source/File',
      { courseID: file.courseID, file: 'x.csv' },
      'student01',
    );
    expect(gone.statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/Source/List' });
    expect(anonymous.statusCode).toBe(401);
  });
});
