/**
 * One command, one or two requests (issue 23 §6): a chat send, an order ship and a mail send each
 * make the command's request and at most one list reload. The command's reply says which lists
 * it changed (and carries the new contents of the views it can), so the page reloads only those.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { modalWith, pickOption, row, startCase, toast, watchErrors } from './helpers.ts';

type Seen = { url: string; version: number | null };

/**
 * The API requests the page makes from now on, each with the stream version its reply carries
 * (null when it carries none). The websocket is not counted: it is one connection, not a request.
 */
const watchRequests = (page: Page) => {
  const seen: Promise<Seen>[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/ws') return;
    seen.push(
      r.response().then(async (res) => {
        const body = (await res?.json().catch(() => null)) as {
          data?: { version?: unknown };
        } | null;
        const v = body?.data?.version;
        return { url: url.pathname, version: typeof v === 'number' ? v : null };
      }),
    );
  };
  page.on('request', onRequest);
  return async () => {
    page.off('request', onRequest);
    return Promise.all(seen);
  };
};

/**
 * The requests a command caused: its own, and those sent after it and answered at its version or
 * before (a reload caused by an earlier event of the case's clock is sent before it; one caused by
 * a later event, a buyer writing back, answers at a newer version: neither is the command's).
 */
const causedBy = (requests: Seen[], command: string) => {
  const at = requests.findIndex((r) => r.url === command);
  expect(at, `${command} was sent`).toBeGreaterThanOrEqual(0);
  const version = requests[at]!.version!;
  return requests
    .slice(at)
    .filter((r) => r.version === null || r.version <= version)
    .map((r) => r.url);
};

test('a chat send: the command and one reload', async ({ page }) => {
  const errors = watchErrors(page);
  // The conversation list, the quick settings and the open conversation are on the page.
  await startCase(page, 'student23', 'dailyConsultation', 'shopee-chat-presale');
  await page.getByTestId('menu-chat').click();
  await page.getByTestId('chat-row-b1').click();
  await expect(page.getByTestId('chat-open-name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const stop = watchRequests(page);
  await page.getByTestId('chat-input').fill('สวัสดีค่ะ แนะนำไซซ์ M (163-170 ซม.) ค่ะ');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message-seller')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const chat = causedBy(await stop(), '/api/PTChat/Conversation');
  expect(chat.length, chat.join(', ')).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('an order ship: the command and one reload', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student24', 'orderWarehousing', 'amazon-partial-stock');
  const order = '112-6104-2290';
  await expect(row(page, order)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await row(page, order).getByTestId('order-ship').click();
  const ship = modalWith(page, 'ship-form');
  await pickOption(page, ship.getByTestId('ship-carrier'), 'DHL');
  await ship.getByTestId('ship-tracking').fill('DHL55501234');
  const stop = watchRequests(page);
  await ship.locator('.ant-btn-primary').click();
  await expect(ship).toBeHidden();
  await expect(row(page, order).getByTestId('order-status')).toHaveAttribute(
    'data-status',
    'shipped',
  );
  await page.waitForLoadState('networkidle');
  const orders = causedBy(await stop(), '/api/PTOrder/Operate');
  expect(orders.length, orders.join(', ')).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('a mail send: the command and one reload', async ({ page }) => {
  const errors = watchErrors(page);
  // A reply to the buyer's mail, sent from the open mail.
  await startCase(page, 'student23', 'dailyConsultation', 'amazon-late-parcel');
  await expect(page).toHaveURL(/\/Mail$/);
  await row(page, 'm1').click();
  await page.getByTestId('mail-reply').click();
  const compose = modalWith(page, 'mail-compose');
  await compose
    .getByTestId('mail-body')
    .fill('Dear Anna, your parcel is on its way with UPS. Best regards, Sunny Home US');
  await page.waitForLoadState('networkidle');
  const stop = watchRequests(page);
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await expect(toast(page).filter({ hasText: '邮件已发送' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const mail = causedBy(await stop(), '/api/PTMail/Send');
  expect(mail.length, mail.join(', ')).toBeLessThanOrEqual(2);

  expect(errors).toEqual([]);
});
