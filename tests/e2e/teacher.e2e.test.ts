/**
 * A teacher follows a class in the browser: their classes with each case's progress, the class's
 * students × cases, a student's submitted attempt with its analysis, texts and timeline (stepped
 * through event by event), the class's grades as one CSV file and one Excel workbook, and a case's
 * points across the class. A student sees none of it, but is told of the teacher's rating and
 * adjustment on Home and in the case list until they read them.
 * (student03 is in teacher01's class and used by no other browser test.)
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
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

test('a teacher follows a class: home → class → attempt → grade export', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // student03 answers Daniel's mail, reads his answer, and submits the case.
  await startCase(page, 'student03', 'dailyConsultation', CASE);
  await row(page, 'm2').click();
  await page.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await compose
    .getByTestId('mail-body')
    .fill('Hi Daniel, order 260608HK3T9QZW ships within 2 days, on Wednesday 10 June.');
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await page.getByTestId('mail-back').click();
  // He writes back ten sim minutes later (five real seconds at this case's speed).
  await expect(page.getByTestId('mail-page').locator('tr.ant-table-row')).toHaveCount(3, {
    timeout: 30_000,
  });
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
  // The timeline tells what happened in sentences (zh), names for ids, and who did it.
  const timeline = teacher.getByTestId('attempt-timeline');
  const entry = (text: string) => timeline.locator('tr.ant-table-row').filter({ hasText: text });
  await expect(
    entry('从 Merlion Home Living 发送邮件给 Daniel Tan').getByTestId('timeline-actor'),
  ).toHaveText('学生');
  await expect(
    entry('Daniel Tan 发来邮件至 Merlion Home Living').getByTestId('timeline-actor'),
  ).toHaveText('买家');
  await expect(entry('提交作答（学生提交）')).toHaveCount(1);
  await expect(timeline).not.toContainText('AttemptSubmitted');
  await expect(timeline).not.toContainText('"en"');
  // The buyer's answer came by a timer: bookkeeping, hidden until asked for.
  await expect(teacher.getByTestId('timeline-hidden')).toBeVisible();
  await expect(timeline).not.toContainText('计时器');
  await teacher.getByTestId('timeline-show-internal').click();
  await expect(entry('计时器').first().getByTestId('timeline-actor')).toHaveText('系统');
  await teacher.getByTestId('timeline-show-internal').click();
  await expect(timeline).not.toContainText('计时器');
  // A row unfolds to its data, labelled, the buyer's words as text.
  await entry('Daniel Tan 发来邮件至').locator('.ant-table-row-expand-icon').click();
  await expect(timeline.locator('[data-testid^="timeline-data-"]')).toContainText('Daniel');
  await expect(timeline.locator('[data-testid^="timeline-data-"]')).not.toContainText('{');
  await expect(teacher.getByTestId('student-texts')).toBeVisible();
  // Stepping through the attempt: the mail module's tables after the first event, then the next.
  await teacher.getByTestId('timeline-step-1').click();
  const step = teacher.getByTestId('attempt-step');
  await expect(step).toHaveAttribute('data-version', '1');
  await expect(step.getByTestId('step-event-sentence')).toHaveText('开始案例（练习）');
  await expect(step.getByTestId('step-event-actor')).toHaveText('学生');
  await expect(step.getByTestId('step-table-mail')).toBeVisible();
  // The tables name buyers and stores and show statuses by their labels, not their codes.
  const orders = step.getByTestId('step-table-order');
  await expect(orders).toContainText('Daniel Tan');
  await expect(orders).toContainText('Merlion Home Living');
  await expect(orders).not.toContainText('pendingShipment');
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
  // A score outside the point's range is refused with a message, not clamped.
  await form.getByTestId('override-custom-choice').click();
  await form.getByTestId('override-custom').fill('999');
  await form
    .getByTestId('override-reason')
    .fill('Marked no reply needed in the mail client; the call log shows it.');
  await expect(form.getByTestId('override-out-of-range')).toBeVisible();
  await expect(form.locator('.ant-btn-primary')).toBeDisabled();
  await form.getByTestId('override-full').click();
  await form
    .getByTestId('override-reason')
    .fill('Marked no reply needed in the mail client; the call log shows it.');
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  await expect(teacher.getByTestId('point-override')).toContainText('call log');
  await expect(score).not.toHaveText(before);
  // The adjustment is shown apart from the points the events earned.
  await expect(teacher.getByTestId('analysis-adjustment')).toBeVisible();
  // The teacher's event is stamped with the real time, not the case's clock.
  const adjusted = entry('将得分点 4301 调整为');
  await expect(adjusted.getByTestId('timeline-actor')).toHaveText('教师');
  await expect(adjusted.locator('[data-clock="real"]')).toBeVisible();
  // The same timeline in English.
  await teacher.getByTestId('language-menu').hover();
  await teacher.getByTestId('lang-en').click();
  await expect(
    entry('Mail from Daniel Tan to Merlion Home Living').getByTestId('timeline-actor'),
  ).toHaveText('Buyer');
  await expect(entry('set point 4301 to').getByTestId('timeline-actor')).toHaveText('Teacher');
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
  // Home tells them there is news from the teacher, and the case list marks the case …
  await page.goto('/CaseList?caseType=dailyConsultation');
  const caseRow = page.locator(`tr.ant-table-row[data-row-key="${CASE}"]`);
  await expect(caseRow.getByTestId('case-teacher-news')).toBeVisible();
  await page.goto('/Home');
  const news = page.getByTestId('home-teacher-news');
  await expect(news).toBeVisible();
  // The news opens that case's analysis at once.
  await news.getByTestId(`home-teacher-news-${CASE}`).click();
  await expect(page).toHaveURL(
    new RegExp(`/CaseList\\?caseType=dailyConsultation&analysis=${CASE}$`),
  );
  const analysis = page.getByTestId('analysis');
  await expect(analysis.getByTestId('attempt-review')).toContainText('answer the buyer');
  await expect(analysis.getByTestId('point-override')).toContainText('call log');
  // … until they have read it.
  await page.keyboard.press('Escape');
  await expect(analysis).toBeHidden();
  await expect(caseRow.getByTestId('case-teacher-news')).toHaveCount(0);
  await page.goto('/Home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-teacher-news')).toHaveCount(0);
  expect(teacherErrors).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
