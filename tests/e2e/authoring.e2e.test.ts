/**
 * A teacher writes a case in the browser (issue 22 §5): copies a shipped case into the case
 * library, makes a mistake and sees the error at its line in the editor, fixes it, explores it to
 * its total and publishes it to their class. A student of that class finds it in the case list; a
 * student of the other class does not.
 * (teacher02 teaches class 2026-2; student22 is in it and used by no other browser test;
 * student14, of class 2026-1, only reads its case list here.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, login, row, toast, watchErrors } from './helpers.ts';

const SHIPPED = 'shopee-thank-you';
const source = readFileSync(
  resolve(import.meta.dirname, `../../scenarios/cases/${SHIPPED}.yaml`),
  'utf8',
);
// The copy changes the id line only: the lines stay where they are.
const totalLine = source.split('\n').findIndex((l) => l.startsWith('totalScore:')) + 1;

/** The daily-consultation case list of a student, in a browser of their own. */
const caseListOf = async (browser: Browser, userName: string) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, userName, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await page.getByTestId('tab-practiceCenter').click();
  await page.getByTestId('category-dailyConsultation').click();
  await expect(row(page, SHIPPED)).toBeVisible();
  return { page, context };
};

test('a teacher copies a case, fixes a mistake at its line, explores and publishes it to one class', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'teacher02', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Teacher$/);
  await page.getByTestId('tab-Teacher/cases').click();
  await expect(page).toHaveURL(/\/Teacher\/cases$/);
  await page.getByTestId(`shipped-copy-${SHIPPED}`).click();
  await expect(page).toHaveURL(/\/Teacher\/cases\/[\w-]+$/);
  const heading = page.locator('h3');
  await expect(heading).toHaveText(new RegExp(`^${SHIPPED}-\\w{6}$`));
  const caseId = (await heading.textContent())!;
  await expect(page.getByTestId('draft-valid')).toBeVisible({ timeout: 20_000 });

  // A mistake: the total is not a number. The error shows at its line, in the editor too.
  const editor = page.getByTestId('yaml-editor');
  const replaceLine = async (from: RegExp, text: string) => {
    await editor.locator('.cm-line', { hasText: from }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type(text);
  };
  await replaceLine(/^totalScore: 100$/, 'totalScore: lots');
  const error = page.getByTestId('draft-error');
  await expect(error).toHaveCount(1, { timeout: 20_000 });
  await expect(error).toHaveAttribute('data-line', String(totalLine));
  await expect(error).toContainText(`第 ${totalLine} 行`);
  await expect(
    editor.locator('.cm-line', { hasText: /^totalScore: lots$/ }).locator('.cm-lintRange-error'),
  ).toHaveCount(1);

  // Fixed: the check is clean again.
  await replaceLine(/^totalScore: lots$/, 'totalScore: 100');
  await expect(page.getByTestId('draft-valid')).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveCount(0);

  // Explored (saved first): a student can reach the total.
  await page.getByTestId('draft-explore').click();
  await expect(page.getByTestId('explore-summary')).toContainText('100 / 100', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('explore-report')).toContainText(`${caseId}: best 100/100`);

  // Published to teacher02's class only.
  await page.getByTestId('draft-publish').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '发布到班级' });
  await dialog.getByTestId('publish-class-Cross-border E-commerce 2026-2').click();
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page)).toContainText(`已发布为 ${caseId}`);
  await expect(page.locator('.ant-tag', { hasText: '已发布' })).toBeVisible();
  await page.getByTestId('teacher-back').click();
  await expect(page.getByTestId('draft-table')).toContainText(caseId);
  expect(errors).toEqual([]);

  // A student of that class sees it; a student of the other class does not.
  const inClass = await caseListOf(browser, 'student22');
  await expect(row(inClass.page, caseId)).toBeVisible();
  await inClass.context.close();
  const other = await caseListOf(browser, 'student14');
  await expect(row(other.page, caseId)).toHaveCount(0);
  await other.context.close();
});
