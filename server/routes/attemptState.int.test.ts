/**
 * One writable state: only an in-progress attempt accepts writes. Every write path on a reset
 * or submitted attempt answers 409 with a message key and writes nothing (stream version and
 * row status unchanged); reads of a reset attempt still work; races answer 409, never 500.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { harness, type Harness } from '../testing/harness.ts';
import { multipart } from '../testing/multipart.ts';

const CASE = 'alibaba-blacklist-buyer';
const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../scenarios/samples/${name}`, import.meta.url)));

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  await h.app.ready();
  token = await h.login();
});
afterAll(() => h.close());

const upload = (url: string, userCaseID: string, file: string) => {
  const { payload, headers } = multipart({ userCaseID }, { name: file, content: sample(file) });
  return h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};

/** Every write an attempt has: each module's Operate, both imports, point requests, submit. */
const writes = (id: string) => {
  const operate = (path: string, command: object) => () =>
    h.post(path, { userCaseID: id, command }, token);
  return {
    'PTOrder/Operate': operate('/api/PTOrder/Operate', {
      type: 'MarkGift',
      orderNo: 'AB-2026-00412',
      gift: true,
    }),
    'PTStorage/Operate': operate('/api/PTStorage/Operate', { type: 'StartInventoryCheck' }),
    'PTAfterSale/Operate': operate('/api/PTAfterSale/Operate', {
      type: 'RemarkAfterSale',
      id: 'RR-1',
      remark: 'note',
    }),
    'PTCustomer/Operate': operate('/api/PTCustomer/Operate', {
      type: 'BlacklistCustomer',
      id: 'b2',
      reason: 'chargebacks',
    }),
    'PTStorage/Import': () => upload('/api/PTStorage/Import', id, 'temu-new-products.csv'),
    'PTOrder/Import': () => upload('/api/PTOrder/Import', id, 'site-orders.csv'),
    PointRequest: () =>
      h.post(
        '/api/PracticeTraining/PointRequest',
        { usercaseID: id, pointID: 117, sourceID: -1, page: 'orderSlove', content: 'x' },
        token,
      ),
    Submit: () => h.post('/api/PracticeTraining/Submit', { userCaseID: id }, token),
  };
};

/** Runs every write on the attempt: each answers 409 with `key`; nothing is written. */
const refusesEveryWrite = async (id: string, key: string) => {
  const version = await h.storage.streamVersion(id);
  const row = await h.storage.getAttempt(id);
  const seen: Record<string, [number, string]> = {};
  for (const [name, write] of Object.entries(writes(id))) {
    const r = await write();
    seen[name] = [r.statusCode, r.json().message];
  }
  expect(seen).toEqual(
    Object.fromEntries(Object.keys(writes(id)).map((name) => [name, [409, key]])),
  );
  expect(await h.storage.streamVersion(id)).toBe(version);
  expect(await h.storage.getAttempt(id)).toEqual(row);
};

const reset = (id: string) => h.post('/api/PracticeTraining/ResetCase', { userCaseID: id }, token);
const rowOf = async (id: string) => (await h.storage.getAttempt(id))?.status;

const nextMessage = (ws: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
  });

