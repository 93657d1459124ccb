/**
 * /api/PTFeedback on a real database: the store's reviews by kind with their key metrics, the
 * platform's removal rules at work, replies, and refusals with their keys, nothing written.
 */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'amazon-feedback-removal';
const LIST = '/api/PTFeedback/list';
const OPERATE = '/api/PTFeedback/Operate';
type Metrics = { reviews: number; rating: number; negative: number; responseRate: number };

describe('/api/PTFeedback', () => {
  it('lists reviews by kind with metrics; removal follows Amazon’s rules; replies count', async () => {
    const id = await api.h.start(api.token, CASE);
    const stores = await api.list(LIST, { userCaseID: id, kind: 'store' });
    const products = await api.list(LIST, { userCaseID: id, kind: 'product' });
    expect(stores.list.every((r) => r.kind === 'store')).toBe(true);
    expect(products.list.every((r) => r.kind === 'product')).toBe(true);
    const before = stores.metrics as Metrics;
    expect(before.reviews).toBe(stores.total + products.total);
    const negative = await api.list(LIST, { userCaseID: id, kind: 'store', rating: 'negative' });
    expect(negative.list.map((r) => r.id).sort()).toEqual(['fb1', 'fb2', 'fb3']);

    const shops = await api.h.post('/api/PTFeedback/ShopList', { userCaseID: id }, api.token);
    expect(shops.json().data.list[0]).toMatchObject({
      id: 'us1',
      platform: 'amazon',
      removable: ['obscene', 'personalData', 'productOnly', 'promotional'],
      counts: { store: stores.total, product: products.total },
    });

    // The phone number is personal data: removed, and the metrics no longer count it.
    const removed = await api.operate(OPERATE, id, {
      type: 'RequestFeedbackRemoval',
      id: 'fb1',
      reason: 'personalData',
    });
    expect(removed.json().data.events[0].data).toMatchObject({ granted: true, refusal: null });
    const after = await api.list(LIST, { userCaseID: id, kind: 'store' });
    expect(after.list.map((r) => r.id)).not.toContain('fb1');
    // Gone from the table, kept on record: when (case clock) and on what ground.
    expect(after.removed).toEqual([
      expect.objectContaining({ id: 'fb1', kind: 'store', reason: 'personalData' }),
    ]);
    const [record] = after.removed as { at: string }[];
    expect(Date.parse(record!.at)).toBeGreaterThanOrEqual(Date.parse('2026-01-01'));
    expect((after.metrics as Metrics).rating).toBeGreaterThan(before.rating);

    // An honest negative review stays: the refusal is on record and shown on the row.
    const refused = await api.operate(OPERATE, id, {
      type: 'RequestFeedbackRemoval',
      id: 'fb3',
      reason: 'obscene',
    });
    expect(refused.json().data.events[0].data).toMatchObject({
      granted: false,
      refusal: 'notFound',
    });
    const unrelated = await api.operate(OPERATE, id, {
      type: 'RequestFeedbackRemoval',
      id: 'fb3',
      reason: 'unrelated',
    });
    expect(unrelated.json().data.events[0].data).toMatchObject({ refusal: 'notAReason' });

    const reply = await api.operate(OPERATE, id, {
      type: 'ReplyFeedback',
      id: 'fb3',
      text: 'We are sorry your order arrived late.',
    });
    expect(reply.statusCode).toBe(200);
    const replied = await api.list(LIST, { userCaseID: id, kind: 'store', replied: true });
    expect(replied.list.find((r) => r.id === 'fb3')).toMatchObject({
      reply: 'We are sorry your order arrived late.',
      refused: ['obscene', 'unrelated'],
    });
    expect((replied.metrics as Metrics).responseRate).toBeGreaterThan(before.responseRate);
    const found = await api.list(LIST, { userCaseID: id, kind: 'store', keyword: 'LATE' });
    expect(found.list.map((r) => r.id)).toContain('fb3');
  });

  it('refuses bad input with a key and writes nothing', async () => {
    const old = await api.h.start(api.token, CASE);
    const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
    const id = r.json().data.userCaseID as string;
    const body = (command: object) => ({ userCaseID: id, command });
    await api.operate(OPERATE, id, {
      type: 'RequestFeedbackRemoval',
      id: 'fb1',
      reason: 'personalData',
    });
    await api.operate(OPERATE, id, {
      type: 'RequestFeedbackRemoval',
      id: 'fb3',
      reason: 'obscene',
    });
    const listOf = { userCaseID: id, kind: 'store' };
    const before = (await api.list(LIST, listOf)).version;
    const cases = [
      {
        body: body({ type: 'ReplyFeedback', id: 'fb3', text: 'x'.repeat(501) }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ReplyFeedback', id: 'fb3', text: '   ' }),
        code: 422,
        key: 'feedback.error.emptyReply',
      },
      {
        body: body({ type: 'RequestFeedbackRemoval', id: 'fb3', reason: 'rude' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'RequestFeedbackRemoval', id: 'fb3', reason: 'obscene' }),
        code: 422,
        key: 'feedback.error.askedBefore',
      },
      {
        body: body({ type: 'ReplyFeedback', id: 'fb1', text: 'Thanks' }),
        code: 422,
        key: 'feedback.error.notFound',
      },
      {
        body: body({ type: 'ContactFeedbackBuyer', id: 'nope', text: 'Hello' }),
        code: 422,
        key: 'feedback.error.notFound',
      },
      // A contact is a message: a click alone, or blanks, sends nothing.
      {
        body: body({ type: 'ContactFeedbackBuyer', id: 'fb3' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ContactFeedbackBuyer', id: 'fb3', text: '   ' }),
        code: 422,
        key: 'feedback.error.emptyMessage',
      },
      {
        body: body({ type: 'ContactFeedbackBuyer', id: 'fb3', text: 'x'.repeat(501) }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'ContactFeedbackBuyer', id: 'fb3', text: 'Hello' }),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ];
    for (const c of cases) {
      const res = await api.h.post(OPERATE, c.body, c.t ?? api.token);
      expect({ body: c.body, code: res.statusCode, key: res.json().message }).toEqual({
        body: c.body,
        code: c.code,
        key: c.key,
      });
    }
    expect((await api.list(LIST, listOf)).version).toBe(before);
    const foreign = await api.h.post(LIST, listOf, api.other);
    expect(foreign.statusCode).toBe(403);
  });
});
