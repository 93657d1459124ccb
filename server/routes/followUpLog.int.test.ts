/**
 * /api/PracticeTraining/UserCaseLogList, LogInfo, DeleteLogInfo: add, change, delete and list the
 * follow-up log; the spec's limits, someone else's attempt, a submitted attempt; a refusal
 * stores no event.
 */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../testing/moduleApi.ts';

const api = useModuleApi();
const P = '/api/PracticeTraining';
const item = {
  logTime: 'Day 1 10:00',
  customerInfo: 'Maria Santos',
  orderInfo: '240301-001',
  type: 'dailyConsultation',
  detail: 'Promised to check the stock and reply tomorrow',
  isDone: false,
};

describe('follow-up log API', () => {
  const events = async (id: string) => (await api.h.storage.readStream(id)).length;
  const list = async (id: string) =>
    (await api.h.post(`${P}/UserCaseLogList`, { userCaseID: id }, api.token)).json().data.list;

  it('adds, changes, lists and deletes items of the attempt, in the spec shape', async () => {
    const id = await api.h.start(api.token, 'shopee-return-refund');
    expect(await list(id)).toEqual([]);
    const added = await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item }, api.token);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.list).toEqual([{ id: 'L1', ...item }]);
    await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item, detail: 'Second' }, api.token);
    const edited = await api.h.post(
      `${P}/LogInfo`,
      { userCaseID: id, id: 'L1', ...item, isDone: true, detail: '  Called back  ' },
      api.token,
    );
    expect(edited.json().data.list).toEqual([
      { id: 'L1', ...item, isDone: true, detail: 'Called back' },
      { id: 'L2', ...item, detail: 'Second' },
    ]);
    // Saving the same item again is no event.
    const n = await events(id);
    await api.h.post(
      `${P}/LogInfo`,
      { userCaseID: id, id: 'L1', ...item, isDone: true, detail: 'Called back' },
      api.token,
    );
    expect(await events(id)).toBe(n);
    const deleted = await api.h.post(`${P}/DeleteLogInfo`, { userCaseID: id, id: 'L1' }, api.token);
    expect(deleted.json().data.list.map((i: { id: string }) => i.id)).toEqual(['L2']);
    // Ids are not reused after a delete.
    const third = await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item }, api.token);
    expect(third.json().data.list.map((i: { id: string }) => i.id)).toEqual(['L2', 'L3']);
  });

  it('refuses fields over the spec limits, an empty detail, unknown items and bad types; nothing stored', async () => {
    const id = await api.h.start(api.token, 'amazon-partial-stock');
    await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item }, api.token);
    const before = await events(id);
    const refusals: [object, number, string, object?][] = [
      [
        { logTime: 'x'.repeat(101) },
        422,
        'attempt.log.error.tooLong',
        { field: 'logTime', max: 100 },
      ],
      [
        { customerInfo: 'x'.repeat(101) },
        422,
        'attempt.log.error.tooLong',
        { field: 'customerInfo', max: 100 },
      ],
      [
        { orderInfo: 'x'.repeat(101) },
        422,
        'attempt.log.error.tooLong',
        { field: 'orderInfo', max: 100 },
      ],
      [
        { detail: '字'.repeat(251) },
        422,
        'attempt.log.error.tooLong',
        { field: 'detail', max: 250 },
      ],
      [{ detail: '   ' }, 422, 'attempt.log.error.detailRequired'],
      [{ id: 'L9' }, 422, 'attempt.log.error.unknownItem'],
      [{ type: 'gossip' }, 400, 'errors.validation'],
      [{ isDone: 'yes' }, 400, 'errors.validation'],
    ];
    for (const [change, code, key, params] of refusals) {
      const r = await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item, ...change }, api.token);
      expect({ change, code: r.statusCode, key: r.json().message }).toEqual({ change, code, key });
      if (params) expect(r.json().data.params).toEqual(params);
    }
    // At the limits exactly, it is taken.
    const full = await api.h.post(
      `${P}/LogInfo`,
      { userCaseID: id, ...item, logTime: 't'.repeat(100), detail: '字'.repeat(250) },
      api.token,
    );
    expect(full.statusCode).toBe(200);
    const gone = await api.h.post(`${P}/DeleteLogInfo`, { userCaseID: id, id: 'L7' }, api.token);
    expect([gone.statusCode, gone.json().message]).toEqual([422, 'attempt.log.error.unknownItem']);
    expect(await events(id)).toBe(before + 1);
  });

  it("keeps another student's attempt closed and a submitted attempt read-only", async () => {
    const id = await api.h.start(api.token, 'temu-stock-count');
    await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item }, api.token);
    for (const [path, body] of [
      ['UserCaseLogList', {}],
      ['LogInfo', item],
      ['DeleteLogInfo', { id: 'L1' }],
    ] as const) {
      const r = await api.h.post(`${P}/${path}`, { userCaseID: id, ...body }, api.other);
      expect([path, r.statusCode]).toEqual([path, 403]);
    }
    const missing = await api.h.post(`${P}/UserCaseLogList`, { userCaseID: 'nope' }, api.token);
    expect(missing.statusCode).toBe(404);
    expect((await api.h.post(`${P}/Submit`, { userCaseID: id }, api.token)).statusCode).toBe(200);
    const before = await events(id);
    const add = await api.h.post(`${P}/LogInfo`, { userCaseID: id, ...item }, api.token);
    const del = await api.h.post(`${P}/DeleteLogInfo`, { userCaseID: id, id: 'L1' }, api.token);
    expect([add.statusCode, add.json().message]).toEqual([409, 'attempt.error.submitted']);
    expect([del.statusCode, del.json().message]).toEqual([409, 'attempt.error.submitted']);
    expect(await events(id)).toBe(before);
    expect(await list(id)).toEqual([{ id: 'L1', ...item }]);
  });
});
