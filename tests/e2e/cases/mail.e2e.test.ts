/** Full marks in the mail cases, through the UI alone: read, look up, reply, and hear back. */
import { modalWith, row, shot, toast } from '../helpers.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

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
