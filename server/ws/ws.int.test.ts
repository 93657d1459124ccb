import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { harness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
  await h.app.ready();
});
afterAll(() => h.close());

const nextMessage = (ws: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
  });

describe('/api/ws', () => {
  it('pushes an attempt’s new events to its owner after the hello', async () => {
    const token = await h.login();
    const id = await h.start(token);
    const ws = await h.app.injectWS('/api/ws');
    const welcome = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'hello', protocol: 1, token, userCaseID: id }));
    expect(await welcome).toEqual({ type: 'welcome', protocol: 1, userCaseID: id, version: 1 });
    const pushed = nextMessage(ws);
    await h.post(
      '/api/PTOrder/Operate',
      { userCaseID: id, command: { type: 'MarkGift', orderNo: '112-3941-7781', gift: true } },
      token,
    );
    expect(await pushed).toMatchObject({
      type: 'events',
      userCaseID: id,
      version: 2,
      events: [
        { type: 'OrderGiftMarked', version: 2, data: { orderNo: '112-3941-7781', gift: true } },
      ],
    });
    ws.terminate();
  });

  it('refuses a bad token and another student’s attempt', async () => {
    const owner = await h.login('student02');
    const id = await h.start(owner, 'aliexpress-merge-gift');
    const intruder = await h.login('student01');
    for (const [token, key] of [
      ['bogus-token', 'errors.unauthorized'],
      [intruder, 'errors.forbidden'],
    ]) {
      const ws = await h.app.injectWS('/api/ws');
      const reply = nextMessage(ws);
      ws.send(JSON.stringify({ type: 'hello', protocol: 1, token, userCaseID: id }));
      expect(await reply).toEqual({ type: 'error', messageKey: key });
      ws.terminate();
    }
  });
});
