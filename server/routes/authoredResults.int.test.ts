/**
 * A published authored case in the teachers' views and the students' reports (issue 22 §5): the
 * classes it is offered to see its column, grades and analytics, each attempt on the version it
 * was played on; other classes and their students do not see it at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';

const A = '/api/Authoring';
const P = '/api/PracticeTraining';
const T = '/api/Teacher';

describe('authored cases in the class views and reports', () => {
  let h: Harness;
  let t1: string;
  let t2: string;
  let s1: string;
  let s2: string;
  let draftId: string;
  let caseId: string;
  let firstVersion: string;
  let attemptId: string;

  beforeAll(async () => {
    h = await harness();
    await h.addUsers(['teacher02']);
    await h.storage.createSchool({ id: 's1', name: 'School' });
    await h.storage.createClass({ id: 'cA', schoolId: 's1', name: 'A', teacherId: 'id-teacher01' });
    await h.storage.createClass({ id: 'cB', schoolId: 's1', name: 'B', teacherId: 'id-teacher02' });
    await h.storage.updateUser('id-student01', { classId: 'cA' });
    await h.storage.updateUser('id-student02', { classId: 'cB' });
    t1 = await h.login('teacher01');
    t2 = await h.login('teacher02');
    s1 = await h.login('student01');
    s2 = await h.login('student02');
    draftId = (await h.post(`${A}/Copy`, { caseID: 'shopee-thank-you' }, t1)).json().data.id;
    const p = (await h.post(`${A}/Publish`, { id: draftId, classIds: ['cA'] }, t1)).json().data;
    caseId = p.caseID;
    firstVersion = p.version;
    attemptId = await h.start(s1, caseId);
    expect((await h.post(`${P}/Submit`, { userCaseID: attemptId }, s1)).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  const columns = (data: { cases: { id: string }[] }) => data.cases.map((c) => c.id);

  it("shows the case in its class's matrix with the student's grade, not in other classes'", async () => {
    const a = (await h.post(`${T}/ClassView`, { classId: 'cA' }, t1)).json().data;
    expect(columns(a)).toContain(caseId);
    expect(columns(a)).toContain('shopee-thank-you');
    const row = a.students.find((s: { id: string }) => s.id === 'id-student01');
    expect(row.cells[caseId]).toMatchObject({ attemptId, status: 'submitted' });
    const b = (await h.post(`${T}/ClassView`, { classId: 'cB' }, t2)).json().data;
    expect(columns(b)).not.toContain(caseId);
    expect(columns((await h.post(`${T}/Classes`, {}, t1)).json().data)).toContain(caseId);
    expect(columns((await h.post(`${T}/Classes`, {}, t2)).json().data)).not.toContain(caseId);
  });

  it('answers its analytics for its class only', async () => {
    const r = await h.post(`${T}/CaseAnalytics`, { classId: 'cA', caseId }, t1);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ case: { id: caseId }, students: 1, submitted: 1 });
    const other = await h.post(`${T}/CaseAnalytics`, { classId: 'cB', caseId }, t2);
    expect(other.statusCode).toBe(404);
  });

  it("lists it in its students' training report only", async () => {
    const mine = (await h.post(`${P}/TrainingReport`, {}, s1)).json().data;
    expect(mine.assessments.map((x: { caseID: string }) => x.caseID)).toContain(caseId);
    const theirs = (await h.post(`${P}/TrainingReport`, {}, s2)).json().data;
    expect(JSON.stringify(theirs)).not.toContain(caseId);
  });

  it('keeps each attempt on the version it was played on when the case is published again', async () => {
    const draft = (await h.storage.getCaseDraft(draftId))!;
    const changed = draft.yaml.replace(/^passScore: \d+$/m, 'passScore: 99');
    expect((await h.post(`${A}/Save`, { id: draftId, yaml: changed }, t1)).statusCode).toBe(200);
    const again = await h.post(`${A}/Publish`, { id: draftId, classIds: ['cA'] }, t1);
    expect(again.json().data.version).not.toBe(firstVersion);
    const view = (await h.post(`${T}/Attempt`, { attemptId }, t1)).json().data;
    expect(view.attempt.id).toBe(attemptId);
    expect((await h.storage.getAttempt(attemptId))?.caseVersion).toBe(firstVersion);
    // The teacher's look reads the attempt on its own version: its pass mark is the old one.
    const info = (
      await h.post(`${P}/caseInfo`, { caseID: caseId, userCaseID: attemptId }, s1)
    ).json().data;
    expect(info.passScore).toBe(60);
    const latest = (await h.post(`${P}/caseInfo`, { caseID: caseId }, s1)).json().data;
    expect(latest.passScore).toBe(99);
  });
});
