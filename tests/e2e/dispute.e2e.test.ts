/**
 * Disputes on the unhappy paths a student finds: evidence files of a refused type or over the
 * size limit are refused with the translated message and never listed; the full-refund
 * confirmation can be cancelled, and a double click on it refunds once; an offer pauses the
 * response deadline, the buyer's counter-offer shows, and deadlines that pass while the page is
 * open show the dispute lost without a reload.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, modalWith, row, startCase, toast, watchErrors } from './helpers.ts';

const CASE = 'aliexpress-dispute-evidence';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);

type Detail = {
  dispute: { status: string; result: string | null; refunded: number };
  messages: { key: string | null }[];
};

const openDisputes = async (page: Page, user: string, caseId = CASE, first = 'D1') => {
  await startCase(page, user, 'disputeClaims', caseId);
  await page.getByTestId('menu-dispute').click();
  await expect(page).toHaveURL(/\/DisputeMode$/);
  await expect(row(page, first).getByTestId('dispute-status')).toHaveAttribute(
    'data-status',
    'waiting',
  );
};

/** Minutes of sim time a countdown shows ("响应剩余 1 天 23:12"). */
const minutesLeft = async (page: Page, id: string) => {
  const text = await row(page, id).getByTestId('dispute-countdown').innerText();
  const m = /(\d+) 天 (\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return Number(m[1]) * 1440 + Number(m[2]) * 60 + Number(m[3]);
};

test('disputes: refused evidence files, a cancelled and a double-clicked full refund', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  // The case's response deadlines pass 4 real minutes after the start: all of this runs before.
  await openDisputes(page, 'student16');

  await row(page, 'D1').getByTestId('dispute-open').click();
  const centre = modalWith(page, 'dispute-centre');
  await centre.getByTestId('dispute-evidence').click();
  const form = modalWith(page, 'dispute-evidence-form');
  const input = form.locator('input[type=file]');
  const file = (name: string, content: Buffer | string) => {
    const path = info.outputPath(name);
    writeFileSync(path, content);
    return path;
  };
  const typeError = toast(page).filter({ hasText: '这类文件不能作为证据' });
  for (const path of [
    file('tool.exe', PDF),
    file('page.html', '<html><script>alert(1)</script></html>'),
    file('fake.png', PDF),
  ]) {
    // The server refuses it (the chooser's filter is no guard) and the page says why.
    const answer = page.waitForResponse((r) => r.url().endsWith('/PTDispute/Upload'));
    await input.setInputFiles(path);
    expect((await answer).status()).toBe(400);
    await expect(typeError.first()).toBeVisible();
    await expect(form.getByTestId('dispute-evidence-file')).toHaveCount(0);
  }
  // Over 2 MB is refused in the page before any upload.
  await input.setInputFiles(
    file('big.pdf', Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x41)])),
  );
  await expect(toast(page).filter({ hasText: '文件超过 2 MB' })).toBeVisible();
  await expect(form.getByTestId('dispute-evidence-file')).toHaveCount(0);
  // An allowed file is still taken after the refusals.
  await input.setInputFiles(file('label.pdf', PDF));
  await expect(form.getByTestId('dispute-evidence-file')).toHaveCount(1);
  await expect(form.getByTestId('dispute-evidence-file')).toContainText('label.pdf');
  await form.locator('.ant-modal-footer .ant-btn').first().click();
  await expect(form).toBeHidden();
  await centre.getByTestId('dispute-centre-close').click();
  await expect(centre).toBeHidden();
  expect(
    ((await apiPost(page, '/api/PTDispute/Detail', { id: 'D1' })) as Detail).messages,
  ).toHaveLength(2);

  // The full refund asks first; cancelling it changes nothing.
  await row(page, 'D1').getByTestId('dispute-refund').click();
  const refund = modalWith(page, 'dispute-refund-amount');
  await refund.getByTestId('dispute-refund-ok').click();
  const prompt = page.locator('.ant-modal-confirm:visible');
  await expect(prompt).toContainText('确认对纠纷 D1 全额退款 USD 89.00');
  await prompt.locator('.ant-btn:not(.ant-btn-dangerous)').click();
  await expect(prompt).toHaveCount(0);
  await expect(refund).toBeVisible();
  await refund.locator('.ant-modal-footer .ant-btn:not([data-testid])').click();
  await expect(refund).toBeHidden();
  await expect(row(page, 'D1').getByTestId('dispute-status')).toHaveAttribute(
    'data-status',
    'waiting',
  );
  const untouched = (await apiPost(page, '/api/PTDispute/Detail', { id: 'D1' })) as Detail;
  expect(untouched.dispute).toMatchObject({ status: 'waiting', refunded: 0 });

  // A double click on the confirmation refunds once.
  await row(page, 'D1').getByTestId('dispute-refund').click();
  await refund.getByTestId('dispute-refund-ok').click();
  await expect(prompt).toBeVisible();
  await prompt.locator('.ant-btn-dangerous').dblclick();
  await expect(row(page, 'D1').getByTestId('dispute-result')).toHaveAttribute(
    'data-result',
    'refunded',
  );
  await expect(prompt).toHaveCount(0);
  await expect(refund).toBeHidden();
  const done = (await apiPost(page, '/api/PTDispute/Detail', { id: 'D1' })) as Detail;
  expect(done.dispute).toMatchObject({ status: 'completed', result: 'refunded', refunded: 89 });
  expect(done.messages.filter((m) => m.key === 'dispute.note.refunded.seller')).toHaveLength(1);
  await expect(toast(page).filter({ hasText: '已结束' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('disputes: a counter-offer, and deadlines that pass, show without a reload', async ({
  page,
}) => {
  // Shopee's 2 days, 46 hours of them left at 720 times: about 230 real seconds.
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await openDisputes(page, 'student17', 'shopee-dispute-wrong-item', 'S1');
  const countdown = row(page, 'S1').getByTestId('dispute-countdown');
  await expect(countdown).toHaveAttribute('data-stage', 'respond');
  const first = await minutesLeft(page, 'S1');
  expect(first).toBeLessThanOrEqual(46 * 60);
  // One real second is 12 sim minutes: the countdown ticks down between fetches.
  await expect.poll(() => minutesLeft(page, 'S1'), { timeout: 10_000 }).toBeLessThan(first - 30);

  // A low offer on dispute two: the response deadline waits for the buyer, who counters with
  // RM 15.00 (4 sim hours: 20 s); then the seller has a day (120 s) to answer the counter.
  await row(page, 'S2').getByTestId('dispute-refund').click();
  const dialog = modalWith(page, 'dispute-refund-amount');
  await dialog
    .locator(
      '[data-testid="dispute-refund-amount"] input, input[data-testid="dispute-refund-amount"]',
    )
    .first()
    .fill('8');
  await dialog.getByTestId('dispute-refund-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'S2').getByTestId('dispute-countdown')).toHaveAttribute(
    'data-stage',
    'offer',
  );
  await expect(row(page, 'S2').getByTestId('dispute-counter')).toContainText('15.00', {
    timeout: 40_000,
  });
  await expect(row(page, 'S2').getByTestId('dispute-countdown')).toHaveAttribute(
    'data-stage',
    'counter',
  );
  // The refund dialog offers the buyer's counter; left unanswered, the buyer returns the jar for
  // a full refund.
  await row(page, 'S2').getByTestId('dispute-refund').click();
  await expect(dialog.getByTestId('dispute-refund-counter')).toContainText('15.00');
  await dialog.locator('.ant-modal-footer .ant-btn:not([data-testid])').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'S2').getByTestId('dispute-result')).toHaveAttribute(
    'data-result',
    'lost',
    { timeout: 150_000 },
  );
  const s2 = (await apiPost(page, '/api/PTDispute/Detail', { id: 'S2' })) as Detail;
  expect(s2.dispute).toMatchObject({ status: 'completed', refunded: 79 });
  expect(s2.messages.map((m) => m.key)).toContain('dispute.note.missed.counter');

  // Dispute one's response deadline passes while the page is open.
  await expect(row(page, 'S1').getByTestId('dispute-result')).toHaveAttribute(
    'data-result',
    'lost',
    { timeout: 150_000 },
  );
  await expect(row(page, 'S1').getByTestId('dispute-status')).toHaveAttribute(
    'data-status',
    'completed',
  );
  await expect(countdown).toHaveCount(0);
  await expect(row(page, 'S1').getByTestId('dispute-refund')).toHaveCount(0);
  expect(errors).toEqual([]);
});
