/**
 * /api/ws on a real app: hello and pushes, refusals (token, attempt, protocol), the end of a
 * session, and resuming with `after`. Every message the server sends validates against its schema.
 */
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ServerMessage, WS_AFTER_HELLO, WS_CLOSE, WS_PROTOCOL } from '../../schemas/api/ws.ts';
import { harness, type Harness } from '../testing/harness.ts';

const serverMessage = Compile(ServerMessage);
/** Every message any socket of this file received: checked against the schema at the end. */
const received: unknown[] = [];

let h: Harness;
beforeAll(async () => {
  h = await harness();
  await h.app.ready();
});
afterAll(() => h.close());

/** Opens a socket that records what it receives. */
const connect = async () => {
  const ws = await h.app.injectWS('/api/ws');
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  return ws;
};

const nextMessage = (ws: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
  });

const closed = (ws: WebSocket) =>
  new Promise<[number, string]>((resolve) => {
    ws.once('close', (code, reason) => resolve([code, String(reason)]));
  });

const hello = (token: string, userCaseID: string, more: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'hello', protocol: WS_PROTOCOL, token, userCaseID, ...more });

/** A new student's new attempt: its stream starts at version 2 (AttemptStarted, CaseClockStarted). */
let fresh = 0;
const freshAttempt = async () => {
  const username = `wsfresh${String((fresh += 1)).padStart(2, '0')}`;
  await h.addUsers([username]);
  const token = await h.login(username);
  return { token, id: await h.start(token, 'amazon-partial-stock') };
};

const markGift = (id: string, token: string, gift = true) =>
  h.post(
    '/api/PTOrder/Operate',
    { userCaseID: id, command: { type: 'MarkGift', orderNo: '112-3941-7781', gift } },
    token,
  );

