/**
 * Hints in the task: the next one opens behind a confirmation that says its cost, later ones stay
 * locked, an opened one shows its text from then on; the analysis lists the hints and the score
 * pays for them.
 */
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  closeTask,
  confirmDialog,
  login,
  modalWith,
  row,
  shot,
  watchErrors,
} from './helpers.ts';

const CASE_ID = 'amazon-partial-stock';
const LAMP = '112-3941-7781';

test('a student opens a hint, plays the case with it and sees what it cost', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student26', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/CaseList?caseType=orderWarehousing');
  await row(page, CASE_ID).getByTestId('case-start').click();

  const hints = page.getByTestId('task-hints');
  await expect(hints.getByTestId('hint-open-0')).toContainText('扣 5 分');
  await expect(hints.getByTestId('hint-1')).toContainText('请先查看前面的提示');
  await hints.getByTestId('hint-open-0').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('扣 5 分');
  await confirmDialog(page);
  await expect(hints.getByTestId('hint-0')).toContainText('拆分订单');
  await expect(hints.getByTestId('hints-spent')).toContainText('5');
  await expect(hints.getByTestId('hint-open-1')).toBeVisible();
  // Reading hints is reading the task: the clock still waits.
  await expect(page.getByTestId('case-clock')).toHaveAttribute('data-started', 'false');
  await shot(page, 'task-hints.png');
  await closeTask(page);
  await expect(page.getByTestId('case-clock')).toHaveAttribute('data-started', 'true');

  // The hint stays open when the task is read again.
  await page.getByTestId('tool-task').click();
  await expect(hints.getByTestId('hint-0')).toContainText('拆分订单');
  await page.keyboard.press('Escape');

  await row(page, LAMP).getByTestId('order-split').click();
  const split = modalWith(page, 'split-form');
  await split.getByTestId('split-qty').fill('1');
  await split.locator('.ant-btn-primary').click();
  await expect(split).toBeHidden();
  for (const [orderNo, tracking] of [
    [LAMP, 'DHL12345678'],
    ['112-6104-2290', '1Z999AA10123456784'],
  ] as const) {
    await row(page, orderNo).getByTestId('order-ship').click();
    const ship = modalWith(page, 'ship-form');
    await ship.getByTestId('ship-carrier').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await ship.getByTestId('ship-tracking').fill(tracking);
    await ship.locator('.ant-btn-primary').click();
    await expect(ship).toBeHidden();
  }
  await row(page, `${LAMP}-S1`).getByTestId('order-remark').click();
  const remark = modalWith(page, 'remark-text');
  await remark.getByTestId('remark-text').fill('缺货，补货后 5 天内发出');
  await remark.locator('.ant-btn-primary').click();
  await expect(remark).toBeHidden();

  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await row(page, CASE_ID).getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis.getByTestId('analysis-score')).toContainText('95');
  await expect(analysis.getByTestId('analysis-hints')).toContainText('扣 5 分');
  await expect(analysis.getByTestId('analysis-hints')).toContainText('拆分订单');
  await shot(page, 'analysis-hints.png');
  expect(errors).toEqual([]);
});
