/**
 * /api/PTClaimant on a real database: a claim filed, the supplier's request for evidence and its
 * payment on the sim clock, cancelling, the status tabs, and refusals with their keys.
 */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();
const CASE = 'alibaba-claim-supplier';
const LIST = '/api/PTClaimant/list';
const claim = (extra: object = {}) => ({
  type: 'AddClaim',
  store: 'ab1',
  kind: 'supplier',
  counterparty: 'sup1',
  reason: 'productMismatch',
  amount: 128,
  description:
    'PO-260812: 40 of 500 lunch boxes are white PP plastic, not the sample bamboo fibre.',
  ...extra,
});

describe('/api/PTClaimant', () => {
  it('files a claim, gives the evidence asked for, and is paid on the sim clock', async () => {
    const id = await api.h.start(api.token, CASE);
    const empty = await api.list(LIST, { userCaseID: id });
    expect(empty.total).toBe(0);
    expect(empty.counterparties).toHaveLength(3);
    const added = await api.operate('/api/PTClaimant/Add', id, claim());
    expect(added.statusCode).toBe(200);
    // The supplier answers 2 sim hours later: 5 real seconds at 1,440 times.
    await api.advance(5_100);
    const asked = await api.list(LIST, { userCaseID: id });
    expect(asked.list[0]).toMatchObject({
      id: 'CL1',
      status: 'waiting',
      evidenceAsked: true,
      actions: ['cancel', 'addEvidence'],
    });
    const evidence = await api.operate('/api/PTClaimant/Operate', id, {
      type: 'AddClaimEvidence',
      id: 'CL1',
      text: 'PO-260812, delivered 2026-09-10: 40 units are white PP plastic instead of the bamboo-fibre sample colour and material.',
    });
    expect(evidence.statusCode).toBe(200);
    await api.advance(5_100);
    const paid = await api.list(LIST, { userCaseID: id });
    expect(paid.list[0]).toMatchObject({ status: 'paid', paid: 128, actions: [] });
    expect(paid.counts).toMatchObject({ paid: 1, waiting: 0 });
    expect((await api.list(LIST, { userCaseID: id, status: 'waiting' })).total).toBe(0);
  });

  it('cancels a waiting claim after filing it, and refuses bad input with nothing written', async () => {
    const old = await api.h.start(api.token, CASE);
    const r = await api.h.post('/api/PracticeTraining/ResetCase', { userCaseID: old }, api.token);
    const id = r.json().data.userCaseID as string;
    await api.operate('/api/PTClaimant/Add', id, claim({ kind: 'warehouse', counterparty: 'wh1' }));
    const cancelled = await api.operate('/api/PTClaimant/Operate', id, {
      type: 'CancelClaim',
      id: 'CL1',
    });
    expect(cancelled.statusCode).toBe(200);
    const before = (await api.list(LIST, { userCaseID: id })).version;
    const body = (command: object) => ({ userCaseID: id, command });
    const cases = [
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ amount: 0 })),
        code: 400,
        key: 'errors.validation',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ reason: undefined })),
        code: 400,
        key: 'errors.validation',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ counterparty: 'lg1' })),
        code: 422,
        key: 'claim.error.wrongKind',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ reason: 'damagedInTransit' })),
        code: 422,
        key: 'claim.error.reasonNotForKind',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ orderNo: 'AB-2026-00537', amount: 99_999 })),
        code: 422,
        key: 'claim.error.amountAbovePaid',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim({ description: '   ' })),
        code: 422,
        key: 'claim.error.noDescription',
      },
      {
        path: '/api/PTClaimant/Operate',
        body: body({ type: 'CancelClaim', id: 'CL1' }),
        code: 422,
        key: 'claim.error.notWaiting',
      },
      {
        path: '/api/PTClaimant/Operate',
        body: body({ type: 'AddClaimEvidence', id: 'CL9', text: 'x' }),
        code: 422,
        key: 'claim.error.notFound',
      },
      {
        path: '/api/PTClaimant/Add',
        body: body(claim()),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ];
    for (const c of cases) {
      const res = await api.h.post(c.path, c.body, c.t ?? api.token);
      expect({ body: c.body, code: res.statusCode, key: res.json().message }).toEqual({
        body: c.body,
        code: c.code,
        key: c.key,
      });
    }
    expect((await api.list(LIST, { userCaseID: id })).version).toBe(before);
  });
});
