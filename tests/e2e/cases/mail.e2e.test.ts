/** Full marks in the mail cases, through the UI alone: read, look up, reply, and hear back. */
import type { Page } from '@playwright/test';
import { modalWith, row, shot, toast } from '../helpers.ts';
import { expect, menu, openCase, remark, submitForFullMarks, test } from './play.ts';

test('amazon-late-parcel reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const ORDER = '113-5520193-7781';
  await openCase(page, 'dailyConsultation', 'amazon-late-parcel');
  // Mail is the case layout's first page; the inbox shows the buyer's unread mail.
  await expect(page).toHaveURL(/\/Mail$/);
  await expect(row(page, 'm1')).toContainText(`我的订单 ${ORDER} 在哪里？`);

  // The tracking number is in the order's remark.
  await menu(page, 'orders', '/orderSlove');
  await row(page, ORDER).locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row')).toContainText('1Z999AA10123456784');
  await menu(page, 'mail', '/Mail');

  await row(page, 'm1').click();
  const detail = page.getByTestId('mail-detail');
  await expect(detail.getByTestId('mail-text')).toContainText('生日礼物');
  await detail.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await expect(compose.getByTestId('mail-subject')).toHaveValue(`Re: 我的订单 ${ORDER} 在哪里？`);
  await compose
    .getByTestId('mail-body')
    .fill(
      'Dear Anna, we are sorry for the wait. Your parcel is on its way with UPS, tracking number ' +
        '1Z999AA10123456784, and is expected to arrive on March 7. Best regards, Sunny Home US',
    );
  await shot(page, 'mail-compose.png');
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await expect(toast(page).filter({ hasText: '邮件已发送' })).toBeVisible();

  // The buyer answers 10 sim minutes later (5 s at this case's speed), over the live channel.
  await page.getByTestId('mail-back').click();
  await expect(page.locator('.live-notice')).toContainText('收件箱有新邮件', { timeout: 20_000 });
  await expect(page.locator('tr.mail-unread')).toContainText(`Re: Re: 我的订单 ${ORDER}`);
  await page.locator('tr.mail-unread').click();
  await expect(page.getByTestId('mail-text')).toContainText('UPS');
  await shot(page, 'mail-buyer-reply.png');

  await submitForFullMarks(page, 'dailyConsultation', 'amazon-late-parcel');
});

/** Opens a mail of the inbox, replies with the text and sends. */
const replyTo = async (page: Page, mailId: string, text: string) => {
  await row(page, mailId).click();
  await page.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await compose.getByTestId('mail-body').fill(text);
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await page.getByTestId('mail-back').click();
};

test('aliexpress-customs-hold reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const ORDER = '3051847726190412';
  const TRACKING = 'LP00123456789012';
  await openCase(page, 'dailyConsultation', 'aliexpress-customs-hold');
  await menu(page, 'orders', '/orderSlove');
  await remark(
    page,
    ORDER,
    `AliExpress Standard Shipping (Cainiao) ${TRACKING}, shipped 2026-09-30. ` +
      'Held by Russian customs: waiting for the buyer to submit his passport details (asked 9 Oct).',
  );
  await menu(page, 'mail', '/Mail');
  await replyTo(
    page,
    'm1',
    `Dear Dmitry, your parcel ${TRACKING} is at Russian customs waiting for clearance: customs ` +
      'need the passport details of the recipient. Please open your order on AliExpress and fill ' +
      'in your passport series and number in the customs clearance notice there. Once they are ' +
      'submitted, the parcel is released and delivered.',
  );
  await submitForFullMarks(page, 'dailyConsultation', 'aliexpress-customs-hold');
});

test('shopee-thank-you reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const ORDER = '260608HK3T9QZW';
  await openCase(page, 'dailyConsultation', 'shopee-thank-you');
  // The thank-you needs no answer: filed as such, not replied to.
  await row(page, 'm1').click();
  await page.getByTestId('mail-noReply').click();
  await expect(page.getByTestId('mail-detail')).toContainText('无需回复');
  await page.getByTestId('mail-back').click();
  await replyTo(
    page,
    'm2',
    `Hi Daniel, thank you for your order ${ORDER}. It ships within 2 days: we hand it to the ` +
      'courier on 10 June, and delivery in Singapore takes 1-2 days, so it arrives before ' +
      'Saturday 13 June, in time for the birthday.',
  );
  await submitForFullMarks(page, 'dailyConsultation', 'shopee-thank-you');
});
