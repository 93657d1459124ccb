/**
 * After-sales in the Shopee case: a refund stops at the amount received; a return is
 * agreed in full (with the full-refund confirmation), the buyer ships it by themselves (a
 * policy timer, pushed over the websocket), the goods are confirmed received, the refund is
 * issued and the stock restored; a change-of-mind return is refused with a reason.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPost, confirmDialog, modalWith, row, shot, startCase, watchErrors } from './helpers.ts';

const RETURN = 'RR-260613-001';
const MUGS = 'RF-260614-002';
const BOARD = 'RR-260614-003';

const status = (page: Page, id: string) => row(page, id).getByTestId('after-sale-status');

test('a student agrees to a return, receives it and refuses another', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startCase(page, 'student06', 'disputeClaims', 'shopee-return-refund');
  await page.getByTestId('menu-afterSales').click();
  await expect(page).toHaveURL(/\/afterSell$/);
  await expect(status(page, RETURN)).toHaveAttribute('data-status', 'applied');

  // Refund-only of one cracked mug: the amount stops at what the order received (S$36.49).
  await row(page, MUGS).getByTestId('after-sale-agree').click();
  const agree = modalWith(page, 'agree-form');
  await agree.getByTestId('refund-input').fill('40');
  await expect(agree.getByTestId('refund-input')).toHaveValue('36.49');
  await expect(status(page, MUGS)).toHaveAttribute('data-status', 'applied');
  await agree.getByTestId('refund-input').fill('8.5');
  await agree.locator('.ant-btn-primary').click();
  await expect(agree).toBeHidden();
  await expect(status(page, MUGS)).toHaveAttribute('data-status', 'refunded');

  const blender = async () =>
    (
      (await apiPost(page, '/api/PTStorage/list', { keyword: 'BLEND-P1' })) as {
        list: { sku: string; qty: number }[];
      }
    ).list.find((s) => s.sku === 'BLEND-P1')?.qty ?? NaN;
  const before = await blender();

  // The defective blender: agree to the full refund, which asks once more.
  await row(page, RETURN).getByTestId('after-sale-agree').click();
  const agree2 = modalWith(page, 'agree-form');
  await agree2.getByTestId('refund-input').fill('42.39');
  await agree2.locator('.ant-btn-primary').click();
  await confirmDialog(page);
  await expect(status(page, RETURN)).toHaveAttribute('data-status', 'awaitingReturn');
  await shot(page, 'after-sales-agreed.png');

  // The buyer ships the return 30 sim-minutes later (30 s at speed 60); the page updates itself.
  await expect(status(page, RETURN)).toHaveAttribute('data-status', 'returnShipped', {
    timeout: 60_000,
  });
  await expect(row(page, RETURN)).toContainText('JTSG6012345678');
  await row(page, RETURN).getByTestId('after-sale-received').click();
  await confirmDialog(page);
  await expect(status(page, RETURN)).toHaveAttribute('data-status', 'refunded');
  await expect(row(page, RETURN).getByTestId('refund-amount')).toHaveText('42.39');
  expect(await blender()).toBe(before + 1);

  // Change of mind after 39 days: refuse, with the warning and a reason.
  await row(page, BOARD).getByTestId('after-sale-refuse').click();
  const refuse = modalWith(page, 'refuse-form');
  await expect(refuse.getByTestId('refuse-warning')).toContainText('视为拒绝');
  await refuse
    .getByTestId('after-sale-text')
    .fill('已超过签收后 15 天的无理由退货期限，且商品已使用。');
  await shot(page, 'after-sales-refuse.png');
  await refuse.locator('.ant-btn-primary').click();
  await expect(refuse).toBeHidden();
  await expect(status(page, BOARD)).toHaveAttribute('data-status', 'refused');
  await shot(page, 'after-sales.png', true);
  expect(errors).toEqual([]);
});
