/**
 * The case clock waits for the student: nothing moves until the task is closed the first time
 * (StartClock), neither after StartCase nor after ResetCase; reopening the task later changes
 * nothing; a student who acts first starts it by acting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';

// alibaba-blacklist-buyer: speed 60, and a new order arrives 10 sim minutes (10 s) into the clock.
const CASE = 'alibaba-blacklist-buyer';
const START = '2026-11-22T08:00:00.000Z';
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login();
});
afterAll(() => h.close());

const at = (seconds: number) => {
  h.clock.now = new Date(Date.parse(START) + seconds * 1000);
};
const sync = async (id: string) =>
  (await h.post('/api/PracticeTraining/SyncTime', { userCaseID: id }, token)).json().data;
const types = async (id: string) => (await h.storage.readStream(id, 0)).map((e) => e.type);

describe('the case clock', () => {
  it('stands at the case start until the task is closed, after StartCase and after ResetCase', async () => {
    at(0);
    const id = await h.start(token, CASE, { clock: false });
    at(8);
    expect(await sync(id)).toMatchObject({
      elapsedSeconds: 0,
      clockStartedAt: null,
      simTime: '2026-09-14T01:30:00.000Z',
      speed: 60,
    });
    // Long after the order was due had the clock run, nothing has happened.
    at(600);
    await h.post('/api/PTOrder/list', { userCaseID: id }, token);
    expect(await types(id)).toEqual(['AttemptStarted']);

    const started = await h.post('/api/PracticeTraining/StartClock', { userCaseID: id }, token);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({
      elapsedSeconds: 0,
      clockStartedAt: h.clock.now.toISOString(),
    });
    at(612);
    expect(await sync(id)).toMatchObject({
      elapsedSeconds: 12,
      simTime: '2026-09-14T01:42:00.000Z',
    });
    // Closing the task again does not restart or pause the clock.
    await h.post('/api/PracticeTraining/StartClock', { userCaseID: id }, token);
    expect((await types(id)).filter((t) => t === 'CaseClockStarted')).toHaveLength(1);
    await h.post('/api/PTOrder/list', { userCaseID: id }, token);
    expect(await types(id)).toContain('OrderArrived');

    const reset = await h.post('/api/PracticeTraining/ResetCase', { userCaseID: id }, token);
    const next = reset.json().data.userCaseID as string;
    at(700);
    expect(await sync(next)).toMatchObject({ elapsedSeconds: 0, clockStartedAt: null });
    expect(await types(next)).toEqual(['AttemptStarted']);
  });

  it('starts when the student acts before closing the task, with the act on the running clock', async () => {
    at(0);
    const other = await h.login('student02');
    const id = await h.start(other, CASE, { clock: false });
    at(30);
    const r = await h.post(
      '/api/PTCustomer/Operate',
      { userCaseID: id, command: { type: 'UnblacklistCustomer', id: 'b3' } },
      other,
    );
    expect(r.statusCode).toBe(200);
    const stream = await types(id);
    expect(stream.slice(0, 3)).toEqual(['AttemptStarted', 'CaseClockStarted', 'TimerScheduled']);
    expect(stream).toContain('CustomerUnblacklisted');
  });
});
