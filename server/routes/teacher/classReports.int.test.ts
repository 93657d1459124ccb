/**
 * The whole class's reports as one zip (issue 22 §2): the teacher starts it, its progress counts
 * the students' PDFs as they are made, and the file holds one PDF per student of the class (the
 * report the student's own export gives: their name inside), named by name and account, plus the
 * class workbook with its students; nobody else reads the job, a second start while one runs is
 * refused, a PDF and the job are refused to another class's teacher.
 */
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassReportsJob } from '../../../schemas/api/classStaff.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { safeFileName } from '../../report/classReports.ts';
import { harness, PASSWORD, type Harness } from '../../testing/harness.ts';

const CASE = 'amazon-partial-stock';
const STUDENTS = [
  ['alice', 'Alice Li'],
  ['bo', '王博'],
  ['cem', 'Cem / Ünal: "C"'],
] as const;
let h: Harness;
const tokens: Record<string, string> = {};

const pdfText = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(bytes);
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  return parts.join('\n');
};

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createSchool({ id: 'sch', name: 'School' });
  const user = (username: string, displayName: string, classId: string | null, role = 'student') =>
    h.storage.createUser({
      id: `id-${username}`,
      username,
      displayName,
      role: role as 'student' | 'teacher',
      passwordHash: hash,
      classId,
      createdAt: h.clock.now.toISOString(),
    });
  await user('teacher02', 'T2', null, 'teacher');
  await h.storage.createClass({
    id: 'cA',
    schoolId: 'sch',
    name: 'E-com 1',
    teacherId: 'id-teacher01',
  });
  await h.storage.createClass({ id: 'cB', schoolId: 'sch', name: 'B', teacherId: 'id-teacher02' });
  for (const [u, name] of STUDENTS) await user(u, name, 'cA');
  await user('dan', 'Dan', 'cB');
  for (const u of ['teacher01', 'teacher02', 'alice']) tokens[u] = await h.login(u);
  const id = await h.start(tokens.alice!, CASE);
  await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, tokens.alice);
}, 60_000);
afterAll(async () => h.close());

const start = (who: string, classId = 'cA') =>
  h.post('/api/Teacher/ClassReports', { classId, lang: 'en', timeZone: 'UTC' }, tokens[who]);
const status = (jobId: string, who = 'teacher01') =>
  h.post('/api/Teacher/ClassReportsStatus', { jobId }, tokens[who]);

describe('/api/Teacher/ClassReports', () => {
  it('builds one PDF per student and the workbook, with progress, for the class teacher only', async () => {
    const r = await start('teacher01');
    expect(r.statusCode, r.body).toBe(200);
    let job = r.json().data as ClassReportsJob;
    expect(job).toMatchObject({ state: 'running', total: STUDENTS.length, error: null });
    // One at a time per teacher.
    const again = await start('teacher01');
    if (job.state === 'running') {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('classReports.error.running');
    }
    // Another teacher neither reads this job nor its file.
    expect((await status(job.jobId, 'teacher02')).statusCode).toBe(404);
    const seen = new Set<number>();
    const deadline = Date.now() + 90_000;
    while (job.state === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await status(job.jobId)).json().data as ClassReportsJob;
      seen.add(job.done);
    }
    expect(job).toMatchObject({ state: 'ready', done: STUDENTS.length, total: STUDENTS.length });
    // Progress was seen below the end while it ran (the PDFs take a while each).
    expect([...seen].some((n) => n < STUDENTS.length)).toBe(true);

    expect(
      (await h.post('/api/Teacher/ClassReportsFile', { jobId: job.jobId }, tokens.teacher02))
        .statusCode,
    ).toBe(404);
    const file = await h.post(
      '/api/Teacher/ClassReportsFile',
      { jobId: job.jobId },
      tokens.teacher01,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(
      decodeURIComponent(String(file.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^E-com 1 training reports \d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries);
    const pdfs = names.filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(STUDENTS.length);
    expect(pdfs.sort()).toEqual(
      STUDENTS.map(([u, name]) => `${safeFileName(`${name}_${u}`)}.pdf`).sort(),
    );
    // Names are safe: no path separators or reserved characters.
    for (const n of names) expect(n).not.toMatch(/[\\/:*?"<>|]/);
    expect(pdfs).toContain('王博_bo.pdf');
    for (const [u, name] of STUDENTS) {
      const bytes = entries[`${safeFileName(`${name}_${u}`)}.pdf`]!;
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(u);
      expect(text).not.toContain('dan');
    }
    const books = names.filter((n) => n.endsWith('.xlsx'));
    expect(books).toEqual(['E-com 1 grades.xlsx']);
    const rows = (await readSheet(Buffer.from(entries[books[0]!]!))) as unknown[][];
    // A header and one row per student, by account where unranked.
    expect(rows).toHaveLength(1 + STUDENTS.length);
    expect(rows.slice(1).map((row) => row[2])).toEqual(
      expect.arrayContaining(STUDENTS.map(([u]) => u)),
    );
  }, 120_000);

  it('is refused to another class teacher, a student and a bad time zone, with nothing started', async () => {
    const other = await start('teacher02');
    expect(other.statusCode).toBe(403);
    expect((await start('alice')).statusCode).toBe(403);
    const zone = await h.post(
      '/api/Teacher/ClassReports',
      { classId: 'cA', lang: 'en', timeZone: 'Mars/Olympus' },
      tokens.teacher01,
    );
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe('report.error.timeZone');
    expect((await status('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });

  it('gives a teacher a student PDF of their class only', async () => {
    const pdf = await h.post(
      '/api/Teacher/StudentReportPdf',
      { studentId: 'id-bo', lang: 'zh', timeZone: 'Asia/Shanghai' },
      tokens.teacher01,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain('王博');
    const theirs = await h.post(
      '/api/Teacher/StudentReportPdf',
      { studentId: 'id-bo', lang: 'zh', timeZone: 'Asia/Shanghai' },
      tokens.teacher02,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
