/** /api/PTCustomer: files with totals derived from orders, the blacklist, and refusals. */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../../testing/moduleApi.ts';

const api = useModuleApi();

describe('/api/PTCustomer', () => {
  it('derives totals from orders, blacklists both ways, creates, and shows a file', async () => {
    const id = await api.h.start(api.token, 'alibaba-blacklist-buyer');
    const all = await api.list('/api/PTCustomer/list', { userCaseID: id });
    const carlos = all.list.find((c) => c.id === 'b1');
    expect(carlos).toMatchObject({
      paidCount: 1,
      paidAmount: 1905,
      actions: ['modify', 'blacklist'],
    });
    expect(all.list.find((c) => c.id === 'b3')?.actions).toEqual(['modify', 'unblacklist']);
    expect(
      (await api.list('/api/PTCustomer/list', { userCaseID: id, status: 'blacklist' })).list.map(
        (c) => c.id,
      ),
    ).toEqual(['b3']);
    expect(
      (await api.list('/api/PTCustomer/list', { userCaseID: id, region: 'russia' })).list.map(
        (c) => c.id,
      ),
    ).toEqual(['b2']);

    const bl = await api.operate('/api/PTCustomer/Operate', id, {
      type: 'BlacklistCustomer',
      id: 'b2',
      reason: 'chargebacks',
    });
    expect(bl.statusCode).toBe(200);
    const twice = await api.operate('/api/PTCustomer/Operate', id, {
      type: 'BlacklistCustomer',
      id: 'b2',
      reason: '',
    });
    expect(twice.json().message).toBe('customers.error.alreadyBlacklisted');
    expect(
      (await api.operate('/api/PTCustomer/Operate', id, { type: 'UnblacklistCustomer', id: 'b3' }))
        .statusCode,
    ).toBe(200);
    const created = await api.operate('/api/PTCustomer/Operate', id, {
      type: 'CreateCustomer',
      platform: 'alibaba',
      account: 'purchasing@keller-licht.de',
      name: 'Keller Licht GmbH',
      region: 'germany',
      contact: '+49 30 5555 0100',
      details: '',
    });
    expect(created.statusCode).toBe(200);
    const info = (
      await api.h.post('/api/PTCustomer/Infos', { userCaseID: id, id: 'b1' }, api.token)
    ).json().data;
    expect(info.orders.map((o: { orderNo: string }) => o.orderNo)).toContain('AB-2026-00412');
    expect(
      (await api.h.post('/api/PTCustomer/Infos', { userCaseID: id, id: 'zz' }, api.token))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad customer requests and writes nothing', async () => {
    const id = await api.h.start(api.token, 'alibaba-blacklist-buyer');
    const body = (command: object) => ({ userCaseID: id, command });
    const fields = { platform: 'alibaba', name: 'X', region: 'germany', contact: '', details: '' };
    await api.refusesAll('/api/PTCustomer/Operate', '/api/PTCustomer/list', id, [
      {
        body: body({ type: 'DeleteCustomer', id: 'b1' }),
        code: 422,
        key: 'customers.error.hasOrders',
      },
      {
        body: body({
          type: 'CreateCustomer',
          ...fields,
          account: 'carlos.mendes@mendesimport.com.br',
        }),
        code: 422,
        key: 'customers.error.duplicateAccount',
      },
      {
        body: body({ type: 'CreateCustomer', ...fields, account: '' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'CreateCustomer', ...fields, account: 'a', region: 'mars' }),
        code: 400,
        key: 'errors.validation',
      },
      {
        body: body({ type: 'UnblacklistCustomer', id: 'b1' }),
        code: 422,
        key: 'customers.error.notBlacklisted',
      },
      {
        body: body({ type: 'BlacklistCustomer', id: 'nobody', reason: '' }),
        code: 422,
        key: 'customers.error.notFound',
      },
      {
        body: body({ type: 'BlacklistCustomer', id: 'b2', reason: '' }),
        code: 403,
        key: 'errors.forbidden',
        t: api.other,
      },
    ]);
  });
});
