/**
 * The toolbox's exchange-rate calculator: the shipped rates' date shown, the currencies the table
 * lacks (VND, RUB) named and not selectable, the amount taking digits and one point only, a
 * conversion by click and one by Enter after swapping the currencies. Then the admin imports an
 * ECB daily file (a refused one first) and the calculator shows the imported rates and their date.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, startCase, watchErrors } from './helpers.ts';

/** A file in the layout of the ECB's eurofxref-daily.xml. */
const ecbXml = (date: string, rates: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<Cube><Cube time='${date}'>
${Object.entries(rates)
  .map(([c, r]) => `<Cube currency='${c}' rate='${r}'/>`)
  .join('\n')}
</Cube></Cube>
</gesmes:Envelope>
`;

test('a student converts amounts with the toolbox calculator; an admin imports ECB rates', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // Not amazon-partial-stock: the CSP test starts that one as student29.
  await startCase(page, 'student29', 'orderWarehousing', 'temu-stock-count');
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
  // Escape closes the list, then the dialog.
  await expect(async () => {
    if (await calc.isVisible()) await page.keyboard.press('Escape');
    await expect(calc).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  const dir = mkdtempSync(join(tmpdir(), 'cbsim-rates-e2e-'));
  const bad = join(dir, 'no-cny.xml');
  writeFileSync(bad, ecbXml('2025-03-03', { USD: '1.05' }));
  const good = join(dir, 'eurofxref-daily.xml');
  writeFileSync(
    good,
    ecbXml('2025-03-03', { USD: '1.0500', CNY: '7.6000', MYR: '4.6', RUB: '95' }),
  );
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminErrors = watchErrors(admin);
  await admin.goto('/login');
  await login(admin, 'admin', DEMO_PASSWORD);
  await admin.getByTestId('tab-Admin').click();
  await admin.getByTestId('admin-tab-rates').click();
  const panel = admin.getByTestId('admin-rates');
  await expect(panel.getByTestId('admin-rates-origin')).toContainText('2024-06-28');
  await panel.locator('input[type="file"]').setInputFiles(bad);
  await expect(panel.getByTestId('admin-rates-error')).toContainText('没有人民币汇率');
  await expect(panel.getByTestId('admin-rates-origin')).toContainText('2024-06-28');
  await panel.locator('input[type="file"]').setInputFiles(good);
  await expect(panel.getByTestId('admin-rates-origin')).toContainText('2025-03-03');
  // 1.05 / 7.6 = 0.13815… → 0.1382
  await expect(panel.locator('tr', { hasText: 'USD' })).toContainText('0.1382');
  await adminContext.close();

  // The student's calculator now uses the import: RUB has a rate, VND still has none.
  await page.getByTestId('tool-rates').click();
  await expect(calc.getByTestId('rates-date')).toContainText('2025-03-03');
  await expect(calc.getByTestId('rates-missing')).toContainText('VND');
  await expect(calc.getByTestId('rates-missing')).not.toContainText('RUB');
  await calc.getByTestId('rates-amount').pressSequentially('100');
  await calc.getByTestId('rates-amount').press('Enter');
  await expect(calc.getByTestId('rates-result')).toContainText('100 USD = 723.59 CNY');
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
