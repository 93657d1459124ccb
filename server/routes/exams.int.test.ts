/**
 * Theory exams over HTTP on SQLite and PostgreSQL (issue 25): a teacher creates an exam for a
 * class (every paper drawn at once) and gives one student 1.5× time; starts are refused before the
 * window and the second time; answers saved by the server's clock with their sequence numbers;
 * another student's attempt, a place not in the paper, a forged score or time bonus, a stale save
 * and anything after the deadline refused with nothing stored; the scheduler submits what fell
 * due while the server was down when it restarts, with the answers saved; results and review only
 * after the release.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamPaperData } from '../../schemas/api/exams.ts';
import type { Question } from '../../schemas/questions.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/support/pg-cluster.ts';
import { buildApp } from '../app.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';
import { answerFor } from '../testing/theoryAnswers.ts';
import { shippedTheoryContent } from '../theory/content.ts';

const pgMissing = findPgBin() ? null : 'no PostgreSQL binaries (/usr/lib/postgresql/*/bin/initdb)';
const MIN = 60_000;
const QUESTIONS = shippedTheoryContent().papers.find((p) => p.id === 'logistics-customs')!;
const FIXED = 'fixed' in QUESTIONS ? QUESTIONS.fixed : [];

describe.each(['sqlite', 'postgres'] as const)('theory exams on %s', (db) => {
  if (db === 'postgres' && pgMissing) {
    if (process.env.CI)
      it('PostgreSQL is available (required on CI)', () => expect(pgMissing).toBeNull());
    else it.skip(`skipped: ${pgMissing}`, () => undefined);
    return;
  }
  let cluster: PgCluster | null = null;
  let h: Harness;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const tokens: Record<string, string> = {};
  const opensAt = new Date('2026-11-22T09:00:00.000Z').getTime();
  const closesAt = opensAt + 120 * MIN;

  beforeAll(async () => {
    cluster = db === 'postgres' ? await startPgCluster() : null;
    h = await harness(cluster ? { databaseUrl: cluster.url } : {});
    app = h.app;
    await h.storage.createSchool({ id: 'sch', name: 'School' });
    await h.addUsers(['teacher02']);
    await h.storage.createClass({
      id: 'cA',
      schoolId: 'sch',
      name: 'A',
      teacherId: 'id-teacher01',
    });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    await h.storage.updateUser('id-student02', { classId: 'cA' });
    for (const u of ['student01', 'student02', 'teacher01', 'teacher02'])
      tokens[u] = await h.login(u);
  });
  afterAll(async () => {
    if (app !== h.app) await app.close();
    await h.close();
    await cluster?.stop();
  });

  const post = (url: string, body: object, who: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
  const exam = (path: string, body: object, who = 'student01') =>
    post(`/api/Examination/${path}`, body, who);
  const teacher = (path: string, body: object, who = 'teacher01') =>
    post(`/api/Teacher/${path}`, body, who);
  /** Restarts the server on the same storage (the old one closed: its timers gone). */
  const restart = async () => {
    if (app !== h.app) await app.close();
    else await h.app.close();
    app = await buildApp({
      storage: h.storage,
      catalogue: shippedCatalogue(),
      now: () => h.clock.now,
      autoTimers: false,
      writeLimits: { perSecond: 1e9, perMinute: 1e9 },
    });
    await app.ready();
  };
  const settings = {
    opensAt,
    closesAt,
    limitMinutes: 30,
    passScore: 60,
    attemptsAllowed: 1,
    review: { level: 'rightAnswers', from: 'released' },
  };
  let eId: string;
  const pid: Record<string, string> = {};
  const bank = new Map(shippedTheoryContent().questions.map((q) => [q.id, q]));

  it('creates an exam only for a class the teacher teaches, with every paper drawn', async () => {
    const body = {
      title: { zh: '期中', en: 'Midterm' },
      classIds: ['cA'],
      paper: { fixed: FIXED },
      settings,
    };
    expect((await teacher('CreateExam', body, 'teacher02')).statusCode).toBe(403);
    expect((await post('/api/Teacher/CreateExam', body, 'student01')).statusCode).toBe(403);
    const bad = await teacher('CreateExam', {
      ...body,
      settings: { ...settings, closesAt: opensAt },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('exam.error.badWindow');
    const unknown = await teacher('CreateExam', {
      ...body,
      paper: { fixed: ['no-such-question'] },
    });
    expect(unknown.json().message).toBe('exam.error.noQuestion');
    expect(await h.storage.listExamsOfTeacher('id-teacher01')).toEqual([]);
    const r = await teacher('CreateExam', body);
    expect(r.statusCode).toBe(200);
    eId = r.json().data.e_id;
    expect(r.json().data.papers).toBe(2);
    for (const s of ['student01', 'student02']) {
      const [a] = await h.storage.listExamAttemptsOfUser(`id-${s}`);
      expect(a!.status).toBe('notStarted');
      expect(a!.items).toHaveLength(FIXED.length);
      pid[s] = a!.id;
    }
  });

  it('shows a student their extra time; refuses a start before the window and a second start', async () => {
    const acc = await teacher('ExamAccommodation', {
      e_id: eId,
      userId: 'id-student01',
      accommodation: { factor: 1.5 },
    });
    expect(acc.json().data.extraMinutes).toBe(15);
    const list = (await exam('GetExaminationList', {})).json().data.exams;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      e_id: eId,
      status: 'notStarted',
      extraMinutes: 15,
      limitMinutes: 45,
    });
    const early = await exam('StartExam', { e_id: eId, p_id: pid.student01! });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('exam.error.notOpen');
    expect((await h.storage.getExamAttempt(pid.student01!))!.status).toBe('notStarted');
    expect((await exam('GetExamData', { e_id: eId, p_id: pid.student01! })).statusCode).toBe(409);
    h.clock.now = new Date(opensAt + MIN);
    const s = await exam('StartExam', { e_id: eId, p_id: pid.student01! });
    expect(s.statusCode).toBe(200);
    expect(s.json().data.deadline).toBe(opensAt + MIN + 45 * MIN);
    // An accommodation changed mid-exam moves the deadline of the attempt in progress.
    const more = {
      e_id: eId,
      userId: 'id-student01',
      accommodation: { factor: 1.5, extraMinutes: 5 },
    };
    expect((await teacher('ExamAccommodation', more)).json().data.extraMinutes).toBe(20);
    expect((await h.storage.getExamAttempt(pid.student01!))!.deadline).toBe(opensAt + 51 * MIN);
    await teacher('ExamAccommodation', { ...more, accommodation: { factor: 1.5 } });
    expect((await h.storage.getExamAttempt(pid.student01!))!.deadline).toBe(opensAt + 46 * MIN);
    const again = await exam('StartExam', { e_id: eId, p_id: pid.student01! });
    expect(again.json().message).toBe('exam.error.alreadyStarted');
    const other = await exam('StartExam', { e_id: eId, p_id: pid.student01! }, 'student02');
    expect(other.statusCode).toBe(404);
    expect(
      (await exam('StartExam', { e_id: eId, p_id: pid.student02! }, 'student02')).statusCode,
    ).toBe(200);
  });

  const paperOf = async (who: string) =>
    (await exam('GetExamData', { e_id: eId, p_id: pid[who]! }, who)).json().data as ExamPaperData;
  const questionAt = async (who: string, position: number): Promise<Question> => {
    const a = (await h.storage.getExamAttempt(pid[who]!))!;
    const [v] = await h.storage.getQuestionVersions([a.items[position]!]);
    return JSON.parse(v!.questionJson) as Question;
  };

  it('saves answers by sequence number and refuses bad ones with nothing stored', async () => {
    const p = await paperOf('student01');
    for (const item of p.items) {
      const q = await questionAt('student01', item.position);
      expect(bank.has(q.id)).toBe(true);
      const right = item.position !== 0;
      const r = await exam('AddExaminationDetails', {
        e_id: eId,
        p_id: pid.student01!,
        position: item.position,
        seq: 2,
        answer: answerFor(q, item.view, right),
      });
      expect(r.statusCode).toBe(200);
    }
    const q0 = await questionAt('student01', 0);
    const item0 = p.items[0]!;
    const base = {
      e_id: eId,
      p_id: pid.student01!,
      position: 0,
      answer: answerFor(q0, item0.view, true),
    };
    const stale = await exam('AddExaminationDetails', { ...base, seq: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('exam.error.staleAnswer');
    const outside = await exam('AddExaminationDetails', {
      ...base,
      seq: 3,
      position: FIXED.length,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('exam.error.notInPaper');
    expect((await exam('AddExaminationDetails', { ...base, seq: 3 }, 'student02')).statusCode).toBe(
      404,
    );
    expect((await exam('AddExaminationDetails', { ...base, seq: 3, ED_Goal: 10 })).statusCode).toBe(
      400,
    );
    const forged = await exam('AddExaminationResult', {
      e_id: eId,
      p_id: pid.student01!,
      E_IsTimeBonus: 1,
      P_Score: 100,
    });
    expect(forged.statusCode).toBe(400);
    const stored = await h.storage.listExamAnswers(pid.student01!);
    expect(stored).toHaveLength(FIXED.length);
    expect(stored.every((a) => a.seq === 2)).toBe(true);
    expect((await h.storage.getExamAttempt(pid.student01!))!.status).toBe('inProgress');
    // Nothing tells what is right before the end.
    expect(JSON.stringify(await paperOf('student01'))).not.toMatch(/explanation|"right"/);
    const p2 = await paperOf('student02');
    const q = await questionAt('student02', 1);
    const r = await exam(
      'AddExaminationDetails',
      {
        e_id: eId,
        p_id: pid.student02!,
        position: 1,
        seq: 1,
        answer: answerFor(q, p2.items[1]!.view, true),
      },
      'student02',
    );
    expect(r.statusCode).toBe(200);
  });

  it('after a restart, submits what fell due while down; refuses writes after a deadline', async () => {
    // student02's 30 minutes are over, student01's 45 are not.
    h.clock.now = new Date(opensAt + 32 * MIN);
    await restart();
    const a2 = (await h.storage.getExamAttempt(pid.student02!))!;
    expect(a2).toMatchObject({
      status: 'graded',
      submitKind: 'autoSubmitted',
      submittedAt: opensAt + 31 * MIN,
    });
    expect(a2.score).toBeGreaterThan(0);
    expect((await h.storage.getExamAttempt(pid.student01!))!.status).toBe('inProgress');
    const late2 = await exam(
      'AddExaminationDetails',
      {
        e_id: eId,
        p_id: pid.student02!,
        position: 0,
        seq: 9,
        answer: { type: 'trueFalse', value: true },
      },
      'student02',
    );
    expect(late2.statusCode).toBeGreaterThanOrEqual(400);
    // Past student01's deadline, before the scheduler ran: every write refused.
    h.clock.now = new Date(opensAt + 46 * MIN + 1);
    const p = await paperOf('student01');
    const q0 = await questionAt('student01', 0);
    const late = await exam('AddExaminationDetails', {
      e_id: eId,
      p_id: pid.student01!,
      position: 0,
      seq: 5,
      answer: answerFor(q0, p.items[0]!.view, true),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('exam.error.afterDeadline');
    const submit = await exam('AddExaminationResult', { e_id: eId, p_id: pid.student01! });
    expect(submit.json().message).toBe('exam.error.afterDeadline');
    expect((await h.storage.listExamAnswers(pid.student01!)).every((a) => a.seq === 2)).toBe(true);
    await restart();
    const a1 = (await h.storage.getExamAttempt(pid.student01!))!;
    expect(a1).toMatchObject({
      status: 'graded',
      submitKind: 'autoSubmitted',
      submittedAt: opensAt + 46 * MIN,
    });
    // All right but the first: between the other student's one answer and full marks.
    expect(a1.score!).toBeLessThan(100);
    expect(a1.score!).toBeGreaterThan(a2.score!);
  });

  it('shows results and review only after the release; no attempts left to reset', async () => {
    const before = (await exam('GetExaminationResultBys', {})).json().data.results;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ score: null, review: null, submitKind: 'autoSubmitted' });
    const closed = await exam('GetExaminationDetails', { e_id: eId, p_id: pid.student01! });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('exam.error.reviewClosed');
    expect((await teacher('ReleaseExam', { e_id: eId }, 'teacher02')).statusCode).toBe(404);
    expect((await teacher('ReleaseExam', { e_id: eId })).json().data.released).toBe(2);
    const stored = (await h.storage.getExamAttempt(pid.student01!))!;
    const after = (await exam('GetExaminationResultBys', {})).json().data.results;
    expect(after[0]).toMatchObject({
      status: 'released',
      score: stored.score,
      passed: stored.score! >= 60,
      review: 'rightAnswers',
    });
    const d = (await exam('GetExaminationDetails', { e_id: eId, p_id: pid.student01! })).json()
      .data;
    expect(d.items.map((i: { right: boolean }) => i.right)).toEqual(FIXED.map((_, i) => i !== 0));
    expect(d.items[0].analysis.explanation).toBeNull();
    const reset = await exam('ResetingExamination', { e_id: eId, p_id: pid.student01! });
    expect(reset.json().message).toBe('exam.error.noAttemptsLeft');
    const list = (await teacher('ExamList', {})).json().data.exams[0];
    const s1 = list.students.find((s: { userId: string }) => s.userId === 'id-student01');
    expect(s1).toMatchObject({ extraMinutes: 15, status: 'released', score: stored.score });
  });
});
