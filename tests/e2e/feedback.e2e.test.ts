/**
 * Reviews on the unhappy paths a student finds: asking to remove an honest review is refused
 * and stays on record, a reply stops at 500 characters, a double click publishes once, and the
 * same reason cannot be asked twice.
 */
import { expect, test } from '@playwright/test';
import { apiPost, modalWith, row, startCase, toast, watchErrors } from './helpers.ts';

test('feedback: a refused removal, a long reply, a double click', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student12', 'customerMarketing', 'amazon-feedback-removal');
  await page.getByTestId('menu-feedback').click();
  await expect(page).toHaveURL(/\/Feedback$/);

  // Maria's late-delivery feedback is honest: Amazon refuses, the row says so, and that reason
  // is no longer offered for it.
  await row(page, 'fb3').getByTestId('review-requestRemoval').click();
  let dialog = modalWith(page, 'review-removal-reason');
  await dialog.getByTestId('review-reason-productOnly').click();
  await dialog.getByTestId('review-removal-ask').click();
  await expect(toast(page).filter({ hasText: '平台拒绝删除，评价保留' })).toBeVisible();
  await expect(row(page, 'fb3')).toContainText('删除被拒：完全是商品评价');
  await row(page, 'fb3').getByTestId('review-requestRemoval').click();
  dialog = modalWith(page, 'review-removal-reason');
  await expect(dialog.getByTestId('review-reason-productOnly')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A reply stops at 500 characters; a double click publishes it once.
  await row(page, 'fb3').getByTestId('review-reply').click();
  dialog = modalWith(page, 'review-reply-text');
  await dialog.getByTestId('review-reply-text').fill('z'.repeat(600));
  await expect(dialog.getByTestId('review-reply-text')).toHaveValue('z'.repeat(500));
  await dialog.getByTestId('review-reply-text').fill('We are sorry your order came late.');
  await dialog.getByTestId('review-reply-send').dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review-reply-fb3')).toHaveText(
    'We are sorry your order came late.',
  );
  const replied = (await apiPost(page, '/api/PTFeedback/list', {
    kind: 'store',
    replied: true,
  })) as {
    list: { id: string }[];
  };
  expect(replied.list.map((r) => r.id)).toEqual(['fb3']);
  const rate = page
    .getByTestId('feedback-metric-responseRate')
    .locator('.ant-statistic-content-value');
  await expect.poll(async () => Number(await rate.innerText())).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
