/**
 * /api/PracticeTraining/Hints and OpenHint: texts only once opened, in order, each costing its
 * points once; refusals with a key and nothing written; another student's attempt is forbidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../testing/harness.ts';

const CASE = 'amazon-partial-stock';
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = await h.login();
});
afterAll(() => h.close());

describe('hints', () => {
  it('lists costs, hides texts until opened, opens in order and charges each once', async () => {
    const id = await h.start(token, CASE, { clock: false });
    const list = await h.post('/api/PracticeTraining/Hints', { userCaseID: id }, token);
    expect(list.json().data).toEqual({
      list: [
        { index: 0, cost: 5, opened: false, text: null },
        { index: 1, cost: 15, opened: false, text: null },
      ],
      spent: 0,
    });
    const early = await h.post(
      '/api/PracticeTraining/OpenHint',
      { userCaseID: id, index: 1 },
      token,
    );
    expect([early.statusCode, early.json().message]).toEqual([422, 'attempt.error.hintOrder']);
    const before = await h.storage.streamVersion(id);
    const open = () =>
      h.post('/api/PracticeTraining/OpenHint', { userCaseID: id, index: 0 }, token);
    const first = await open();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.list[0]).toMatchObject({
      opened: true,
      text: { zh: expect.any(String) },
    });
    expect(first.json().data.spent).toBe(5);
    // Opened twice: costs once, writes nothing more.
    expect((await open()).json().data.spent).toBe(5);
    expect(await h.storage.streamVersion(id)).toBe(before + 1);
    // Reading a hint does not start the case clock.
    const sync = await h.post('/api/PracticeTraining/SyncTime', { userCaseID: id }, token);
    expect(sync.json().data.clockStartedAt).toBeNull();

    const bad = await h.post(
      '/api/PracticeTraining/OpenHint',
      { userCaseID: id, index: -1 },
      token,
    );
    expect(bad.statusCode).toBe(400);
    const other = await h.login('student02');
    const theirs = await h.post(
      '/api/PracticeTraining/OpenHint',
      { userCaseID: id, index: 1 },
      other,
    );
    expect(theirs.statusCode).toBe(403);
    expect(await h.storage.streamVersion(id)).toBe(before + 1);
  });
});
