/**
 * The training report as a PDF (/api/PracticeTraining/TrainingReportPdf): A4 pages whose text,
 * read back with pdf.js, via unpdf, has the student's Thai name, the Chinese labels and case title, the same
 * scores as the JSON report and the teacher's comment — and nothing of a classmate's attempts.
 * A bad language is a 400, no token a 401; missing fonts and a full queue answer their keys.
 */
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingReportData } from '../../schemas/api/practice.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { harness, shippedCatalogue, type Harness } from '../testing/harness.ts';
import { PASSWORD } from '../testing/harness.ts';

const MINE = 'amazon-partial-stock';
const THEIRS = 'amazon-late-parcel';
const NAME = 'สมชาย ใจดี';
const COMMENT = '拆分发货做得不错，下次在邮件里写上订单号。ขอบคุณครับ '.repeat(6).trim();
let h: Harness;
const tokens: Record<string, string> = {};

/** The text of every page (items joined) and each page's size. */
const readPdf = async (bytes: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: { text: string; size: number[] }[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((it) => ('str' in it ? it.str : '')).join('');
    pages.push({ text, size: page.view });
  }
  await pdf.cleanup();
  return pages;
};

const exportPdf = (body: object, token?: string) =>
  h.post('/api/PracticeTraining/TrainingReportPdf', body, token);

beforeAll(async () => {
  h = await harness();
  const hash = await hashPassword(PASSWORD);
  await h.storage.createSchool({ id: 'sch', name: '示范职业学院' });
  await h.storage.createClass({
    id: 'cT',
    schoolId: 'sch',
    name: '跨境电商 2026-T',
    teacherId: 'id-teacher01',
  });
  for (const [u, displayName] of [
    ['somchai', NAME],
    ['mallory', 'MALLORY-CLASSMATE'],
  ] as const)
    await h.storage.createUser({
      id: `id-${u}`,
      username: u,
      displayName,
      role: 'student',
      passwordHash: hash,
      classId: 'cT',
      createdAt: h.clock.now.toISOString(),
    });
  for (const u of ['somchai', 'mallory', 'teacher01']) tokens[u] = await h.login(u);
  const submit = async (who: string, caseID: string) => {
    const id = await h.start(tokens[who]!, caseID);
    expect(
      (await h.post('/api/PracticeTraining/Submit', { userCaseID: id }, tokens[who])).statusCode,
    ).toBe(200);
    return id;
  };
  const mine = await submit('somchai', MINE);
  const theirs = await submit('mallory', THEIRS);
  for (const [attemptId, comment] of [
    [mine, COMMENT],
    [theirs, 'SECRET-REVIEW-OF-MALLORY'],
  ])
    expect(
      (await h.post('/api/Teacher/Review', { attemptId, rating: 4, comment }, tokens.teacher01))
        .statusCode,
    ).toBe(200);
});
afterAll(async () => h.close());

