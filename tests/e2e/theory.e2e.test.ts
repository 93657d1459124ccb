/**
 * Theory practice in the browser: a student takes the fixed logistics paper with the navigator
 * (answered, current, unanswered; first, previous, next, last), reloads mid-paper and finds the
 * answers and the option order kept, submits past the confirmation naming the unanswered
 * questions, reads the analysis, finds the wrong answer in the wrong-answer book, and reviews it
 * once the theory clock (moved through the test-only offset file, server/theory/testClock.ts)
 * makes it due. Then the home page (issue 24 §6): a student with a case in progress and reviews
 * due sees both on /Home with a course to study, follows each link, and opens its (empty)
 * practical results from the practice centre. Both tests move the one theory clock of the
 * server, so they live in this file and run one after the other.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { theoryClockFile } from '../../server/theory/testClock.ts';
import { DEMO_PASSWORD, confirmDialog, login, watchErrors } from './helpers.ts';

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
const PAPER = 'logistics-customs';
const asked = papers
  .find((p) => p.id === PAPER)!
  .fixed!.map((id) => bank.find((q) => q.id === id)!);
const [q1, q2, q3] = asked as [Q, Q, Q];
const rightText = (q: Q) => q.options!.find((o) => o.id === q.answer)!.text.zh;
const DAY = 86_400_000;
const clockFile = theoryClockFile(Number(process.env.CBSIM_E2E_PORT ?? 3917));

const optionTexts = (page: Page) =>
  page.getByTestId('question').locator('.ant-radio-wrapper').allInnerTexts();
const nav = (page: Page, n: number) => page.getByTestId(`nav-${n}`);
const saved = async (page: Page) => expect(page.getByTestId('save-state')).toHaveText('答案已保存');

// The theory clock starts at the wall clock (a run stopped half way may have left an offset).
test.beforeAll(() => rmSync(clockFile, { force: true }));
test.afterAll(() => rmSync(clockFile, { force: true }));

test('a student takes a theory paper to its analysis, then reviews the wrong answer when due', async ({
  page,
}) => {
  expect(q1.type).toBe('single');
  expect(q2.type).toBe('fill');
  expect(q3.type).toBe('trueFalse');
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student26', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await page.getByTestId('tab-practiceCenter').click();
  await expect(page.getByTestId('theory-list')).toBeVisible();
  await page.getByTestId(`start-${PAPER}`).click();
  await expect(page.getByTestId('theory-paper')).toBeVisible();
  await expect(page.getByTestId('question-text')).toHaveText(q1.text.zh);
  await expect(nav(page, 1)).toHaveAttribute('data-state', 'current');
  await expect(nav(page, asked.length)).toHaveAttribute('data-state', 'unanswered');

  // Question 1 answered wrong: an option other than the right one.
  const order = await optionTexts(page);
  expect(order.map((o) => o.replace(/^[A-H]\. /, '')).sort()).toEqual(
    q1.options!.map((o) => o.text.zh).sort(),
  );
  const wrong = order.find((t) => !t.endsWith(`. ${rightText(q1)}`))!;
  await page.getByTestId('question').getByText(wrong, { exact: true }).click();
  await saved(page);
  // Next: question 2 (a blank, right); last and previous; first; then question 3 (right).
  await page.getByTestId('next').click();
  await expect(nav(page, 1)).toHaveAttribute('data-state', 'answered');
  await expect(nav(page, 2)).toHaveAttribute('data-state', 'current');
  await page.getByTestId('blank-0').fill(q2.blanks![0]!.accept[0]!);
  await page.getByTestId('last').click();
  await expect(nav(page, asked.length)).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('next')).toBeDisabled();
  await page.getByTestId('first').click();
  await expect(page.getByTestId('previous')).toBeDisabled();
  await nav(page, 3).click();
  await expect(page.getByTestId('question-text')).toHaveText(q3.text.zh);
  await page.getByTestId(q3.answer ? 'option-true' : 'option-false').click();
  await saved(page);
  await expect(nav(page, 2)).toHaveAttribute('data-state', 'answered');

  // Reload mid-paper: the same options in the same order, the answers kept.
  await page.reload();
  // A page load on a busy machine: more time than a click's reply.
  await expect(page.getByTestId('question-text')).toHaveText(q1.text.zh, { timeout: 30_000 });
  expect(await optionTexts(page)).toEqual(order);
  await expect(page.getByTestId('question').locator('.ant-radio-wrapper-checked')).toHaveText(
    wrong,
  );
  for (const n of [2, 3]) await expect(nav(page, n)).toHaveAttribute('data-state', 'answered');
  await nav(page, 2).click();
  await expect(page.getByTestId('blank-0')).toHaveValue(q2.blanks![0]!.accept[0]!);
  await expect(nav(page, 4)).toHaveAttribute('data-state', 'unanswered');

  // Submit: the confirmation names the unanswered questions.
  await page.getByTestId('submit-paper').click();
  const unanswered = Array.from({ length: asked.length - 3 }, (_, i) => i + 4).join(', ');
  await expect(page.getByTestId('submit-confirm')).toContainText(unanswered);
  await confirmDialog(page);
  await expect(page.getByTestId('paper-score')).toBeVisible();
  await nav(page, 1).click();
  await expect(page.getByTestId('analysis-verdict')).toHaveText('回答错误');
  const rightKey = order.find((t) => t.endsWith(`. ${rightText(q1)}`))!.split('.')[0]!;
  await expect(page.getByTestId('analysis-right')).toHaveText(rightKey);
  await expect(page.getByTestId('analysis-source')).toBeVisible();
  await nav(page, 3).click();
  await expect(page.getByTestId('analysis-verdict')).toHaveText('回答正确');

  // The wrong answer is in the book, not due today; the results page lists the paper.
  await page.getByRole('button', { name: '返回练习中心' }).click();
  await expect(page.getByTestId(`analysis-${PAPER}`)).toBeVisible();
  await page.getByTestId('open-achievement').click();
  await expect(page.getByTestId('theory-achievement').locator('tr.ant-table-row')).toHaveCount(1);
  await page.goto('/wrongBook');
  const entries = page.getByTestId('book-entry');
  await expect(entries).toHaveCount(asked.length - 2);
  const entry = entries.filter({ hasText: q1.text.zh });
  await expect(entry).toHaveAttribute('data-due', 'no');
  await expect(entry.getByTestId('review')).toHaveCount(0);

  // Two days later by the theory clock: due; reviewed right, it leaves the book.
  writeFileSync(clockFile, String(2 * DAY));
  await page.reload();
  await expect(page.getByTestId('book-entry').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('book-due-today')).toContainText(String(asked.length - 2));
  await expect(entry).toHaveAttribute('data-due', 'yes');
  await entry.getByTestId('review').click();
  await entry
    .getByTestId('review-card')
    .locator('.ant-radio-wrapper')
    .filter({ hasText: `. ${rightText(q1)}` })
    .click();
  await entry.getByTestId('review-submit').click();
  await expect(entry.getByTestId('review-result')).toContainText('已移出错题本');
  await entry.getByTestId('review-done').click();
  await expect(entries).toHaveCount(asked.length - 3);
  await expect(page.getByTestId('book-entry').filter({ hasText: q1.text.zh })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a student with a case in progress and reviews due sees both on /Home and follows the links', async ({
  page,
}) => {
  // A student of its own in a class of its own, made by the admin: every demo student is some
  // other test's.
  const post = async <T>(path: string, data: object, token?: string) => {
    const res = await page.request.post(`/api${path}`, {
      data,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  const signIn = async (userName: string, password: string) =>
    (await post<{ token: string }>('/User/login', { userName, password })).token;
  const admin = await signIn('admin', DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const userName = `home-${stamp}`;
  const org = await post<{ colleges: { majors: { id: string }[] }[] }>('/Admin/Org', {}, admin);
  const teacher = await post<{ id: string }>(
    '/Admin/CreateUser',
    { username: `home-t-${stamp}`, displayName: 'Home Teacher', role: 'teacher', classId: null },
    admin,
  );
  const cls = await post<{ id: string }>(
    '/Admin/CreateClass',
    { name: `Home ${stamp}`, majorId: org.colleges[0]!.majors[0]!.id, teacherId: teacher.id },
    admin,
  );
  const { password } = await post<{ password: string }>(
    '/Admin/CreateUser',
    { username: userName, displayName: 'Home E2E', role: 'student', classId: cls.id },
    admin,
  );
  const mine = 'home-pass-1';
  await post(
    '/User/ChangePwd',
    { oldPwd: password, newPwd: mine },
    await signIn(userName, password),
  );
  const token = await signIn(userName, mine);
  // A case in progress; the paper submitted blank: every question in the book, due tomorrow.
  await post('/PracticeTraining/StartCase', { caseID: 'amazon-late-parcel' }, token);
  rmSync(clockFile, { force: true });
  const { attemptID } = await post<{ attemptID: string }>(
    '/PracticeTraining/StartExercise',
    { paperID: PAPER },
    token,
  );
  await post('/PracticeTraining/SubmitExercise', { attemptID }, token);
  writeFileSync(clockFile, String(2 * DAY));

  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, userName, mine);
  await expect(page).toHaveURL(/\/Home$/);
  const next = page.getByTestId('home-next');
  await expect(next.getByTestId('home-due-count')).toHaveText(`今天待复习：${asked.length} 题`);
  await expect(next.getByTestId('home-next-case')).toContainText('亚马逊');
  await expect(next.getByTestId('home-next-courses')).toContainText('已学 0 /');

  // The reviews: the wrong-answer book with every question due.
  await next.getByTestId('home-open-wrong-book').click();
  await expect(page).toHaveURL(/\/wrongBook$/);
  await expect(page.getByTestId('book-entry')).toHaveCount(asked.length);
  await expect(page.getByTestId('book-due-today')).toContainText(String(asked.length));

  // The course: its first section's study page.
  await page.goto('/Home');
  const study = next.locator('[data-testid^="home-study-"]').first();
  await expect(study).toHaveText('开始学习');
  await study.click();
  await expect(page).toHaveURL(/\/lessonCenter\/Study\?course=.+&section=.+/);

  // The case: back where it was left.
  await page.goto('/Home');
  await next.getByTestId('home-next-case-continue').click();
  await expect(page.getByTestId('toolbox')).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/Home$/);

  // The practical results, from the practice centre: nothing submitted yet.
  await page.goto('/practiceCenter');
  await page.getByTestId('open-practice-achievement').click();
  await expect(page).toHaveURL(/\/practiceAchievement$/);
  await expect(page.getByTestId('practice-achievement')).toContainText('还没有提交过案例。');
  expect(errors).toEqual([]);
});
