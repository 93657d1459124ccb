/**
 * The course centre in the browser (issue 24 §5): a student opens a course's first section from
 * /lessonCenter, reads it (Markdown with its table rendered) while the study clock counts, hides
 * the page (the clock pauses and the server stops counting), and finds the section read and the
 * time on /lessonCenter; their teacher sees it in the class's course progress.
 * (student12 is in teacher01's class; no other browser test studies courses.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, shot, watchErrors } from './helpers.ts';

const COURSE = 'amazon';
const COURSES_DIR = resolve(import.meta.dirname, '../../courses');
/** The shipped courses: each folder of courses/ with a course.yaml. */
const SHIPPED = readdirSync(COURSES_DIR).filter((d) =>
  existsSync(join(COURSES_DIR, d, 'course.yaml')),
).length;

test('a student studies a section, the time is counted, progress shows', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student12', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await page.getByTestId('tab-lessonCenter').click();
  await expect(page).toHaveURL(/\/lessonCenter$/);
  const card = page.getByTestId(`course-${COURSE}`);
  await expect(page.locator('[data-testid^="course-"]')).toHaveCount(SHIPPED);
  await expect(card.getByTestId(`read-${COURSE}`)).toContainText('0 / 3');
  await expect(card.getByTestId(`time-${COURSE}`)).toHaveAttribute('data-seconds', '0');

  await card.getByTestId(`study-${COURSE}`).click();
  await expect(page).toHaveURL(/\/lessonCenter\/Study\?course=amazon&section=atoz-guarantee$/);
  const content = page.getByTestId('section-content');
  await expect(content.locator('h1')).toContainText('A-to-z Guarantee');
  await expect(content.locator('table tr')).not.toHaveCount(0);
  // Links of the text open elsewhere, never in this page.
  await expect(content.locator('a').first()).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByTestId('section-questions')).toContainText('A-to-z');
  await expect(page.getByTestId('study-counting')).toBeVisible();
  await shot(page, 'lesson-study.png');

  // The clock counts while the page is visible: past the 15 s that make a section read.
  const clock = page.getByTestId('study-seconds');
  await expect
    .poll(async () => Number(await clock.getAttribute('data-seconds')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(16);

  // The tab is hidden: counting stops, on the page and on the server.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByTestId('study-counting')).toBeHidden();
  const counted = Number(await clock.getAttribute('data-seconds'));

  await page.getByTestId('tab-lessonCenter').click();
  await expect(page).toHaveURL(/\/lessonCenter$/);
  await expect(card.getByTestId(`read-${COURSE}`)).toContainText('1 / 3');
  const stored = Number(await card.getByTestId(`time-${COURSE}`).getAttribute('data-seconds'));
  // What the server counted is what the page showed when it was hidden (a second either way for
  // the round trips), not the time since.
  expect(Math.abs(stored - counted)).toBeLessThanOrEqual(2);
  await expect(card.getByTestId(`study-${COURSE}`)).toContainText('继续学习');
  await shot(page, 'lesson-center.png');
  expect(errors).toEqual([]);

  // Their teacher sees it in the class's course progress.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const teacher = await context.newPage();
  await teacher.goto('/login');
  await login(teacher, 'teacher01', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/Teacher$/);
  await teacher
    .getByTestId('teacher-classes')
    .locator('[data-testid^="teacher-class-"]:not([data-testid*="card"])')
    .first()
    .click();
  await expect(teacher).toHaveURL(/\/Teacher\/class\//);
  await expect(teacher.getByTestId(`progress-student12-${COURSE}`)).toContainText('1 / 3');
  await context.close();
});
