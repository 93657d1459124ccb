/**
 * A student's training report: empty before any submission, then — once a case is submitted —
 * the case counts by scene category and by module and the case as an assessment result. A teacher
 * has no report tab. (student04 is used by no other browser test.)
 */
import { expect, test, type Locator } from '@playwright/test';
import {
  DEMO_PASSWORD,
  closeTask,
  confirmDialog,
  login,
  row,
  shot,
  watchErrors,
} from './helpers.ts';

const CASE_ID = 'amazon-partial-stock';

/** The cells of a tally row: label, total, completed, average. */
const cells = (tallyRow: Locator) => tallyRow.locator('td');

test('a student reads their training report before and after submitting a case', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student04', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);

  // Nothing submitted yet: the report says so.
  await page.getByTestId('tab-report').click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByTestId('report-page')).toBeVisible();
  const basic = page.getByTestId('report-basic');
  await expect(basic.getByTestId('report-basic-name')).toHaveText('Student 04');
  await expect(basic.getByTestId('report-basic-account')).toHaveText('student04');
  await expect(basic.getByTestId('report-basic-school')).toHaveText('Demo Vocational College');
  await expect(basic.getByTestId('report-basic-className')).toHaveText(
    'Cross-border E-commerce 2026-1',
  );
  await expect(basic.getByTestId('report-basic-teacher')).toHaveText('Teacher 01');
  await expect(page.getByTestId('report-no-assessments')).toBeVisible();
  const categories = page.getByTestId('report-categories');
  const warehousing = cells(categories.locator('tr[data-row-key="orderWarehousing"]'));
  await expect(warehousing.nth(0)).toHaveText('订单仓储');
  await expect(warehousing.nth(1)).toHaveText('3');
  await expect(warehousing.nth(2)).toHaveText('0');
  await expect(warehousing.nth(3)).toHaveText('—');

  // Play and submit the partial-stock case.
  await page.getByTestId('tab-practiceCenter').click();
  await page.getByTestId('category-orderWarehousing').click();
  await row(page, CASE_ID).getByTestId('case-start').click();
  await expect(page.getByTestId('toolbox')).toBeVisible();
  await closeTask(page);
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/alreaySubmit=true$/);

  // The report counts it and lists it as an assessment result.
  await page.getByTestId('tab-report').click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByTestId('tab-report')).toBeVisible();
  await expect(warehousing.nth(1)).toHaveText('3');
  await expect(warehousing.nth(2)).toHaveText('1');
  await expect(warehousing.nth(3)).toHaveText(/^\d+(\.\d)?$/);
  const consultation = cells(categories.locator('tr[data-row-key="dailyConsultation"]'));
  await expect(consultation.nth(2)).toHaveText('0');
  await expect(consultation.nth(3)).toHaveText('—');
  const orders = cells(page.getByTestId('report-modules').locator('tr[data-row-key="orders"]'));
  await expect(orders.nth(0)).toHaveText('订单处理');
  await expect(orders.nth(2)).toHaveText('1');

  const assessments = page.getByTestId('report-assessments');
  await expect(page.getByTestId('report-no-assessments')).toHaveCount(0);
  const result = assessments.locator('tr.ant-table-row');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('亚马逊缺货订单拆分发货');
  await expect(result).toContainText('订单仓储');
  await expect(result.getByTestId('report-score')).toHaveText(/^\d+(\.\d)? \/ \d+(\.\d)?$/);
  await expect(result.getByTestId('report-rank')).toHaveText(/^\d+ \/ \d+$/);
  await expect(result).toContainText('暂无评价');
  // The charts draw the submitted case: an SVG with the module's bar and the score's line.
  await expect(page.getByTestId('report-chart-modules').locator('svg')).toBeVisible();
  await expect(page.getByTestId('report-chart-modules')).toContainText('订单处理');
  await expect(
    page.getByTestId('report-chart-progress').locator('svg path').first(),
  ).toBeAttached();
  await shot(page, 'training-report.png', true);
  expect(errors).toEqual([]);

  // A teacher has no report tab.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const teacher = await context.newPage();
  await teacher.goto('/login');
  await login(teacher, 'teacher01', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/Teacher$/);
  await expect(teacher.getByTestId('tab-Teacher')).toBeVisible();
  await expect(teacher.getByTestId('tab-report')).toHaveCount(0);
  await context.close();
});