describe('/api/ws', () => {
  it('pushes an attempt’s new events to its owner after the hello', async () => {
    const token = await h.login();
    const id = await h.start(token);
    const ws = await connect();
    const welcome = nextMessage(ws);
    ws.send(hello(token, id));
    expect(await welcome).toEqual({ type: 'welcome', protocol: 2, userCaseID: id, version: 2 });
    const pushed = nextMessage(ws);
    await markGift(id, token);
    expect(await pushed).toMatchObject({
      type: 'events',
      userCaseID: id,
      version: 3,
      events: [
        { type: 'OrderGiftMarked', version: 3, data: { orderNo: '112-3941-7781', gift: true } },
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
    ] as const) {
      const ws = await connect();
      const reply = nextMessage(ws);
      const close = closed(ws);
      ws.send(hello(token, id, { after: 0 }));
      expect(await reply).toEqual({ type: 'error', messageKey: key });
      expect(await close).toEqual([4000, key]);
    }
  });

  it('refuses a user who must change the password an administrator set', async () => {
    const { id } = await freshAttempt();
    const user = await h.storage.getUserByUsername(`wsfresh${String(fresh).padStart(2, '0')}`);
    await h.storage.setPassword(user!.id, user!.passwordHash, true);
    const again = await h.login(user!.username);
    const ws = await connect();
    const reply = nextMessage(ws);
    const close = closed(ws);
    ws.send(hello(again, id));
    expect(await reply).toEqual({ type: 'error', messageKey: 'user.error.mustChangePassword' });
    expect(await close).toEqual([4000, 'user.error.mustChangePassword']);
  });
});

/** A socket that said hello and got its welcome. */
const watch = async (token: string, userCaseID: string) => {
  const ws = await connect();
  const welcome = nextMessage(ws);
  ws.send(hello(token, userCaseID));
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
    await markGift(id, mine);
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

/** The messages a socket receives until (and with) the first that matches. */
const until = (ws: WebSocket, done: (m: Record<string, unknown>) => boolean) =>
  new Promise<Record<string, unknown>[]>((resolve) => {
    const got: Record<string, unknown>[] = [];
    const on = (data: unknown) => {
      const m = JSON.parse(String(data)) as Record<string, unknown>;
      got.push(m);
      if (!done(m)) return;
      ws.off('message', on);
      resolve(got);
    };
    ws.on('message', on);
  });

/** Event versions of events messages, with the welcome in place. */
const versionsOf = (messages: Record<string, unknown>[]) =>
  messages.flatMap((m): (number | string)[] =>
    m.type === 'events'
      ? (m.events as { version: number }[]).map((e) => e.version)
      : [String(m.type)],
  );

describe('the hello names its protocol', () => {
  it('a client of another protocol is told both versions, then refused', async () => {
    const token = await h.login();
    const id = await h.start(token, 'amazon-partial-stock');
    for (const client of [1, 3]) {
      const ws = await connect();
      const reply = nextMessage(ws);
      const close = closed(ws);
      // A version-1 hello: the fields of this version need not be there.
      ws.send(JSON.stringify({ type: 'hello', protocol: client, token, userCaseID: id }));
      expect(await reply).toEqual({
        type: 'error',
        messageKey: 'ws.error.protocol',
        params: { server: 2, client },
      });
      expect(await close).toEqual([4000, 'ws.error.protocol']);
    }
  });

  it('a hello that is not valid otherwise is refused as such', async () => {
    const token = await h.login();
    const id = await h.start(token, 'amazon-partial-stock');
    for (const bad of [{ after: -1 }, { after: 1.5 }, { protocol: '2' }, { extra: true }]) {
      const ws = await connect();
      const reply = nextMessage(ws);
      ws.send(hello(token, id, bad));
      expect(await reply).toEqual({ type: 'error', messageKey: 'errors.validation' });
      ws.terminate();
    }
  });
});

describe('a reconnect with `after`', () => {
  it('receives exactly the events missed while disconnected, then the new ones', async () => {
    const { token, id } = await freshAttempt();
    const first = await watch(token, id);
    const pushed = nextMessage(first);
    await markGift(id, token);
    expect(await pushed).toMatchObject({ version: 3 });
    first.terminate();

    for (const gift of [false, true, false])
      expect((await markGift(id, token, gift)).statusCode).toBe(200);
    expect(await h.storage.streamVersion(id)).toBe(6);

    const ws = await connect();
    const catchUp = until(ws, (m) => m.type === 'welcome');
    ws.send(hello(token, id, { after: 3 }));
    const got = await catchUp;
    expect(got).toEqual([
      {
        type: 'events',
        userCaseID: id,
        version: 6,
        events: [4, 5, 6].map((version, i) => ({
          type: 'OrderGiftMarked',
          data: { orderNo: '112-3941-7781', gift: [false, true, false][i] },
          version,
          by: 'student',
        })),
      },
      { type: 'welcome', protocol: 2, userCaseID: id, version: 6 },
    ]);
    const next = nextMessage(ws);
    await markGift(id, token);
    expect(versionsOf([await next])).toEqual([7]);
    ws.terminate();

    // Up to date: nothing is replayed.
    const again = await connect();
    const welcome = nextMessage(again);
    again.send(hello(token, id, { after: 7 }));
    expect(await welcome).toEqual({ type: 'welcome', protocol: 2, userCaseID: id, version: 7 });
    again.terminate();
  });

  it('loses and doubles nothing committed while the replay is read', async () => {
    const { token, id } = await freshAttempt();
    await markGift(id, token); // version 3
    const storage = h.storage;
    const read = storage.readStream.bind(storage);
    let step = 0;
    // The hello's replay read: one command commits before it reads, one after it has read.
    storage.readStream = async (streamId, after) => {
      if (streamId !== id || step > 0) return read(streamId, after);
      step = 1;
      await markGift(id, token, false); // version 4: read with the replay, pushed too
      const events = await read(streamId, after);
      await markGift(id, token, true); // version 5: pushed only
      step = 2;
      return events;
    };
    try {
      const ws = await connect();
      const got = until(ws, (m) => m.type === 'events' && m.version === 5);
      ws.send(hello(token, id, { after: 2 }));
      expect(versionsOf(await got)).toEqual([3, 4, 'welcome', 5]);
      expect(step).toBe(2);
      // Nothing else arrives: the next message is the next command's.
      const next = nextMessage(ws);
      await markGift(id, token, false);
      expect(versionsOf([await next])).toEqual([6]);
      ws.terminate();
    } finally {
      storage.readStream = read;
    }
  });

  it('resyncs a client that is ahead of the stream', async () => {
    const { token, id } = await freshAttempt();
    const ws = await connect();
    const welcome = nextMessage(ws);
    ws.send(hello(token, id, { after: 99 }));
    expect(await welcome).toEqual({
      type: 'welcome',
      protocol: 2,
      userCaseID: id,
      version: 2,
      resync: true,
    });
    ws.terminate();
  });
});

describe('messages after the hello', () => {
  it('ignores a few small ones and keeps pushing', async () => {
    const { token, id } = await freshAttempt();
    const ws = await watch(token, id);
    for (let i = 0; i < WS_AFTER_HELLO.messages; i += 1) ws.send('{"type":"ping"}');
    const pushed = nextMessage(ws);
    await markGift(id, token);
    expect(await pushed).toMatchObject({ type: 'events', userCaseID: id, version: 3 });
    ws.terminate();
  });

  it('closes with 1008 and a message key on one too large or too many', async () => {
    for (const [abuse, key] of [
      [
        (ws: WebSocket) => ws.send('x'.repeat(WS_AFTER_HELLO.maxBytes + 1)),
        'ws.error.messageTooLarge',
      ],
      [
        (ws: WebSocket) => {
          for (let i = 0; i <= WS_AFTER_HELLO.messages; i += 1) ws.send('{}');
        },
        'ws.error.tooManyMessages',
      ],
    ] as const) {
      const { token, id } = await freshAttempt();
      const ws = await watch(token, id);
      const message = nextMessage(ws);
      const close = closed(ws);
      abuse(ws);
      expect(await message).toEqual({ type: 'error', messageKey: key });
      expect(await close).toEqual([WS_CLOSE.policy, key]);
    }
  });
});

describe('server messages', () => {
  it('all validate against the ServerMessage schema', () => {
    const types = new Set(received.map((m) => (m as { type: string }).type));
    expect([...types].sort()).toEqual(['error', 'events', 'welcome']);
    const invalid = received.filter((m) => !serverMessage.Check(m));
    expect(invalid).toEqual([]);
  });
});
