/**
 * The order desk in the independent-site case: orders imported from the sample .xlsx, the
 * buyer contacted about an incomplete address, a bad review answered, the goods stock looked up
 * in the toolbox (tracking point 117 reported by the browser), and the analysis after submit.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { confirmDialog, modalWith, row, shot, startCase, toast, watchErrors } from './helpers.ts';

const SAMPLE = resolve(import.meta.dirname, '../../scenarios/samples/site-orders.xlsx');
const CASE_ID = 'independent-site-orders';

test('a student imports orders, contacts a buyer, replies to a review and looks up stock', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  await startCase(page, 'student08', 'orderWarehousing', CASE_ID);
  await page.getByTestId('menu-orders').click();
  await expect(page).toHaveURL(/\/orderSlove$/);

  await page.getByTestId('orders-import').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('import-dialog') });
  await dialog.locator('input[type=file]').setInputFiles(SAMPLE);
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page).filter({ hasText: '导入成功' })).toBeVisible();
  await expect(row(page, 'FW-10432')).toBeVisible();
  // Times are on the case's clock (+02:00), not the browser's (America/Los_Angeles here).
  await expect(row(page, 'FW-10431')).toContainText('2026-04-07 22:15');

  // One command, one reload of the list: the reply and the websocket push announce the same
  // version, and the list fetches it once.
  const lists: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/PTOrder/list')) lists.push(r.url());
  });
  await row(page, 'FW-10412').getByTestId('order-contactBuyer').click();
  // A click alone sends nothing: the message is written first.
  const ask = page.locator('.ant-modal').filter({ has: page.getByTestId('order-contact-text') });
  await ask.locator('#order-contact-send').click();
  await expect(ask).toContainText('请填写消息内容');
  await ask
    .getByTestId('order-contact-text')
    .fill('Hallo Frau Hoffmann, bitte nennen Sie uns die Hausnummer Ihrer Lieferadresse.');
  await ask.locator('#order-contact-send').click();
  await expect(toast(page).filter({ hasText: '消息已发送给买家' })).toBeVisible();
  await expect.poll(() => frames.some((f) => f.includes('BuyerContacted'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(1);

  await row(page, 'FW-10388').getByTestId('order-replyReview').click();
  const reply = modalWith(page, 'reply-form');
  await reply.locator('.ant-btn-primary').click();
  await expect(reply.locator('.ant-form-item-explain-error')).toContainText('请填写回复内容');
  await reply
    .getByTestId('reply-text')
    .fill(
      'Dear Sophie, we are very sorry that order FW-10388 arrived late and crushed. ' +
        'We have sent you a 20% voucher and improved our packing checks.',
    );
  await shot(page, 'order-reply.png');
  await reply.locator('.ant-btn-primary').click();
  await expect(reply).toBeHidden();
  await row(page, 'FW-10388').locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('order-review-reply')).toContainText('20% voucher');

  // The toolbox's goods lookup, used on the order page (tracking point 117).
  await page.getByTestId('tool-goods').click();
  const lookup = page.locator('.ant-modal').filter({ has: page.getByTestId('goods-lookup') });
  await lookup.getByTestId('goods-search').locator('input').fill('BOTTLE');
  await lookup.getByTestId('goods-search').locator('input').press('Enter');
  await expect(lookup.locator('tr.ant-table-row[data-row-key="BOTTLE-TI"]')).toBeVisible();
  await shot(page, 'goods-lookup.png');
  await page.keyboard.press('Escape');
  await expect(lookup).toBeHidden();

  await page.getByTestId('tool-submit').click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/CaseList\?caseType=orderWarehousing&alreaySubmit=true$/);
  await row(page, CASE_ID).getByTestId('case-analysis').click();
  const analysis = page.getByTestId('analysis');
  await expect(analysis.locator('tr.point-hit').filter({ hasText: '117' })).toHaveCount(1);
  await expect(analysis.locator('tr.point-hit').filter({ hasText: '3406' })).toHaveCount(1);
  await expect(analysis.locator('tr.point-hit').filter({ hasText: '3407' })).toHaveCount(1);
  await shot(page, 'order-desk-score.png');
  expect(errors).toEqual([]);
});
