/**
 * A second look at a written reply: the student asks for it from the analysis, with a note; the
 * class's review queue lists it first; the teacher asks the language model (a fake here) for a
 * second opinion, takes it as the start of an adjustment, saves it with a reason; the student
 * reads the answer. (student18 is in teacher02's class and used by no other browser test.)
 */
import { expect, test } from '@playwright/test';
import {
  confirmDialog,
  DEMO_PASSWORD,
  login,
  modalWith,
  row,
  shot,
  startCase,
  watchErrors,
} from './helpers.ts';

const CASE = 'shopee-thank-you';
const REPLY =
  'Hi Daniel, thank you for your order 260608HK3T9QZW. It ships on Wednesday. Best regards, Merlion Home Living';

test('a student asks for a second look; the teacher reviews it with a second opinion', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await startCase(page, 'student18', 'dailyConsultation', CASE);
  // A short, polite answer to Daniel's shipping question: partly right.
  await row(page, 'm2').click();
  await page.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await compose.getByTestId('mail-body').fill(REPLY);
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/alreaySubmit=true$/);

  // From the analysis, the student asks for point 4303 to be looked at again.
  await row(page, CASE).getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  await analysis.getByTestId('ask-review-4303').click();
  const ask = modalWith(page, 'ask-review-note');
  await expect(ask.getByTestId('ask-review-send')).toBeDisabled();
  await ask
    .getByTestId('ask-review-note')
    .fill('My mail gives the order number and the day it ships.');
  await ask.getByTestId('ask-review-send').click();
  await expect(ask).toBeHidden();
  await expect(analysis.getByTestId('point-review')).toContainText('the day it ships');
  // Once asked, the point offers no second request.
  await expect(analysis.getByTestId('ask-review-4303')).toHaveCount(0);
  await shot(page, 'review-asked.png');
  await page.keyboard.press('Escape');

  // The teacher's queue lists it first, with the student's note and words.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const teacher = await context.newPage();
  const teacherErrors = watchErrors(teacher);
  await teacher.goto('/login');
  await login(teacher, 'teacher02', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/Teacher$/);
  await teacher
    .getByTestId('teacher-classes')
    .locator('[data-testid^="teacher-class-"]:not([data-testid*="card"])')
    .first()
    .click();
  await teacher.getByTestId('class-review-queue').click();
  const queue = teacher.getByTestId('review-queue');
  const first = queue.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('student18');
  await expect(first).toContainText('学生申请复核');
  await expect(first.getByTestId('queue-note')).toContainText('the day it ships');
  await expect(first).toContainText('260608HK3T9QZW');
  await shot(teacher, 'review-queue.png');
  await first.getByTestId('queue-open-4303').click();

  // A second opinion: the model's verdict per criterion beside the rubric's, nothing changed yet.
  const score = teacher.getByTestId('attempt-score');
  const before = await score.innerText();
  await teacher.getByTestId('opinion-4303').click();
  const opinion = teacher.getByTestId('second-opinion');
  await expect(opinion.getByTestId('opinion-criteria')).toContainText('Too short for a mail');
  await expect(opinion.getByTestId('opinion-earned')).toContainText('38');
  await shot(teacher, 'second-opinion.png');
  await expect(score).toHaveText(before);
  // Taken as the start of an adjustment, edited and saved: the student's request is answered.
  await modalWith(teacher, 'second-opinion').getByTestId('opinion-use').click();
  const form = modalWith(teacher, 'override-form');
  await expect(form.getByTestId('override-reason')).toHaveValue(/too brief for a mail/);
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  await expect(score).not.toHaveText(before);
  await expect(teacher.getByTestId('point-review-answer')).toContainText('too brief for a mail');
  await teacher.getByTestId('teacher-back').click();
  await teacher.getByTestId('class-review-queue').click();
  await expect(teacher.getByTestId('review-queue')).not.toContainText('学生申请复核');

  // The student reads the teacher's answer in the analysis.
  await page.reload();
  await row(page, CASE).getByTestId('case-analysis').click();
  await expect(page.getByTestId('point-review-answer')).toContainText('too brief for a mail');
  expect(errors).toEqual([]);
  expect(teacherErrors).toEqual([]);
  await context.close();
});
