/**
 * Claims on the unhappy paths a student finds: an empty form files nothing, an amount stops at
 * what the order brought in, and a claim filed by mistake is cancelled after a confirmation.
 */
import { expect, test } from '@playwright/test';
import {
  confirmDialog,
  modalWith,
  pickOption,
  row,
  startCase,
  toast,
  watchErrors,
} from './helpers.ts';

test('claims: required fields, the amount limit, cancel after confirming', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student13', 'disputeClaims', 'shopee-claim-logistics');
  await page.getByTestId('menu-claim').click();
  await expect(page).toHaveURL(/\/claimMode$/);

  await page.getByTestId('claim-add').click();
  const form = modalWith(page, 'claim-form');
  await form.getByTestId('claim-submit').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(6);

  // The broken bottle: a damage claim filed, then thought better of and cancelled.
  await pickOption(page, form.getByTestId('claim-store'), 'Orchid Home Scents');
  await pickOption(page, form.getByTestId('claim-kind'), '物流商');
  await pickOption(page, form.getByTestId('claim-counterparty'), 'Ninja Van');
  await pickOption(page, form.getByTestId('claim-reason'), '运输破损');
  await pickOption(page, form.getByTestId('claim-order'), '260905RT4Y7PLA');
  const amount = form
    .locator('input[data-testid="claim-amount"], [data-testid="claim-amount"] input')
    .first();
  await amount.fill('99999');
  await amount.blur();
  await expect(amount).not.toHaveValue('99999');
  await form.getByTestId('claim-description').fill('Bottle broken in transit.');
  await form.getByTestId('claim-submit').click();
  await expect(form).toBeHidden();
  await expect(row(page, 'CL1').getByTestId('claim-status')).toHaveAttribute(
    'data-status',
    'waiting',
  );
  await row(page, 'CL1').getByTestId('claim-cancel').click();
  await confirmDialog(page);
  await expect(toast(page).filter({ hasText: '索赔已取消' })).toBeVisible();
  await expect(row(page, 'CL1').getByTestId('claim-status')).toHaveAttribute(
    'data-status',
    'cancelled',
  );
  await expect(row(page, 'CL1').getByTestId('claim-cancel')).toHaveCount(0);
  expect(errors).toEqual([]);
});
