/**
 * The full-marks browser tests: one student signed in once per worker, who plays each shipped
 * case through the UI alone (no API calls to set up or to act) and reads its total in the
 * analysis. A case whose points cannot all be earned in the browser fails here.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  closeTask,
  confirmDialog,
  login,
  modalWith,
  pickOption,
  row,
  shot,
  watchErrors,
} from '../helpers.ts';

/**
 * The student of these tests: student20 in the first parallel worker, student21 in the second
 * (the feature tests use their own accounts below 20, and student29).
 */
const studentOf = (parallelIndex: number) => `student${20 + parallelIndex}`;

export const test = base.extend<{ errors: string[] }, { student: Page }>({
  student: [
    async ({ browser }, use, workerInfo) => {
      const u = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: u.baseURL,
        locale: u.locale,
        timezoneId: u.timezoneId,
        reducedMotion: u.reducedMotion,
        viewport: u.viewport,
      });
      const page = await context.newPage();
      await page.goto('/login');
      await login(page, studentOf(workerInfo.parallelIndex), DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/Home$/);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  errors: async ({ student }, use) => {
    const errors = watchErrors(student);
    await use(errors);
    expect(errors).toEqual([]);
  },
});
export { expect };

/** From the practice centre: the case list of the category, start the case, read the task. */
export const openCase = async (page: Page, caseType: string, caseId: string) => {
  await page.getByTestId('tab-practiceCenter').click();
  await page.getByTestId(`category-${caseType}`).click();
  await expect(page).toHaveURL(new RegExp(`/CaseList\\?caseType=${caseType}$`));
  await row(page, caseId).getByTestId('case-start').click();
  await expect(page.getByTestId('toolbox')).toBeVisible();
  await closeTask(page);
};

export const menu = async (page: Page, module: string, path: string) => {
  await page.getByTestId(`menu-${module}`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

const status = (page: Page, orderNo: string) => row(page, orderNo).getByTestId('order-status');

export const ship = async (page: Page, orderNo: string, carrier: string, trackingNo: string) => {
  await row(page, orderNo).getByTestId('order-ship').click();
  const dialog = modalWith(page, 'ship-form');
  await pickOption(page, dialog.getByTestId('ship-carrier'), carrier);
  await dialog.getByTestId('ship-tracking').fill(trackingNo);
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  await expect(status(page, orderNo)).toHaveAttribute('data-status', 'shipped');
};

export const remark = async (page: Page, orderNo: string, text: string) => {
  await row(page, orderNo).getByTestId('order-remark').click();
  const dialog = modalWith(page, 'remark-text');
  await dialog.getByTestId('remark-text').fill(text);
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toBeHidden();
};

/** A file of the case, downloaded through the app as a student would, and its saved path. */
export const downloadCaseFile = async (page: Page, scope: Locator, name: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByTestId(`case-file-${name}`).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const path = test.info().outputPath(name);
  await download.saveAs(path);
  return path;
};

/**
 * Submits, opens the analysis and expects the case total: every point earned (or not needed),
 * no penalty.
 */
export const submitForFullMarks = async (page: Page, caseType: string, caseId: string) => {
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(new RegExp(`/CaseList\\?caseType=${caseType}&alreaySubmit=true$`));
  // The case's notices leave with the case.
  await expect(page.locator('.live-notice')).toHaveCount(0);
  await row(page, caseId).getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis.getByTestId('analysis-score')).toContainText('100');
  await expect(analysis.getByTestId('analysis-score')).toContainText('/ 100');
  await expect(analysis.locator('tr.point-missed')).toHaveCount(0);
  await expect(analysis.locator('tr.point-triggered')).toHaveCount(0);
  await expect(analysis.locator('tr.point-partial')).toHaveCount(0);
  await expect(analysis.getByTestId('analysis-verdict')).toContainText('通过');
  await shot(page, `full-marks-${caseId}.png`);
  await page.keyboard.press('Escape');
  await expect(analysis).toBeHidden();
};
