/**
 * Grades and who is behind, in the browser: a student submits a failing attempt and starts the
 * case over; they see both attempts in their case list. Their teacher finds the failing students
 * of the class in one click from /Teacher, sees the failed grade kept in the matrix, opens the
 * cell's list of attempts (the reset one too) and an attempt from it, follows a point of the
 * case's analytics to the student who missed it, and changes the class's grading method.
 * (student19 is in teacher02's class and used by no other browser test.)
 */
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  confirmDialog,
  login,
  pickOption,
  row,
  shot,
  startCase,
  watchErrors,
} from './helpers.ts';

const CASE = 'amazon-partial-stock';
const STUDENT = 'student19';

test('a teacher finds who failed, even after a reset, and grades by another method', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // student19 submits the case untouched (it fails), then starts it over.
  await startCase(page, STUDENT, 'orderWarehousing', CASE);
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/alreaySubmit=true$/);
  await expect(row(page, CASE).getByTestId('my-score')).toBeVisible();
  await row(page, CASE).getByTestId('case-reset').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(row(page, CASE).getByTestId('case-continue')).toBeVisible();
  // Their own history: the attempt in progress and the one reset after it was submitted.
  await row(page, CASE).getByTestId('my-attempts-open').click();
  const mine = page.getByTestId('my-attempts');
  await expect(mine.getByTestId('attempt-history-row')).toHaveCount(2);
  await expect(mine.locator('[data-status="reset"]')).toContainText('/ 100');
  await expect(mine.locator('[data-status="inProgress"]')).toHaveCount(1);

  const context = await browser.newContext({ locale: 'zh-CN' });
  const teacher = await context.newPage();
  const teacherErrors = watchErrors(teacher);
  await teacher.goto('/login');
  await login(teacher, 'teacher02', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/Teacher$/);
  // The landing page leads with the students needing attention; one click lists those behind.
  const attention = teacher.locator('[data-testid^="attention-"]').first();
  await expect(attention).toBeVisible();
  await expect(teacher.getByTestId(`attention-student-${STUDENT}`)).toBeVisible();
  await shot(teacher, 'teacher-home-attention.png');
  await teacher.locator('[data-testid^="class-behind-"]').first().click();
  await expect(teacher).toHaveURL(/\/Teacher\/class\/.+\?filter=behind$/);
  await expect(teacher.getByTestId('class-behind-filter')).toBeChecked();
  const students = teacher.getByTestId('class-students');
  const me = students.getByTestId(`class-student-${STUDENT}`);
  await expect(me.getByTestId('student-failed')).toHaveText('1');

  // The failed submission stands in the matrix, though the student reset it.
  const cell = teacher.getByTestId(`class-cell-${STUDENT}-${CASE}`);
  await expect(cell).toHaveAttribute('data-status', 'submitted');
  await expect(cell).toHaveAttribute('data-passed', 'false');
  await shot(teacher, 'teacher-class-students.png');
  // Its count lists both attempts; the reset one opens.
  await teacher.getByTestId(`class-attempts-${STUDENT}-${CASE}`).click();
  const list = teacher.getByTestId('student-attempts');
  await expect(list.getByTestId('attempt-history-row')).toHaveCount(2);
  const reset = list.locator('[data-status="reset"]');
  await expect(reset).toContainText('/ 100');
  await shot(teacher, 'teacher-student-attempts.png');
  await reset.locator('[data-testid^="open-attempt-"]').click();
  await expect(teacher.getByTestId('attempt-page')).toContainText(STUDENT);
  await teacher.getByTestId('teacher-back').click();
  await expect(teacher).toHaveURL(/\/Teacher\/class\//);

  // The analytics: a point the student missed names them and opens their attempt.
  const matrix = teacher.getByTestId('class-matrix');
  await matrix.locator('thead').getByTestId(`case-analytics-${CASE}`).click();
  const analytics = teacher.getByTestId('case-analytics');
  const missed = analytics
    .getByTestId('case-analytics-point')
    .filter({ has: teacher.getByTestId('case-analytics-missed') })
    .first();
  await missed.getByTestId('case-analytics-missed').click();
  await missed.getByTestId(`case-analytics-student-${STUDENT}`).click();
  await expect(teacher.getByTestId('attempt-page')).toContainText(STUDENT);
  await teacher.getByTestId('teacher-back').click();

  // The grading method: average instead of the highest, kept after a reload.
  const method = teacher.getByTestId('grading-method');
  await expect(method).toContainText('最高分');
  await pickOption(teacher, method, '平均分');
  await teacher.reload();
  await expect(teacher.getByTestId('grading-method')).toContainText('平均分');
  await expect(teacher.getByTestId(`class-cell-${STUDENT}-${CASE}`)).toHaveAttribute(
    'data-passed',
    'false',
  );
  // Back to the default, so the class reads as it did.
  await pickOption(teacher, teacher.getByTestId('grading-method'), '最高分');
  expect(teacherErrors).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
