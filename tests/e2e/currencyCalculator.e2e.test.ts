/**
 * The toolbox's exchange-rate calculator: the shipped rates' date shown, the currencies the table
 * lacks (VND, RUB) named and not selectable, the amount taking digits and one point only, a
 * conversion by click and one by Enter after swapping the currencies.
 */
import { expect, test } from '@playwright/test';
import { startCase, watchErrors } from './helpers.ts';

test('a student converts amounts with the toolbox calculator', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student29', 'orderWarehousing', 'amazon-partial-stock');
  await page.getByTestId('tool-rates').click();
  const calc = page.getByTestId('currency-calculator');
  await expect(calc.getByTestId('rates-date')).toContainText('2024-06-28');
  await expect(calc.getByTestId('rates-missing')).toContainText('VND, RUB');

  const amount = calc.getByTestId('rates-amount');
  await amount.pressSequentially('-1a00.123456');
  await expect(amount).toHaveValue('100.1234');
  await amount.fill('');
  await amount.pressSequentially('100');
  await calc.getByTestId('rates-convert').click();
  await expect(calc.getByTestId('rates-result')).toContainText('100 USD = 726.22 CNY');

  await calc.getByTestId('rates-swap').click();
  await amount.press('Enter');
  await expect(calc.getByTestId('rates-result')).toContainText('100 CNY = 13.77 USD');

  await calc.getByTestId('rates-to').click();
  const vnd = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: 'VND',
  });
  await expect(vnd).toHaveClass(/ant-select-item-option-disabled/);
  expect(errors).toEqual([]);
});
