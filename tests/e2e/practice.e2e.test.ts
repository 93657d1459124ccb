/**
 * A student's practice run: sign in, open the case list, start amazon-partial-stock, split and
 * ship on the order desk, meet the stock rule, submit, and read the score breakdown.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  closeTask,
  confirmDialog,
  login,
  modalWith,
  operateElsewhere,
  pickOption,
  row,
  shot,
  toast,
  watchErrors,
} from './helpers.ts';

const CASE_ID = 'amazon-partial-stock';
/** The shipped cases: every case file (a new case changes the count, not this test). */
const SHIPPED = readdirSync(resolve(import.meta.dirname, '../../scenarios/cases')).filter((f) =>
  f.endsWith('.yaml'),
).length;
const ORDER = '112-3941-7781';
const SPLIT = `${ORDER}-S1`;

test('a student practises the partial-stock case and reads the analysis', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student01', 'not-the-password');
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login.png');

  await login(page, 'student01', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('header-user')).toContainText('Student 01');
  await expect(page.getByTestId('stat-available')).toContainText(String(SHIPPED));
  await shot(page, 'home.png');

  await page.getByTestId('tab-practiceCenter').click();
  await expect(page).toHaveURL(/\/practiceCenter$/);
  await expect(page.getByTestId('category-orderWarehousing')).toContainText('3');
  await shot(page, 'practice-centre.png');
  await page.getByTestId('category-orderWarehousing').click();
  await expect(page).toHaveURL(/\/CaseList\?caseType=orderWarehousing$/);
  const caseRow = row(page, CASE_ID);
  await expect(caseRow).toContainText('亚马逊：库存只够发一部分的订单');
  await caseRow.getByTestId('case-start').click();
  // The task opens when the case starts.
  await expect(page.getByTestId('task-body')).toContainText('不取消买家的订单');
  await closeTask(page);

  await expect(page).toHaveURL(/\/orderSlove$/);
  await expect(page.getByTestId('orders-page')).toBeVisible();
  await expect(row(page, ORDER)).toBeVisible();
  await expect(page.getByTestId('live-status').locator('.ant-badge-status-success')).toBeVisible();

  // The task of the case, from the toolbox.
  await page.getByTestId('tool-task').click();
  await expect(page.getByTestId('task-body')).toContainText('不取消买家的订单');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('task-body')).toBeHidden();

  // Split one lamp off into a new order.
  await row(page, ORDER).getByTestId('order-split').click();
  const split = modalWith(page, 'split-form');
  await expect(split).toContainText('LAMP-01');
  await split.getByTestId('split-qty').fill('1');
  await split.locator('.ant-btn-primary').click();
  await expect(split).toBeHidden();
  await expect(row(page, SPLIT)).toBeVisible();

  // Ship the two lamps in stock.
  await row(page, ORDER).getByTestId('order-ship').click();
  const ship = modalWith(page, 'ship-form');
  await pickOption(page, ship.getByTestId('ship-carrier'), 'DHL');
  await ship.getByTestId('ship-tracking').fill('DHL12345678');
  await ship.locator('.ant-btn-primary').click();
  await expect(ship).toBeHidden();
  await expect(row(page, ORDER).getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'shipped',
  );
  await expect(row(page, ORDER).getByTestId('order-status')).toHaveText('已发货');

  // The split lamp cannot ship: no stock left.
  await row(page, SPLIT).getByTestId('order-ship').click();
  const ship2 = modalWith(page, 'ship-form');
  await pickOption(page, ship2.getByTestId('ship-carrier'), 'DHL');
  await ship2.getByTestId('ship-tracking').fill('DHL87654321');
  await ship2.locator('.ant-btn-primary').click();
  await expect(toast(page).filter({ hasText: 'LAMP-01' })).toContainText('库存不足');
  await ship2.locator('.ant-modal-close').click();
  await expect(row(page, SPLIT).getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'pendingShipment',
  );

  // A change made elsewhere (another tab) reaches this page through the live channel.
  await operateElsewhere(page, { type: 'MarkGift', orderNo: '112-7730-0415', gift: true });
  await expect(row(page, '112-7730-0415')).toContainText('礼品');

  await row(page, ORDER).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId(`order-detail-${ORDER}`)).toContainText('DHL12345678');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'orders.png', true);

  // Submit and land on the case list of the category.
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/CaseList\?caseType=orderWarehousing&alreaySubmit=true$/);
  await expect(page.getByTestId('submitted-notice')).toBeVisible();

  await row(page, CASE_ID).getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  // The split (30) and the two lamps shipped (40).
  await expect(analysis.getByTestId('analysis-score')).toContainText('70');
  await expect(analysis.getByTestId('analysis-verdict')).toContainText('通过');
  const points = analysis.locator('tr.ant-table-row');
  await expect(points).toHaveCount(6);
  await expect(analysis.locator('tr.point-hit')).toHaveCount(2);
  await expect(points.first()).toContainText('1201');
  await shot(page, 'score.png');

  // The same analysis in English.
  await page.keyboard.press('Escape');
  await page.getByTestId('language-menu').hover();
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('case-list-page')).toContainText('Orders & warehousing');
  await row(page, CASE_ID).getByTestId('case-analysis').click();
  await expect(page.getByTestId('analysis')).toContainText('Split the out-of-stock lamp');
  await expect(page.getByTestId('analysis-verdict')).toContainText('Passed');
  await shot(page, 'score-en.png');
  expect(errors).toEqual([]);
});

test('unknown paths show the 404 page and the guard sends strangers to /login', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('not-found')).toBeVisible();

  await page.goto('/orderSlove');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});
