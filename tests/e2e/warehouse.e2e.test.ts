/**
 * The warehouse in the Temu stock-count case: a refused import (no file, then a file with a
 * missing column: nothing imported), the sample product file imported, and an inventory check
 * counted, reasoned and posted.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  confirmDialog,
  countReason,
  countStock,
  pickOption,
  row,
  shot,
  startCase,
  toast,
  watchErrors,
} from './helpers.ts';

const SAMPLE = resolve(import.meta.dirname, '../../scenarios/samples/temu-new-products.csv');

test('a student imports products and counts the stock', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student05', 'orderWarehousing', 'temu-stock-count');
  await page.getByTestId('menu-warehouse').click();
  await expect(page).toHaveURL(/\/Cangchu$/);
  await expect(row(page, 'KNF-SET6')).toBeVisible();

  // Import: no file, then a file without the qty column, then the sample.
  await page.getByTestId('stock-import').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('import-dialog') });
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog.getByTestId('import-error')).toContainText('请选择文件');

  const bad = join(mkdtempSync(join(tmpdir(), 'cbsim-import-')), 'bad.csv');
  writeFileSync(bad, 'sku,name,price,platform\nNEW-1,New thing,1.50,temu\n');
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog.getByTestId('import-error')).toContainText('未导入任何数据');
  await expect(dialog.getByTestId('import-row-errors')).toContainText('qty');
  await shot(page, 'warehouse-import-errors.png');
  await expect(row(page, 'NEW-1')).toHaveCount(0);

  await dialog.locator('input[type=file]').setInputFiles(SAMPLE);
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page).filter({ hasText: '导入成功' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'PLW-MEM01')).toBeVisible();
  await expect(row(page, 'BTL-750').getByTestId('stock-qty')).toHaveText('60');

  // Inventory check: every line counted, a reason where the count differs.
  await page.getByTestId('check-start').click();
  const panel = page.getByTestId('check-panel');
  await expect(panel).toBeVisible();
  // Started on the case's clock (from 2026-07-06 09:00 +08:00 at 60×), not the wall clock.
  await expect(panel.locator('.ant-card-head')).toContainText(/2026-07-06 (09|1\d):\d\d/);
  expect(await countStock(panel, { 'KNF-SET6': 28, 'TWL-MF3': 5 })).toBeGreaterThan(3);
  await expect(page.getByTestId('check-post')).toBeDisabled();
  await countReason(panel, 'KNF-SET6', '屋顶漏水，2 套生锈报废');
  await countReason(panel, 'TWL-MF3', '3 包买家退货上架时未入账');
  await expect(panel.locator('tr[data-row-key="KNF-SET6"]').getByTestId('check-diff')).toHaveText(
    '-2',
  );
  await shot(page, 'warehouse-check.png', true);
  await page.getByTestId('check-post').click();
  await expect(panel).toBeHidden();
  await expect(row(page, 'KNF-SET6').getByTestId('stock-qty')).toHaveText('28');
  await expect(row(page, 'TWL-MF3').getByTestId('stock-qty')).toHaveText('5');

  // Modify a status; deleting a stocked item asks first.
  await row(page, 'FAN-USB4').getByTestId('stock-modify').click();
  const modify = page.locator('.ant-modal').filter({ has: page.getByTestId('modify-form') });
  await pickOption(page, modify.locator('.ant-select'), '未售');
  await modify.getByTestId('modify-reason').fill('停产');
  await modify.locator('.ant-btn-primary').click();
  await expect(modify).toBeHidden();
  await expect(row(page, 'FAN-USB4')).toContainText('未售');
  await row(page, 'BTL-750').getByTestId('stock-delete').click();
  await confirmDialog(page);
  await expect(row(page, 'BTL-750')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'warehouse.png', true);

  // The count reasons are graded line by line (3210 knife, 3211 towel) in the analysis.
  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/CaseList\?caseType=orderWarehousing&alreaySubmit=true$/);
  await row(page, 'temu-stock-count').getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  for (const point of ['3201', '3202', '3205', '3210', '3211']) {
    await expect(analysis.locator('tr.point-hit').filter({ hasText: point })).toHaveCount(1);
  }
  await shot(page, 'warehouse-score.png', true);
  expect(errors).toEqual([]);
});