describe('a reset attempt is read-only', () => {
  it('refuses every write with 409 attempt.error.reset and writes nothing', async () => {
    const x = await h.start(token, CASE);
    expect((await writes(x)['PTOrder/Operate']()).statusCode).toBe(200);
    const ws = await h.app.injectWS('/api/ws');
    const welcome = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'hello', protocol: 2, token, userCaseID: x }));
    await welcome;
    const pushed = nextMessage(ws);
    const r = await reset(x);
    expect(r.statusCode).toBe(200);
    const y = r.json().data.userCaseID as string;
    expect(y).not.toBe(x);
    // A page still open on the old attempt hears that it was reset, and which attempt follows.
    expect(await pushed).toMatchObject({
      type: 'events',
      userCaseID: x,
      events: [{ type: 'AttemptReset', data: { next: y }, by: 'student' }],
    });
    ws.terminate();
    expect(await rowOf(x)).toBe('reset');
    // The reset is an event of the old stream, decided by the engine.
    expect((await h.storage.readStream(x)).at(-1)?.type).toBe('AttemptReset');

    await refusesEveryWrite(x, 'attempt.error.reset');
    const again = await reset(x);
    expect([again.statusCode, again.json().message]).toEqual([409, 'attempt.error.reset']);
    expect(await rowOf(x)).toBe('reset');
    expect(await rowOf(y)).toBe('inProgress');
    expect(await h.storage.streamVersion(y)).toBeGreaterThan(0);
  });

  it('still answers reads: lists (without firing its timers), the websocket, the analysis key', async () => {
    const x = await h.start(token, CASE);
    const y = (await reset(x)).json().data.userCaseID as string;
    // The new attempt's clock waits for its task to be read and closed.
    await h.post('/api/PracticeTraining/StartClock', { userCaseID: y }, token);
    const version = await h.storage.streamVersion(x);
    const saved = h.clock.now;
    try {
      // The case's timer (a new order 10 sim minutes in) falls due: reading the old attempt
      // must not fire it.
      h.clock.now = new Date(saved.getTime() + 3600_000);
      token = await h.login();
      const list = await h.post('/api/PTOrder/list', { userCaseID: x }, token);
      expect(list.statusCode).toBe(200);
      expect(await h.storage.streamVersion(x)).toBe(version);
      expect((await h.post('/api/PTOrder/list', { userCaseID: y }, token)).statusCode).toBe(200);
      expect(await h.storage.streamVersion(y)).toBeGreaterThan(1);
    } finally {
      h.clock.now = saved;
      token = await h.login();
    }
    const view = await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: x }, token);
    expect([view.statusCode, view.json().message]).toEqual([409, 'attempt.error.notSubmitted']);

    const ws = await h.app.injectWS('/api/ws');
    const welcome = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'hello', protocol: 2, token, userCaseID: x }));
    expect(await welcome).toEqual({ type: 'welcome', protocol: 2, userCaseID: x, version });
    ws.terminate();
    await reset(y);
  });

  it('refuses writes on a row reset before the engine knew resets (older data)', async () => {
    const x = await h.start(token, CASE);
    const old = (await h.storage.getAttempt(x))!;
    const first = (await h.storage.readStream(x)).map(({ type, data, metadata }) => ({
      type,
      data,
      metadata,
    }));
    // An old reset: the row says 'reset', the stream has no AttemptReset event.
    const next = { ...old, id: `${x}-next`, startedAt: new Date(Date.parse(old.startedAt) + 1) };
    await h.storage.createAttempt({ ...next, startedAt: next.startedAt.toISOString() }, first, {
      id: x,
      expectedVersion: first.length,
      events: [],
    });
    await refusesEveryWrite(x, 'attempt.error.reset');
    expect((await reset(x)).statusCode).toBe(409);
    await reset(`${x}-next`);
  });
});

describe('a submitted attempt is read-only', () => {
  it('refuses every write with 409 attempt.error.submitted; a reset starts over and keeps its analysis', async () => {
    const x = await h.start(token, CASE);
    expect((await writes(x).Submit()).statusCode).toBe(200);
    const row = await h.storage.getAttempt(x);
    expect(row?.status).toBe('submitted');
    await refusesEveryWrite(x, 'attempt.error.submitted');

    const r = await reset(x);
    expect(r.statusCode).toBe(200);
    expect(await h.storage.getAttempt(x)).toEqual({ ...row, status: 'reset' });
    // Submit on the reset attempt never turns its row back to submitted.
    await refusesEveryWrite(x, 'attempt.error.reset');
    const view = await h.post('/api/PracticeTraining/ViewResolution', { userCaseID: x }, token);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.breakdown.score).toBe(row?.score);
    await reset(r.json().data.userCaseID);
  });
});
