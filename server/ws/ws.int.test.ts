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

const closed = (ws: WebSocket) =>
  new Promise<[number, string]>((resolve) => {
    ws.once('close', (code, reason) => resolve([code, String(reason)]));
  });

/** A socket that said hello and got its welcome. */
const watch = async (token: string, userCaseID: string) => {
  const ws = await h.app.injectWS('/api/ws');
  const welcome = nextMessage(ws);
  ws.send(JSON.stringify({ type: 'hello', protocol: 1, token, userCaseID }));
  expect(await welcome).toMatchObject({ type: 'welcome', userCaseID });
  return ws;
};

describe('a websocket ends with its session', () => {
  it('closes at logout, with a close code and a message key', async () => {
    const token = await h.login('student02');
    const id = await h.start(token, 'amazon-partial-stock');
    const ws = await watch(token, id);
    const message = nextMessage(ws);
    const close = closed(ws);
    expect((await h.post('/api/User/Logout', {}, token)).statusCode).toBe(200);
    expect(await message).toEqual({ type: 'error', messageKey: 'user.sessionEnded.loggedOut' });
    expect(await close).toEqual([4001, 'user.sessionEnded.loggedOut']);
  });

  it('closes the other sessions’ sockets at a password change; this session’s stays and is pushed to', async () => {
    await h.addUsers(['wsuser01']);
    const mine = await h.login('wsuser01');
    const other = await h.login('wsuser01');
    const id = await h.start(mine, 'amazon-partial-stock');
    const kept = await watch(mine, id);
    const ended = await watch(other, id);
    const close = closed(ended);
    const changed = await h.post(
      '/api/User/ChangePwd',
      { oldPwd: 'demo1234', newPwd: 'newpass123' },
      mine,
    );
    expect(changed.statusCode).toBe(200);
    expect(await close).toEqual([4001, 'user.sessionEnded.passwordChanged']);
    const pushed = nextMessage(kept);
    await h.post(
      '/api/PTOrder/Operate',
      { userCaseID: id, command: { type: 'MarkGift', orderNo: '112-3941-7781', gift: true } },
      mine,
    );
    expect(await pushed).toMatchObject({ type: 'events', userCaseID: id });
    kept.terminate();
  });

  it('closes instead of pushing once the session has expired', async () => {
    const token = await h.login();
    const id = await h.start(token, 'alibaba-blacklist-buyer');
    const ws = await watch(token, id);
    const got: unknown[] = [];
    ws.on('message', (data) => got.push(JSON.parse(String(data))));
    const close = closed(ws);
    const saved = h.clock.now;
    try {
      // 13 hours on: past the absolute expiry (12 h). A new session reads the attempt, which
      // fires its due timer (a new order) and pushes the events.
      h.clock.now = new Date(saved.getTime() + 13 * 3600_000);
      const fresh = await h.login();
      const version = await h.storage.streamVersion(id);
      expect((await h.post('/api/PTOrder/list', { userCaseID: id }, fresh)).statusCode).toBe(200);
      expect(await h.storage.streamVersion(id)).toBeGreaterThan(version);
      expect(await close).toEqual([4001, 'user.sessionEnded.expired']);
      expect(got).toEqual([{ type: 'error', messageKey: 'user.sessionEnded.expired' }]);
    } finally {
      h.clock.now = saved;
    }
  });
});
