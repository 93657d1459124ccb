/**
 * A teacher follows a class in the browser: their classes with each case's progress, the class's
 * students × cases, a student's submitted attempt with its analysis, texts and timeline (stepped
 * through event by event), the class's grades as one CSV file and one Excel workbook, and a case's
 * points across the class. A student sees none of it.
 * (student03 is in teacher01's class and used by no other browser test.)
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { confirmDialog, DEMO_PASSWORD, login, shot, startCase, watchErrors } from './helpers.ts';

const CASE = 'shopee-thank-you';

test('a teacher follows a class: home → class → attempt → grade export', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // student03 plays and submits a case.
  await startCase(page, 'student03', 'dailyConsultation', CASE);
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/alreaySubmit=true$/);
  // A student has no teacher tab, and the teacher API refuses them.
  await expect(page.getByTestId('tab-Teacher')).toHaveCount(0);

  const context = await browser.newContext({ locale: 'zh-CN' });
  const teacher = await context.newPage();
  const teacherErrors = watchErrors(teacher);
  await teacher.goto('/login');
  await login(teacher, 'teacher01', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/Teacher$/);
  const classes = teacher.getByTestId('teacher-classes');
  await expect(classes).toContainText('Cross-border E-commerce 2026-1');
  // teacher02's class is not theirs.
  await expect(classes).not.toContainText('Cross-border E-commerce 2026-2');
  await shot(teacher, 'teacher-home.png');
  await classes
    .locator('[data-testid^="teacher-class-"]:not([data-testid*="card"])')
    .first()
    .click();
  await expect(teacher).toHaveURL(/\/Teacher\/class\//);

  const matrix = teacher.getByTestId('class-matrix');
  await expect(matrix).toContainText('student03');
  await expect(matrix).toContainText('student15');
  await expect(matrix).not.toContainText('student16');
  const cell = teacher.getByTestId(`class-cell-student03-${CASE}`);
  await expect(cell).toContainText('/ 100');
  await shot(teacher, 'teacher-class.png');

  // The class's grades as one CSV file.
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByTestId('class-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('student03');
  expect(csv.split('\r\n').length).toBeGreaterThan(15);
  // … and as one Excel workbook, scores as numbers.
  const [xlsx] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByTestId('class-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(readFileSync(await xlsx.path()));
  expect(sheet.length).toBe(16);
  const row03 = sheet.find((r) => r.includes('student03'))!;
  expect(row03.some((v) => typeof v === 'number')).toBe(true);

  await cell.click();
  const attempt = teacher.getByTestId('attempt-page');
  await expect(attempt).toContainText('student03');
  await expect(attempt.getByTestId('analysis')).toBeVisible();
  await expect(teacher.getByTestId('attempt-timeline')).toContainText('AttemptSubmitted');
  await expect(teacher.getByTestId('student-texts')).toBeVisible();
  // Stepping through the attempt: the mail module's tables after the first event, then the next.
  await teacher.getByTestId('timeline-step-1').click();
  const step = teacher.getByTestId('attempt-step');
  await expect(step).toHaveAttribute('data-version', '1');
  await expect(step.getByTestId('step-event-type')).toHaveText('AttemptStarted');
  await expect(step.getByTestId('step-table-mail')).toBeVisible();
  await expect(step.getByTestId('step-table-order')).toBeVisible();
  await step.getByTestId('step-next').click();
  await expect(step).toHaveAttribute('data-version', '2');
  await expect(step.getByTestId('step-position')).toContainText('2');
  await shot(teacher, 'teacher-attempt-step.png');
  await step.getByTestId('step-previous').click();
  await expect(step).toHaveAttribute('data-version', '1');
  await teacher.keyboard.press('Escape');
  await expect(step).toBeHidden();
  // Grading by hand: full marks on a point, with the reason the student will read.
  const score = teacher.getByTestId('attempt-score');
  const before = await score.innerText();
  await teacher.getByTestId('override-4301').click();
  const form = teacher.locator('.ant-modal').filter({ has: teacher.getByTestId('override-form') });
  await form.getByTestId('override-full').click();
  await form
    .getByTestId('override-reason')
    .fill('Marked no reply needed in the mail client; the call log shows it.');
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  await expect(teacher.getByTestId('point-override')).toContainText('call log');
  await expect(score).not.toHaveText(before);
  await expect(teacher.getByTestId('attempt-timeline')).toContainText('PointOverridden');
  // A rating and a comment, which the student reads in their analysis.
  const review = teacher.getByTestId('review-form');
  await review.getByTestId('review-rating').locator('.ant-rate-star').nth(3).click();
  await review.getByTestId('review-comment').fill('Well handled; answer the buyer’s question too.');
  await review.getByTestId('review-save').click();
  await expect(teacher.getByTestId('attempt-review')).toContainText('answer the buyer');
  await shot(teacher, 'teacher-attempt.png', true);
  await teacher.getByTestId('teacher-back').click();
  await expect(teacher).toHaveURL(/\/Teacher\/class\//);

  // The case's points across the class: each point's share of the students who submitted it.
  // (The table measures its header in a hidden row of its body: the button of the real header.)
  await matrix.locator('thead').getByTestId(`case-analytics-${CASE}`).click();
  const analytics = teacher.getByTestId('case-analytics');
  await expect(analytics).toBeVisible();
  await expect(analytics.getByTestId('case-analytics-point').first()).toBeVisible();
  await expect(analytics.getByTestId('case-analytics-share').first()).toContainText(/\d+ \/ \d+/);
  await expect(analytics.getByTestId('case-analytics-empty')).toHaveCount(0);
  await shot(teacher, 'teacher-case-analytics.png');
  // The student reads the adjustment and the teacher's comment in the analysis.
  await page.reload();
  await page
    .locator(`tr.ant-table-row[data-row-key="${CASE}"]`)
    .getByTestId('case-analysis')
    .click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis.getByTestId('attempt-review')).toContainText('answer the buyer');
  await expect(analysis.getByTestId('point-override')).toContainText('call log');
  expect(teacherErrors).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
