/**
 * A teacher writes a case in the browser (issue 22 §5): copies a shipped case into the case
 * library, makes a mistake and sees the error at its line in the editor, fixes it, explores it to
 * its total (its progress shown while it runs), tries it as a student to 100 in the case layout,
 * and publishes it to their class. A student of that class plays it to 100 through the UI; a
 * student of the other class does not see it.
 * (teacher02 teaches class 2026-2; student22 is in it and used by no other browser test;
 * student14, of class 2026-1, only reads its case list here.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  closeTask,
  confirmDialog,
  logItem,
  login,
  modalWith,
  row,
  toast,
  watchErrors,
} from './helpers.ts';

const SHIPPED = 'shopee-thank-you';
const source = readFileSync(
  resolve(import.meta.dirname, `../../scenarios/cases/${SHIPPED}.yaml`),
  'utf8',
);
// The copy changes the id line only: the lines stay where they are.
const totalLine = source.split('\n').findIndex((l) => l.startsWith('totalScore:')) + 1;

/** Opens a mail of the inbox, replies with the text and sends. */
const replyTo = async (page: Page, mailId: string, text: string) => {
  await row(page, mailId).click();
  await page.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await compose.getByTestId('mail-body').fill(text);
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await page.getByTestId('mail-back').click();
};

/**
 * The case as a student earns full marks in it (as cases/mail.e2e.test.ts plays the shipped one),
 * from its first page with the task closed, up to the submit confirmed.
 */
const playToFullMarks = async (page: Page) => {
  await expect(page).toHaveURL(/\/Mail$/);
  // Siti thanks the shop in Malay: nothing to answer, filed as such.
  await row(page, 'm1').click();
  await expect(page.getByTestId('mail-text')).toContainText('Terima kasih');
  await page.getByTestId('mail-noReply').click();
  await expect(page.getByTestId('mail-detail')).toContainText('无需回复');
  await page.getByTestId('mail-back').click();
  // Daniel asks in English when his order ships; its number is in his subject.
  const order = (await row(page, 'm2').innerText()).match(/2606\d\d[A-Z0-9]{8}/)?.[0];
  expect(order).toBeDefined();
  await replyTo(
    page,
    'm2',
    `Hi Daniel, thank you for your order ${order}. It ships within 2 days: we hand it to the ` +
      'courier on Wednesday 10 June, and delivery in Singapore takes 1-2 working days, so it ' +
      'arrives before Saturday 13 June, in time for the birthday. Best regards, Merlion Home Living',
  );
  // The promise goes in the follow-up log, for the team to check it is kept.
  await logItem(page, 'Daniel', order!, `${order}: promised it ships on Wednesday 10 June`);
  await modalWith(page, 'follow-up-log').locator('.ant-modal-close').click();
  await expect(modalWith(page, 'follow-up-log')).toBeHidden();
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
};

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

test('a teacher copies a case, fixes a mistake at its line, explores, tries and publishes it; a student of the class plays it to 100', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
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
  // CodeMirror renders only the lines near the view: scroll down until the line is there.
  const lineOf = async (from: RegExp) => {
    const line = editor.locator('.cm-line', { hasText: from });
    const scroller = editor.locator('.cm-scroller');
    await scroller.evaluate((el) => el.scrollTo(0, 0));
    for (let i = 0; i < 60 && (await line.count()) === 0; i += 1)
      await scroller.evaluate((el) => el.scrollBy(0, 200));
    return line;
  };
  const replaceLine = async (from: RegExp, text: string) => {
    await (await lineOf(from)).click();
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

  // Fixed with the schema's completion: the key is offered as it is typed, then its value.
  await replaceLine(/^totalScore: lots$/, 'totalSc');
  // Taken with a click: the popup ignores Enter for its first moments (interactionDelay).
  await page.locator('.cm-tooltip-autocomplete li', { hasText: 'totalScore' }).click();
  await page.keyboard.type('100');
  await expect(editor.locator('.cm-line', { hasText: /^totalScore: 100$/ })).toHaveCount(1);
  await expect(page.getByTestId('draft-valid')).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveCount(0);

  // Explored (saved first): its progress shows while it runs, then the report.
  await page.getByTestId('draft-explore').click();
  await expect(page.getByTestId('explore-progress-text')).toContainText('目前最高', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('explore-summary')).toContainText('100 / 100', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('explore-progress')).toHaveCount(0);
  await expect(page.getByTestId('explore-report')).toContainText(`${caseId}: best 100/100`);

  // Tried as a student, in the case layout, to full marks; back in the editor with the score.
  await page.getByTestId('draft-try').click();
  await expect(page.getByTestId('toolbox')).toBeVisible();
  await closeTask(page);
  await expect(page.getByTestId('case-heading')).toBeVisible();
  await playToFullMarks(page);
  await expect(page).toHaveURL(/\/Teacher\/cases\/[\w-]+\?trial=[\w-]+$/);
  await expect(page.getByTestId('trial-score')).toContainText('试做得分 100 / 100');
  await expect(page.getByTestId('trial-result').locator('tr.point-missed')).toHaveCount(0);
  await expect(heading).toHaveText(caseId);

  // A case file uploaded beside the draft shows in its list; removed, it is gone.
  const files = page.getByTestId('draft-files');
  await files
    .locator('input[type=file]')
    .setInputFiles(resolve(import.meta.dirname, '../../scenarios/samples/site-orders.csv'));
  await expect(files.getByTestId('draft-file-site-orders.csv')).toBeVisible();
  await expect(toast(page).filter({ hasText: '已上传 site-orders.csv' })).toBeVisible();
  await files.getByTestId('draft-file-site-orders.csv').getByRole('button').click();
  await expect(files.getByTestId('draft-file-site-orders.csv')).toHaveCount(0);
  await expect(page.getByTestId('draft-valid')).toBeVisible();

  // Published to teacher02's class only.
  await page.getByTestId('draft-publish').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '发布到班级' });
  await dialog.getByTestId('publish-class-Cross-border E-commerce 2026-2').click();
  await dialog.locator('.ant-btn-primary').click();
  // The upload's notice may still be showing: look for the publish notice among them.
  await expect(toast(page).filter({ hasText: `已发布为 ${caseId}` })).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: '已发布' })).toBeVisible();
  await page.getByTestId('teacher-back').click();
  await expect(page.getByTestId('draft-table')).toContainText(caseId);
  expect(errors).toEqual([]);

  // A student of that class sees it and plays it to full marks; a student of the other class
  // does not see it.
  const inClass = await caseListOf(browser, 'student22');
  const student = inClass.page;
  const studentErrors = watchErrors(student);
  await row(student, caseId).getByTestId('case-start').click();
  await expect(student.getByTestId('toolbox')).toBeVisible();
  await closeTask(student);
  await playToFullMarks(student);
  await expect(student).toHaveURL(/\/CaseList\?caseType=dailyConsultation&alreaySubmit=true$/);
  await row(student, caseId).getByTestId('case-analysis').click();
  const analysis = student.getByTestId('analysis');
  await expect(analysis.getByTestId('analysis-score')).toContainText('100');
  await expect(analysis.getByTestId('analysis-score')).toContainText('/ 100');
  await expect(analysis.locator('tr.point-missed')).toHaveCount(0);
  expect(studentErrors).toEqual([]);
  await inClass.context.close();
  const other = await caseListOf(browser, 'student14');
  await expect(row(other.page, caseId)).toHaveCount(0);
  await other.context.close();
});
