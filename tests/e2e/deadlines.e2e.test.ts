/**
 * Running deadlines are shown where the student works on them, counting down on the case clock:
 * a buyer's patience on an unanswered mail and on a chat conversation, a dispute's deadline. The
 * case header shows the clock itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, closeTask, login, row, shot, watchErrors } from './helpers.ts';

const start = async (page: Page, caseType: string, caseId: string) => {
  await page.goto(`/CaseList?caseType=${caseType}`);
  await row(page, caseId).getByTestId('case-start').click();
  await closeTask(page);
  await expect(page.getByTestId('case-clock')).toHaveAttribute('data-started', 'true');
};

/** A countdown's sim instant, read twice: the time left shrinks as the case clock runs. */
const ticks = async (tag: ReturnType<Page['locator']>) => {
  const first = await tag.innerText();
  await expect(tag).not.toHaveText(first, { timeout: 15_000 });
};

test('mail, chat and dispute deadlines count down where the student answers', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student25', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);

  await start(page, 'dailyConsultation', 'amazon-late-parcel');
  await page.getByTestId('menu-mail').click();
  const mailDue = page.locator('[data-testid^="mail-patience-"]').first();
  await expect(mailDue).toContainText('买家耐心剩余');
  await ticks(mailDue);
  await shot(page, 'deadline-mail.png');

  await start(page, 'dailyConsultation', 'temu-chat-address');
  await page.getByTestId('menu-chat').click();
  const chatDue = page.locator('[data-testid^="chat-patience-"]').first();
  await expect(chatDue).toContainText('买家耐心剩余', { timeout: 30_000 });
  await shot(page, 'deadline-chat.png');

  await start(page, 'disputeClaims', 'shopee-dispute-wrong-item');
  await page.getByTestId('menu-dispute').click();
  const disputeDue = page.getByTestId('dispute-countdown').first();
  await expect(disputeDue).toBeVisible();
  await ticks(disputeDue);
  await shot(page, 'deadline-dispute.png');
  expect(errors).toEqual([]);
});
