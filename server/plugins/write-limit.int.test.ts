/**
 * The per-user write limit: a burst per second and a budget per minute over every call that
 * appends events or stores files; past either, 429 errors.tooManyWrites with Retry-After, and
 * nothing written. Another user (same address) is not held. Reads are never counted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness({ writeLimits: { perSecond: 3, perMinute: 5 } });
});
afterAll(() => h.close());

it('holds a user past the burst and the minute, with Retry-After; others and reads pass', async () => {
  const token = await h.login();
  const other = await h.login('student02');
  const id = await h.start(token, 'amazon-late-parcel', { clock: false }); // StartCase: 1
  const clock = () => h.post('/api/PracticeTraining/StartClock', { userCaseID: id }, token);
  const saveDraft = () =>
    h.post(
      '/api/PTMail/Send',
      {
        userCaseID: id,
        command: { type: 'SaveDraft', to: [], store: 'us1', subject: 'draft', body: 'text' },
      },
      token,
    );
  expect((await clock()).statusCode).toBe(200); // 2
  expect((await saveDraft()).statusCode).toBe(200); // 3
  const version = await h.storage.streamVersion(id);
  const burst = await saveDraft(); // 4th in a second
  expect([burst.statusCode, burst.json().message]).toEqual([429, 'errors.tooManyWrites']);
  expect(Number(burst.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await h.storage.streamVersion(id)).toBe(version);
  // Reads are not writes; another user is not held.
  const read = await h.post('/api/PracticeTraining/SyncTime', { userCaseID: id }, token);
  expect(read.statusCode).not.toBe(429);
  const theirs = await h.start(other, 'amazon-late-parcel');
  expect(theirs).toBeTruthy();

  await new Promise((r) => setTimeout(r, 1100));
  expect((await saveDraft()).statusCode).toBe(200); // 5th in the minute
  const minute = await saveDraft();
  expect([minute.statusCode, minute.json().message]).toEqual([429, 'errors.tooManyWrites']);
  expect(Number(minute.headers['retry-after'])).toBeGreaterThan(30);
  expect(minute.json().data.params.seconds).toBe(Number(minute.headers['retry-after']));
});
