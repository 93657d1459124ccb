/** Full marks in the two order-desk cases, through the UI alone. */
import { confirmDialog, modalWith, row } from '../helpers.ts';
import { expect, menu, openCase, remark, ship, submitForFullMarks, test } from './play.ts';

test('amazon-partial-stock reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const LAMP = '112-3941-7781';
  await openCase(page, 'orderWarehousing', 'amazon-partial-stock');
  await menu(page, 'orders', '/orderSlove');

  // The order wants 3 lamps: how many are in stock, the goods lookup tells.
  await row(page, LAMP).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId(`order-detail-${LAMP}`)).toContainText('LAMP-01');
  const ordered = Number(
    await page
      .getByTestId(`order-detail-${LAMP}`)
      .locator('tr.ant-table-row')
      .filter({ hasText: 'LAMP-01' })
      .locator('td')
      .nth(2)
      .innerText(),
  );
  await page.getByTestId('tool-goods').click();
  const lookup = page.locator('.ant-modal').filter({ has: page.getByTestId('goods-lookup') });
  await lookup.getByTestId('goods-search').locator('input').fill('LAMP-01');
  await lookup.getByTestId('goods-search').locator('input').press('Enter');
  const lamp = lookup.locator('tr.ant-table-row[data-row-key="LAMP-01"]');
  await expect(lamp).toBeVisible();
  const inStock = Number(await lamp.locator('td').nth(4).innerText());
  await page.keyboard.press('Escape');
  await expect(lookup).toBeHidden();
  expect([ordered, inStock]).toEqual([3, 2]);

  // Split what is out of stock into its own order; the input stops at what may move.
  await row(page, LAMP).getByTestId('order-split').click();
  const split = modalWith(page, 'split-form');
  await split.getByTestId('split-qty').fill('99');
  await split.getByTestId('split-qty').blur();
  await expect(split.getByTestId('split-qty')).toHaveValue('2');
  await split.getByTestId('split-qty').fill(String(ordered - inStock));
  await split.locator('.ant-btn-primary').click();
  await expect(split).toBeHidden();
  await expect(row(page, `${LAMP}-S1`)).toBeVisible();

  await ship(page, LAMP, 'DHL', 'DHL12345678');
  await remark(page, `${LAMP}-S1`, '缺货，补货后 5 天内发出 (out of stock, ships within 5 days)');
  await ship(page, '112-6104-2290', 'UPS', '1Z999AA10123456784');
  await submitForFullMarks(page, 'orderWarehousing', 'amazon-partial-stock');
});

test('aliexpress-merge-gift reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'customerMarketing', 'aliexpress-merge-gift');
  await menu(page, 'orders', '/orderSlove');
  // Maria's orders of this store (Aurora Crafts), oldest first: the ones to send as one present.
  const hers = page
    .locator('tr.ant-table-row')
    .filter({ hasText: 'Maria Rossi' })
    .filter({ hasText: 'Aurora Crafts' });
  await expect(hers).toHaveCount(2);
  const [FIRST, SECOND] = (
    await hers.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''))
  ).sort() as [string, string];

  // Merge Maria's two orders of the same store (the older one absorbs the other).
  await row(page, SECOND).locator('.ant-checkbox-input').check();
  await row(page, FIRST).locator('.ant-checkbox-input').check();
  await page.getByTestId('merge-selected').click();
  await confirmDialog(page);
  await expect(row(page, SECOND)).toHaveCount(0);
  await row(page, FIRST).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId(`order-detail-${FIRST}`)).toContainText('SCARF-SLK');

  await row(page, FIRST).getByTestId('order-markGift').click();
  await expect(row(page, FIRST)).toContainText('礼品');
  await remark(page, FIRST, '礼品包装，包裹内不要放价格单据和发票');
  await ship(page, FIRST, 'DHL', 'DHL55501234');
  await submitForFullMarks(page, 'customerMarketing', 'aliexpress-merge-gift');
});
