/**
 * A theory exam in the browser (issue 25): a teacher sets an exam for their class (through the
 * API); a student starts it in the test centre, answers with the navigator (answered, current,
 * unanswered; first, next, last), each answer saved, and closes the tab before the deadline. The
 * exam clock then passes the deadline (the test-only offset file, server/exams/testClock.ts): the
 * server submits the attempt with no browser open; once the teacher releases the results, the
 * student sees the score in the test centre.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { examClockFile } from '../../server/exams/testClock.ts';
import { DEMO_PASSWORD, login, watchErrors } from './helpers.ts';

type Q = {
  id: string;
  type: string;
  text: { zh: string };
  options?: { id: string; text: { zh: string } }[];
  answer?: string | boolean;
  blanks?: { accept: string[] }[];
};
const bank = parse(
  readFileSync(resolve(import.meta.dirname, '../../questions/logistics-trade.yaml'), 'utf8'),
) as Q[];
const papers = parse(
  readFileSync(resolve(import.meta.dirname, '../../papers/theory-practice.yaml'), 'utf8'),
) as { id: string; fixed?: string[] }[];
const asked = papers
  .find((p) => p.id === 'logistics-customs')!
  .fixed!.slice(0, 3)
  .map((id) => bank.find((q) => q.id === id)!);
const [q1, q2, q3] = asked as [Q, Q, Q];
const rightText = (q: Q) => q.options!.find((o) => o.id === q.answer)!.text.zh;
const MIN = 60_000;
const STUDENT = 'student05';
const clockFile = examClockFile(Number(process.env.CBSIM_E2E_PORT ?? 3917));

const nav = (page: Page, n: number) => page.getByTestId(`nav-${n}`);
const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveText('已保存');
/** A call with the page's session (closed bodies: nothing added). */
const call = async <T>(page: Page, path: string, body: object): Promise<T> => {
  const token = await page.evaluate(() => sessionStorage.getItem('Token'));
  const res = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
const signIn = async (page: Page, user: string) => {
  await page.goto('/login');
  await login(page, user, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
};

test.beforeAll(() => rmSync(clockFile, { force: true }));
test.afterAll(() => rmSync(clockFile, { force: true }));

test('a student takes a theory exam, closes the tab, and the server submits it at the deadline', async ({
  browser,
}) => {
  expect([q1.type, q2.type, q3.type]).toEqual(['single', 'fill', 'trueFalse']);
  const teacher = await browser.newPage();
  await signIn(teacher, 'teacher01');
  const { classes } = await call<{ classes: { id: string; name: string }[] }>(
    teacher,
    '/Teacher/Classes',
    {},
  );
  const cls = classes.find((c) => c.name === 'Cross-border E-commerce 2026-1')!;
  const now = Date.now();
  const { e_id } = await call<{ e_id: string }>(teacher, '/Teacher/CreateExam', {
    title: { zh: '物流期中考试', en: 'Logistics midterm' },
    classIds: [cls.id],
    paper: { fixed: asked.map((q) => q.id) },
    settings: {
      opensAt: now - MIN,
      closesAt: now + 60 * MIN,
      limitMinutes: 10,
      passScore: 50,
      attemptsAllowed: 1,
      review: { level: 'answers', from: 'released' },
    },
  });

  const page = await browser.newPage();
  const errors = watchErrors(page);
  await signIn(page, STUDENT);
  await page.goto('/testCenter');
  await expect(page.getByTestId(`status-${e_id}`)).toHaveText('未开始');
  await page.getByTestId('start-exam').click();
  await expect(page.getByTestId('theory-test')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00:(09|10):\d\d$/);
  await expect(page.getByTestId('question-text')).toHaveText(q1.text.zh);
  await expect(nav(page, 1)).toHaveAttribute('data-state', 'current');
  await expect(nav(page, 3)).toHaveAttribute('data-state', 'unanswered');
  // Question 1 right, question 2 (a blank) right; question 3 left unanswered.
  await page
    .getByTestId('question')
    .locator('.ant-radio-wrapper')
    .filter({ hasText: rightText(q1) })
    .click();
  await saved(page);
  await page.getByTestId('next').click();
  await expect(nav(page, 1)).toHaveAttribute('data-state', 'answered');
  await page.getByTestId('blank-0').fill(q2.blanks![0]!.accept[0]!);
  await saved(page);
  await page.getByTestId('last').click();
  await expect(nav(page, 3)).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('next')).toBeDisabled();
  await page.getByTestId('first').click();
  await expect(nav(page, 2)).toHaveAttribute('data-state', 'answered');
  await expect(nav(page, 3)).toHaveAttribute('data-state', 'unanswered');
  expect(errors).toEqual([]);
  // The tab closes before the deadline; then the exam clock passes it.
  await page.close();
  writeFileSync(clockFile, String(11 * MIN));

  type Students = { exams: { e_id: string; students: { username: string; status: string }[] }[] };
  const status = async () =>
    (await call<Students>(teacher, '/Teacher/ExamList', {})).exams
      .find((e) => e.e_id === e_id)!
      .students.find((s) => s.username === STUDENT)!.status;
  await expect.poll(status, { timeout: 15_000 }).toBe('graded');
  await call(teacher, '/Teacher/ReleaseExam', { e_id });

  const back = await browser.newPage();
  await signIn(back, STUDENT);
  await back.goto('/testCenter');
  await expect(back.getByTestId(`status-${e_id}`)).toHaveText('已结束');
  // Graded from the answers saved before the tab closed: two of three right.
  const { results } = await call<{ results: { e_id: string; score: number }[] }>(
    back,
    '/Examination/GetExaminationResultBys',
    {},
  );
  const score = results.find((r) => r.e_id === e_id)!.score;
  expect(score).toBeGreaterThan(50);
  expect(score).toBeLessThan(100);
  await expect(back.getByTestId(`score-${e_id}`)).toHaveText(`得分 ${score}`);
});
