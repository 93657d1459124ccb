/**
 * A student's training report: empty before any submission, then — once a case is submitted —
 * the case counts by scene category and by module and the case as an assessment result, and the
 * report exported as a PDF after a confirmation, whose text (read with pdf.js, via unpdf) has the same
 * figures. A teacher has no report tab. (student04 is used by no other browser test.)
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
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
  await expect(basic.getByTestId('report-basic-college')).toHaveText(
    'School of International Business',
  );
  await expect(basic.getByTestId('report-basic-major')).toHaveText('Cross-border E-commerce');
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
  await expect(result).toContainText('亚马逊：库存只够发一部分的订单');
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

  // Export as PDF: a confirmation, then a download of A4 pages with the report's text.
  const score = (await result.getByTestId('report-score').textContent()) ?? '';
  await page.getByTestId('report-export-pdf').click();
  const download = page.waitForEvent('download');
  await confirmDialog(page);
  const file = await download;
  expect(file.suggestedFilename()).toBe('实训报告-student04.pdf');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const p = await pdf.getPage(i);
    expect(p.view).toEqual([0, 0, 595.28, 841.89]);
    const content = await p.getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join('');
  }
  await pdf.cleanup();
  for (const s of [
    '实训报告',
    'Student 04',
    'student04',
    'Demo Vocational College',
    'School of International Business',
    '订单仓储',
    '亚马逊：库存只够发一部分的订单',
    score,
    '暂无评价',
    `1 / ${pdf.numPages}`,
  ])
    expect(text).toContain(s);
  await expect(page.getByTestId('report-export-pdf')).not.toHaveClass(/ant-btn-loading/);
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
