/**
 * Customer files in the Alibaba.com case: a fraudulent buyer blacklisted with a reason (and his
 * next order flagged on the order desk), a cleared buyer taken off the blacklist, a new customer
 * created after the form's required-field errors, totals derived from orders.
 */
import { expect, test } from '@playwright/test';
import {
  confirmDialog,
  modalWith,
  pickOption,
  row,
  shot,
  startCase,
  watchErrors,
} from './helpers.ts';

test('a student blacklists a buyer, clears another and creates a customer', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student07', 'customerMarketing', 'alibaba-blacklist-buyer');
  await page.getByTestId('menu-customers').click();
  await expect(page).toHaveURL(/\/CustomerManage$/);

  // Viktor: blacklist with a reason.
  await expect(row(page, 'b2').getByTestId('customer-status')).toHaveAttribute(
    'data-status',
    'normal',
  );
  await row(page, 'b2').getByTestId('customer-blacklist').click();
  await page.getByTestId('blacklist-reason').fill('恶意拒付（chargeback），签收后谎称未收到货');
  await shot(page, 'customers-blacklist.png');
  await confirmDialog(page);
  await expect(row(page, 'b2').getByTestId('customer-status')).toHaveAttribute(
    'data-status',
    'blacklist',
  );
  await expect(row(page, 'b2').getByTestId('customer-unblacklist')).toBeVisible();

  // Oliver: off the blacklist after a confirmation.
  await row(page, 'b3').getByTestId('customer-unblacklist').click();
  await confirmDialog(page);
  await expect(row(page, 'b3').getByTestId('customer-status')).toHaveAttribute(
    'data-status',
    'normal',
  );

  // A buyer with orders has no delete; their totals come from the paid orders.
  await expect(row(page, 'b1').getByTestId('customer-delete')).toHaveCount(0);
  await row(page, 'b1').getByTestId('customer-detail').click();
  const detail = page.getByTestId('customer-infos');
  await expect(detail).toContainText('AB-2026-00412');
  // Carlos's one paid order (1,905.00) is exactly what his row and his file show.
  await expect(row(page, 'b1').getByTestId('paid-count')).toHaveText('1');
  await expect(row(page, 'b1').getByTestId('paid-amount')).toHaveText('1,905.00');
  const paidOrders = detail.locator('tr.ant-table-row');
  await expect(paidOrders).toHaveCount(1);
  await expect(paidOrders.first()).toContainText('1,905.00');
  await page.keyboard.press('Escape');

  // A new customer: required fields first.
  await page.getByTestId('customer-create').click();
  const form = modalWith(page, 'customer-form');
  await expect(form).toBeVisible();
  // The browser asks for reduced motion (see the config): the dialog opens without zooming.
  expect(await form.getAttribute('class')).not.toMatch(/zoom/);
  await form.locator('.ant-btn-primary').click();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await pickOption(page, form.getByTestId('customer-platform'), '阿里巴巴国际站');
  await form.getByTestId('customer-account').fill('purchasing@keller-licht.de');
  await form.getByTestId('customer-name').fill('Keller Licht GmbH');
  await pickOption(page, form.getByTestId('customer-region'), '德国');
  // The case's only store is on Alibaba.com: no other platform is offered.
  await form.getByTestId('customer-platform').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await form.getByTestId('customer-account').click();
  // A contact is a phone number or an e-mail address.
  await form.getByTestId('customer-contact').fill('Anna Keller, call her');
  await form.locator('.ant-btn-primary').click();
  await expect(form.locator('.ant-form-item-explain-error')).toContainText('电话号码');
  await form.getByTestId('customer-contact').fill('+49 30 5555 0100');
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  const keller = page.locator('tr.ant-table-row').filter({ hasText: 'purchasing@keller-licht.de' });
  await expect(keller).toContainText('德国');
  await expect(keller.getByTestId('paid-count')).toHaveText('0');
  await shot(page, 'customers.png', true);

  // Viktor's new order arrives 10 sim-minutes in (10 s) and is flagged on the order desk.
  await page.getByTestId('menu-orders').click();
  await expect(row(page, 'AB-2026-00425').getByTestId('buyer-blacklisted')).toBeVisible({
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});
