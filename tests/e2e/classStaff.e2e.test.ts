/**
 * Several teachers per class, in the browser (issue 22 §2): the admin gives a class an assistant
 * in the classes panel; the assistant sees the class, opens a student's attempt and cannot adjust
 * a score or rate it; the class's teacher opens a student's training report from the class page
 * and downloads the whole class's reports as one zip (one PDF per student and the workbook),
 * with its progress shown while it is built. Its own class, teacher, assistant and student,
 * made by the admin through the API, so no other browser test sees them.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO_PASSWORD, login, modalWith, pickOption, shot, watchErrors } from './helpers.ts';

const CASE = 'amazon-partial-stock';
const CLASS = 'E2E Staff Class';
const TEACHER = { username: 'e2e-staff-t01', name: 'Teacher Lin' };
const ASSISTANT = { username: 'e2e-staff-a01', name: 'Assistant Zhou' };
const STUDENT = { username: 'e2e-staff-s01', name: '陈小雨' };
const NEW_PASSWORD = 'staff-e2e-2026';

/** A call of the API as the signed-in user of the page (the session's token). */
const call = async (page: Page, path: string, body: object) => {
  const token = await page.evaluate(() => sessionStorage.getItem('Token'));
  const res = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

/** A new account's first sign-in: the forced password change, then the app. */
const firstLogin = async (browser: Browser, username: string, temporary: string) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, username, temporary);
  const change = modalWith(page, 'must-change-password');
  await expect(change).toBeVisible();
  await page.getByTestId('pwd-old').fill(temporary);
  await page.getByTestId('pwd-new').fill(NEW_PASSWORD);
  await page.getByTestId('pwd-confirm').fill(NEW_PASSWORD);
  await change.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(change).toHaveCount(0);
  return { page, errors, close: () => context.close() };
};

test('the admin adds an assistant who reads but cannot grade; the teacher exports the reports', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'admin', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  // The class and its people, as the admin would make them in the panels.
  const org = (await call(page, '/Admin/Org', {})) as {
    colleges: { majors: { id: string }[] }[];
  };
  const majorId = org.colleges[0]!.majors[0]!.id;
  const account = async (
    who: { username: string; name: string },
    role: string,
    classId = null as string | null,
  ) =>
    (await call(page, '/Admin/CreateUser', {
      username: who.username,
      displayName: who.name,
      role,
      classId,
    })) as { id: string; password: string };
  const teacher = await account(TEACHER, 'teacher');
  const assistant = await account(ASSISTANT, 'teacher');
  const cls = (await call(page, '/Admin/CreateClass', {
    name: CLASS,
    majorId,
    teacherId: teacher.id,
  })) as { id: string };
  const student = await account(STUDENT, 'student', cls.id);

  // The admin gives the class its assistant in the classes panel.
  await page.getByTestId('tab-Admin').click();
  await page.getByTestId(`admin-class-edit-${CLASS}`).click();
  const dialog = modalWith(page, 'admin-class-form');
  await expect(dialog.getByTestId('admin-class-teacher')).toContainText(TEACHER.name);
  await pickOption(
    page,
    dialog.getByTestId('admin-class-assistants'),
    `${ASSISTANT.name} (${ASSISTANT.username})`,
  );
  // A multiple select stays open after a pick: a click elsewhere in the form closes it.
  await dialog.getByTestId('admin-class-name').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  const classRow = page
    .getByTestId('admin-classes')
    .locator('tr.ant-table-row', { hasText: CLASS });
  await expect(classRow).toContainText(TEACHER.name);
  await expect(classRow).toContainText(ASSISTANT.name);
  await shot(page, 'class-staff-admin.png');

  // The student submits the case (through the API: the case itself is tested elsewhere).
  const s = await firstLogin(browser, STUDENT.username, student.password);
  const started = await call(s.page, '/PracticeTraining/StartCase', { caseID: CASE });
  const userCaseID = started.userCaseID as string;
  await call(s.page, '/PracticeTraining/StartClock', { userCaseID });
  await call(s.page, '/PracticeTraining/Submit', { userCaseID });
  await s.close();

  // The assistant sees the class and the attempt, and no way to grade it.
  const a = await firstLogin(browser, ASSISTANT.username, assistant.password);
  await a.page.goto(`/Teacher/class/${encodeURIComponent(cls.id)}`);
  // The class loads after the sign-in's first page (slow on a busy machine).
  await expect(a.page.getByTestId('class-page')).toContainText(CLASS, { timeout: 30_000 });
  await expect(a.page.getByTestId('class-staff-assistant-note')).toBeVisible();
  await expect(a.page.getByTestId(`class-staff-${ASSISTANT.username}`)).toContainText(
    /Assistant|助教/,
  );
  await expect(a.page.getByTestId('class-reports-zip')).toHaveCount(0);
  await expect(a.page.getByTestId('class-export')).toHaveCount(0);
  await expect(a.page.getByTestId('class-staff-add')).toHaveCount(0);
  await a.page.getByTestId(`class-cell-${STUDENT.username}-${CASE}`).click();
  const attempt = a.page.getByTestId('attempt-page');
  await expect(attempt).toContainText(STUDENT.name);
  await expect(attempt.getByTestId('analysis')).toBeVisible();
  await expect(a.page.locator('[data-testid^="override-"]')).toHaveCount(0);
  await expect(a.page.getByTestId('review-rating')).toHaveClass(/ant-rate-disabled/);
  await shot(a.page, 'class-staff-assistant.png');
  // Nor does the server let them: an adjustment is refused.
  const token = await a.page.evaluate(() => sessionStorage.getItem('Token'));
  const refused = await a.page.request.post('/api/Teacher/Override', {
    headers: { Authorization: `Bearer ${token}` },
    data: { attemptId: userCaseID, pointID: 1201, sourceID: null, earned: 30, reason: 'x' },
  });
  expect(refused.status()).toBe(403);
  expect(a.errors).toEqual([]);
  await a.close();

  // The teacher opens the student's report from the class page …
  const t = await firstLogin(browser, TEACHER.username, teacher.password);
  await t.page.goto(`/Teacher/class/${encodeURIComponent(cls.id)}`);
  await expect(t.page.getByTestId('class-page')).toContainText(CLASS, { timeout: 30_000 });
  await t.page.getByTestId(`student-report-${STUDENT.username}`).click();
  await expect(t.page).toHaveURL(/\/Teacher\/student\/.+\/report$/);
  await expect(t.page.getByTestId('report-basic-name')).toHaveText(STUDENT.name);
  await expect(t.page.getByTestId('report-basic-teacher')).toHaveText(TEACHER.name);
  await shot(t.page, 'class-staff-student-report.png');
  await t.page.getByTestId('teacher-back').click();
  await expect(t.page.getByTestId('class-page')).toBeVisible();
  // … and downloads the class's reports as one zip, its progress shown while it builds.
  const [download] = await Promise.all([
    t.page.waitForEvent('download', { timeout: 90_000 }),
    (async () => {
      await t.page.getByTestId('class-reports-zip').click();
      await expect(t.page.getByTestId('class-reports-progress')).toBeVisible();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${CLASS} (training reports|实训报告) \\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(entries);
  expect(names.filter((n) => n.endsWith('.pdf'))).toEqual([
    `${STUDENT.name}_${STUDENT.username}.pdf`,
  ]);
  expect(names.filter((n) => n.endsWith('.xlsx'))).toHaveLength(1);
  await expect(t.page.getByTestId('class-reports-progress')).toHaveCount(0);
  expect(t.errors).toEqual([]);
  await t.close();
  expect(errors).toEqual([]);
});
