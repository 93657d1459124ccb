/**
 * Live chat on the unhappy paths a student finds: spaces alone do not send, a message stops at
 * 500 characters, a double click sends once, a flood is stopped with the text kept, and a
 * dropped connection resumes without losing the buyer's message that came meanwhile.
 */
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { apiPost, shot, startCase, toast, watchErrors } from './helpers.ts';

test('chat: empty, too long, double click, flood, and a dropped connection', async ({ page }) => {
  const errors = watchErrors(page);
  // The attempt's live channel goes through the test, which can drop it and hold it down.
  const live = { up: true, sockets: [] as WebSocketRoute[], hellos: [] as { after?: number }[] };
  await page.routeWebSocket(/\/api\/ws$/, (ws) => {
    if (!live.up) {
      void ws.close({ code: 1001, reason: 'down' });
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      live.hellos.push(JSON.parse(String(m)) as { after?: number });
      server.send(m);
    });
    live.sockets.push(ws);
  });
  await startCase(page, 'student11', 'dailyConsultation', 'shopee-chat-presale');
  await page.getByTestId('menu-chat').click();
  await page.getByTestId('chat-row-b1').click();
  const input = page.getByTestId('chat-input');
  const send = page.getByTestId('chat-send');
  const mine = page.getByTestId('chat-message-seller');

  // Spaces alone are no message; a message stops at 500 characters.
  await input.fill('    ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(mine).toHaveCount(0);
  await input.fill('y'.repeat(600));
  await expect(input).toHaveValue('y'.repeat(500));

  // A double click sends once.
  await input.fill('สวัสดีค่ะ แนะนำไซซ์ M (163-170 ซม.) ค่ะ');
  await send.dblclick();
  await expect(mine).toHaveCount(1);
  await expect(input).toHaveValue('');

  // A flood: ten messages in ten seconds at most; the one refused stays in the box.
  for (let i = 1; i <= 9; i += 1) {
    await input.fill(`ok ${i}`);
    await input.press('Enter');
    await expect(mine).toHaveCount(1 + i);
  }
  await input.fill('one too many');
  await input.press('Enter');
  await expect(toast(page).filter({ hasText: '发送太频繁' })).toBeVisible();
  await expect(input).toHaveValue('one too many');
  await expect(mine).toHaveCount(10);
  await shot(page, 'chat-flood.png');

  // Her answers to all that arrive; then, on another page, the connection drops and stays down
  // while she answers once more (a message from another tab). When it is back, the client asks
  // for what it missed and the notice of her message arrives.
  await expect(page.getByTestId('chat-typing')).toBeHidden({ timeout: 30_000 });
  await page.getByTestId('menu-warehouse').click();
  const before = live.hellos.length;
  live.up = false;
  for (const ws of live.sockets) await ws.close({ code: 1001, reason: 'dropped' });
  await expect(async () => {
    await apiPost(page, '/api/PTChat/Conversation', {
      command: { type: 'SendChatMessage', buyer: 'b1', text: 'ไซซ์ M ให้จองไว้ให้ไหมคะ' },
    });
  }).toPass({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const list = (await apiPost(page, '/api/PTChat/CustomerList', {})) as {
          list: { buyer: string; unread: number }[];
        };
        return list.list.find((r) => r.buyer === 'b1')?.unread;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.locator('.live-notice')).toHaveCount(0);
  live.up = true;
  await expect(page.locator('.live-notice')).toContainText('买家在在线聊天中发来消息', {
    timeout: 30_000,
  });
  expect(live.hellos.slice(before).at(-1)?.after).toBeGreaterThan(0);
  await expect(page.getByTestId('menu-badge-chat')).toContainText(/\d/);
  expect(errors).toEqual([]);
});
