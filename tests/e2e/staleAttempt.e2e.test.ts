/**
 * The unhappy paths a student finds: a double click on a dialog's button sends one command, and
 * an attempt started over in another tab turns read-only in the first one.
 */
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  apiPost,
  login,
  modalWith,
  pickOption,
  row,
  startCase,
  toast,
  watchErrors,
} from './helpers.ts';

const CASE_ID = 'amazon-partial-stock';
const DESK = '112-6104-2290';

test('a double click ships once; a reset in another tab closes the attempt here', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await startCase(page, 'student09', 'orderWarehousing', CASE_ID);
  await page.getByTestId('menu-orders').click();

  await row(page, DESK).getByTestId('order-ship').click();
  const ship = modalWith(page, 'ship-form');
  await pickOption(page, ship.getByTestId('ship-carrier'), 'UPS');
  await ship.getByTestId('ship-tracking').fill('1Z999AA10123456784');
  await ship.locator('.ant-btn-primary').dblclick();
  await expect(ship).toBeHidden();
  await expect(row(page, DESK).getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'shipped',
  );
  // One command, no conflict: one success toast, no error.
  await expect(toast(page).filter({ hasText: '订单已发货' })).toHaveCount(1);
  await expect(toast(page)).toHaveCount(1);
  const { version } = (await apiPost(page, '/api/PTOrder/list', {})) as { version: number };

  // Another tab of the same student starts the case over.
  const other = await context.newPage();
  await other.goto('/login');
  await login(other, 'student09', DEMO_PASSWORD);
  await other.getByTestId('tab-practiceCenter').click();
  await other.getByTestId('category-orderWarehousing').click();
  await row(other, CASE_ID).getByTestId('case-reset').click();
  await other.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(other.locator('.ant-message-notice')).toBeVisible();
  await other.close();

  // This tab hears it: the old attempt is read-only, and the way back is offered.
  const closed = page.getByTestId('attempt-closed');
  await expect(closed).toContainText('该练习已被重置');
  // Its stream took the reset and nothing else.
  const after = (await apiPost(page, '/api/PTOrder/list', {})) as { version: number };
  expect(after.version).toBe(version + 1);
  await closed.locator('.ant-btn-primary').click();
  await expect(page).toHaveURL(/\/CaseList\?caseType=orderWarehousing$/);
  await expect(row(page, CASE_ID).getByTestId('case-continue')).toBeVisible();
  expect(errors).toEqual([]);
});