describe('/api/PracticeTraining/TrainingReportPdf', () => {
  it('is an A4 PDF whose text has the Thai name, Chinese labels, the same scores and the comment', async () => {
    const t0 = performance.now();
    const r = await exportPdf({ lang: 'zh', timeZone: 'Asia/Shanghai' }, tokens.somchai);
    const ms = performance.now() - t0;
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="training-report-somchai-\d{8}\.pdf"; filename\*=UTF-8''/,
    );
    expect(
      decodeURIComponent(String(r.headers['content-disposition']).split("''")[1] ?? ''),
    ).toMatch(/^实训报告-somchai-\d{8}\.pdf$/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdf(r.rawPayload);
    for (const p of pages) expect(p.size).toEqual([0, 0, 595.28, 841.89]);
    const all = pages.map((p) => p.text).join('\n');
    const json = (await h.post('/api/PracticeTraining/TrainingReport', {}, tokens.somchai)).json()
      .data as TrainingReportData;
    const a = json.assessments[0]!;
    for (const s of [
      NAME,
      'somchai',
      '示范职业学院',
      '跨境电商 2026-T',
      '实训报告',
      '基本信息',
      '考核结果',
      '班级排名',
      '亚马逊：库存只够发一部分的订单',
      `${a.score} / ${a.totalScore}`,
      `${a.classRank} / ${a.classSize}`,
      '★★★★☆',
      '订单处理',
      // Page numbers, and the comment wrapped over lines (its start and end both there).
      `1 / ${pages.length}`,
      '拆分发货做得不错',
      'ขอบคุณครับ',
    ])
      expect(all, s).toContain(s);
    expect(all.replace(/\s/g, '')).toContain(COMMENT.replace(/\s/g, ''));
    // Nothing of the classmate's.
    for (const s of ['MALLORY', 'SECRET-REVIEW', '亚马逊买家询问迟到的包裹'])
      expect(all).not.toContain(s);
    process.stdout.write(
      `report PDF: ${r.rawPayload.length} bytes, ${pages.length} page(s), ${ms.toFixed(0)} ms (cold worker)\n`,
    );
  });

  it('speaks English when asked, and answers 400 for an unknown language and 401 without a token', async () => {
    const r = await exportPdf({ lang: 'en' }, tokens.somchai);
    expect(r.statusCode).toBe(200);
    const all = (await readPdf(r.rawPayload)).map((p) => p.text).join('\n');
    for (const s of [
      'Training report',
      'Basic information',
      'Amazon: an order the warehouse can only partly fill',
      NAME,
    ])
      // A long title wraps: lines join without their space.
      expect(all.replace(/\s/g, '')).toContain(s.replace(/\s/g, ''));
    expect((await exportPdf({ lang: 'xx' }, tokens.somchai)).statusCode).toBe(400);
    expect((await exportPdf({}, tokens.somchai)).statusCode).toBe(400);
    expect((await exportPdf({ lang: 'zh', extra: 1 }, tokens.somchai)).statusCode).toBe(400);
    expect((await exportPdf({ lang: 'zh' })).statusCode).toBe(401);
  });

  it('takes an IANA time zone (a link counts) and answers 400 report.error.timeZone otherwise', async () => {
    for (const timeZone of ['+05:00', 'Mars/Olympus', 'UTC+8', 'Asia/Shanghai; x', ''])
      expect((await exportPdf({ lang: 'en', timeZone }, tokens.somchai)).json()).toMatchObject({
        status: 'error',
        message: timeZone === '' ? 'errors.validation' : 'report.error.timeZone',
      });
    const linked = await exportPdf({ lang: 'en', timeZone: 'US/Eastern' }, tokens.somchai);
    expect(linked.statusCode).toBe(200);
  });

  it('shares its workers fairly: a student with 14 PDFs in flight does not make another’s fail', async () => {
    const fair = await buildApp({
      storage: h.storage,
      catalogue: shippedCatalogue(),
      now: () => h.clock.now,
      autoTimers: false,
      reportPdf: { limits: { concurrency: 1 } },
    });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const pdfOf = (who: string) =>
      fair.inject({
        method: 'POST',
        url: '/api/PracticeTraining/TrainingReportPdf',
        headers: { authorization: `Bearer ${tokens[who]}` },
        payload: { lang: 'en' },
      });
    try {
      let done = false;
      const greedy: { code: number; retryAfter: number }[] = [];
      // somchai keeps 14 requests in flight until mallory is done.
      const keep = async () => {
        while (!done) {
          const r = await pdfOf('somchai');
          greedy.push({ code: r.statusCode, retryAfter: Number(r.headers['retry-after'] ?? 0) });
          if (r.statusCode === 429) await sleep(25);
        }
      };
      const flight = Array.from({ length: 14 }, keep);
      await sleep(300);
      const hers: number[] = [];
      for (let i = 0; i < 3; i += 1) hers.push((await pdfOf('mallory')).statusCode);
      done = true;
      await Promise.all(flight);
      expect(hers).toEqual([200, 200, 200]);
      expect(greedy.some((g) => g.code === 200)).toBe(true);
      const refused = greedy.filter((g) => g.code !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const g of refused) expect(g).toMatchObject({ code: 429 });
      expect(refused.every((g) => g.retryAfter > 0)).toBe(true);
    } finally {
      await fair.close();
    }
  });

  it('says which fonts are missing, and refuses reports beyond its queue or its deadline', async () => {
    const noFonts = await buildApp({
      storage: h.storage,
      catalogue: shippedCatalogue(),
      now: () => h.clock.now,
      autoTimers: false,
      reportPdf: { fonts: { cjk: '/nonexistent/cjk.ttc', thai: '/nonexistent/thai.ttf' } },
    });
    const busy = await buildApp({
      storage: h.storage,
      catalogue: shippedCatalogue(),
      now: () => h.clock.now,
      autoTimers: false,
      reportPdf: { limits: { concurrency: 1, maxQueued: 0 } },
    });
    const slow = await buildApp({
      storage: h.storage,
      catalogue: shippedCatalogue(),
      now: () => h.clock.now,
      autoTimers: false,
      reportPdf: { limits: { timeoutMs: 1 } },
    });
    try {
      const req = { method: 'POST' as const, url: '/api/PracticeTraining/TrainingReportPdf' };
      const headers = { authorization: `Bearer ${tokens.somchai}` };
      const r = await noFonts.inject({ ...req, headers, payload: { lang: 'zh' } });
      expect(r.statusCode).toBe(503);
      expect(r.json().message).toBe('report.error.fontsMissing');
      const [one, two] = await Promise.all([
        busy.inject({ ...req, headers, payload: { lang: 'zh' } }),
        busy.inject({ ...req, headers, payload: { lang: 'en' } }),
      ]);
      expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 429]);
      expect([one!, two!].find((x) => x.statusCode === 429)!.json().message).toBe(
        'report.error.busy',
      );
      // Past its deadline the worker is ended and the report refused.
      const late = await slow.inject({ ...req, headers, payload: { lang: 'zh' } });
      expect(late.statusCode).toBe(503);
      expect(late.json().message).toBe('report.error.failed');
    } finally {
      await slow.close();
      await noFonts.close();
      await busy.close();
    }
  });
});
