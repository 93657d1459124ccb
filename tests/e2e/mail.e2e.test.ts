/**
 * The mailboxes on the unhappy paths a student finds: a mail to an address nobody has bounces
 * back, markup in a subject stays text, a double click sends once, a body stops at 500
 * characters, a thank-you is filed as "no reply needed", delete asks first and the trash
 * restores, and a draft opens again in the compose window.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  apiPost,
  confirmDialog,
  modalWith,
  row,
  shot,
  startCase,
  toast,
  watchErrors,
} from './helpers.ts';

test('bounces, plain text, one send per double click, no-reply, trash and drafts', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startCase(page, 'student09', 'dailyConsultation', 'amazon-late-parcel');
  await expect(page).toHaveURL(/\/Mail$/);

  // A new mail to nobody: the body stops at 500 characters; markup in the subject is text.
  await page.getByTestId('mail-compose-open').click();
  const compose = modalWith(page, 'mail-compose');
  const to = compose.getByTestId('mail-to').locator('input');
  await to.fill('nobody@nowhere.example');
  await to.press('Enter');
  await compose.getByTestId('mail-subject').fill('<img src=x onerror=alert(1)> hello');
  await compose.getByTestId('mail-body').fill('x'.repeat(600));
  await expect(compose.getByTestId('mail-body')).toHaveValue('x'.repeat(500));
  await compose.getByTestId('mail-send').dblclick();
  await expect(compose).toBeHidden();
  await expect(toast(page).filter({ hasText: '邮件已发送' }).first()).toBeVisible();
  const sent = (await apiPost(page, '/api/PTMail/List', { box: 'sent' })) as { total: number };
  expect(sent.total).toBe(1);
  await expect(page.locator('tr.mail-unread').first()).toContainText(
    '退信：<img src=x onerror=alert(1)> hello',
  );
  await page.locator('tr.mail-unread').first().click();
  await expect(page.getByTestId('mail-text')).toContainText('nobody@nowhere.example');
  await expect(page.locator('.mail-detail img')).toHaveCount(0);
  await shot(page, 'mail-bounce.png');
  await page.getByTestId('mail-back').click();

  // The thank-you needs no answer: filed as such, it shows under its tab.
  await row(page, 'm2').click();
  await page.getByTestId('mail-noReply').click();
  await expect(toast(page).filter({ hasText: '已标记' }).first()).toBeVisible();
  await page.getByTestId('mail-back').click();
  await page.getByRole('tab', { name: /无需回复/ }).click();
  await expect(row(page, 'm2')).toBeVisible();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);

  // Delete asks first; the trash gives it back.
  await row(page, 'm2').locator('.ant-checkbox-input').check();
  await page.getByTestId('mail-batch-delete').click();
  await confirmDialog(page);
  await expect(row(page, 'm2')).toHaveCount(0);
  await page.getByTestId('mail-box-trash').click();
  await expect(page).toHaveURL(/\/Mail\/lajixiang$/);
  await row(page, 'm2').click();
  await page.getByTestId('mail-restore').click();
  await expect(row(page, 'm2')).toHaveCount(0);
  await page.getByTestId('mail-box-inbox').click();
  await expect(row(page, 'm2')).toBeVisible();

  // A draft is kept and opens again where it was left.
  await page.getByTestId('mail-compose-open').click();
  await compose.getByTestId('mail-subject').fill('Half written');
  await compose.getByTestId('mail-save-draft').click();
  await expect(compose).toBeHidden();
  await page.getByTestId('mail-box-draft').click();
  await expect(page).toHaveURL(/\/Mail\/caogaoxiang$/);
  await page.locator('tr.ant-table-row').first().click();
  await expect(compose.getByTestId('mail-subject')).toHaveValue('Half written');
  await compose.locator('.ant-modal-close').click();
  expect(errors).toEqual([]);
});

test('a mail carries uploaded files; the recipient side downloads one or all', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student10', 'dailyConsultation', 'amazon-late-parcel');
  const pdf = test.info().outputPath('parcel label.pdf');
  const txt = test.info().outputPath('notes.txt');
  writeFileSync(pdf, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x41)]));
  writeFileSync(txt, 'Parcel 1Z999AA10123456784 left the warehouse on 3 March.');
  const exe = test.info().outputPath('tool.exe');
  writeFileSync(exe, 'MZ');

  // Contact buyer on the order desk opens a mail to the buyer about the order.
  await page.getByTestId('menu-orders').click();
  await row(page, '113-5520193-7781').getByTestId('order-contactBuyer').click();
  await expect(page).toHaveURL(/\/Mail\/shoujianxiang$/);
  const compose = modalWith(page, 'mail-compose');
  await expect(compose.getByTestId('mail-to')).toContainText('anna.schmidt@example.com');
  await expect(compose.getByTestId('mail-subject')).toHaveValue('关于您的订单 113-5520193-7781');
  const input = compose.locator('input[type=file]');
  await input.setInputFiles(exe);
  await expect(toast(page).filter({ hasText: '不能添加这种类型的文件' })).toBeVisible();
  await input.setInputFiles([pdf, txt]);
  await expect(compose.getByTestId('mail-attachment')).toHaveCount(2);
  await compose.getByTestId('mail-body').fill('Sorry! The label and our notes are attached.');
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();

  await page.getByTestId('mail-box-sent').click();
  await page.locator('tr.ant-table-row').first().click();
  const files = page.getByTestId('mail-attachments');
  await expect(files.getByTestId('mail-attachment')).toHaveText(['parcel label.pdf', 'notes.txt']);
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    files.getByTestId('mail-attachment').first().click(),
  ]);
  expect(one.suggestedFilename()).toBe('parcel label.pdf');
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    files.getByTestId('mail-download-all').click(),
  ]);
  expect(all.suggestedFilename()).toMatch(/^mail-M\d+-attachments\.zip$/);
  await shot(page, 'mail-attachments.png');
  expect(errors).toEqual([]);
});
