/** Customer decider and the totals derived from orders. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { given, loadCase, stateOf } from '../testing/fixtures.ts';
import { customerTotals } from './totals.ts';

const ali = loadCase('alibaba-blacklist-buyer');
const fields = { platform: 'alibaba', region: 'germany', contact: '', details: '' } as const;

describe('CreateCustomer', () => {
  it('creates a file with the next customer id and trimmed text', () => {
    given(ali)
      .when({
        type: 'CreateCustomer',
        ...fields,
        account: ' purchasing@keller-licht.de ',
        name: ' Keller Licht GmbH ',
        contact: ' +49 30 5555 0100 ',
      })
      .then([
        {
          type: 'CustomerCreated',
          data: {
            ...fields,
            id: 'C0001',
            account: 'purchasing@keller-licht.de',
            name: 'Keller Licht GmbH',
            contact: '+49 30 5555 0100',
          },
        },
      ]);
  });
  it('refuses blank required fields and an account the platform already has (any case)', () => {
    given(ali)
      .when({ type: 'CreateCustomer', ...fields, account: '  ', name: 'X' })
      .rejects('customers.error.required');
    given(ali)
      .when({
        type: 'CreateCustomer',
        ...fields,
        account: 'Carlos.Mendes@mendesimport.com.br',
        name: 'Dup',
      })
      .rejects('customers.error.duplicateAccount', {
        account: 'Carlos.Mendes@mendesimport.com.br',
      });
  });
  it('refuses a platform the case has no store on, and a contact that is no phone or e-mail', () => {
    const keller = { ...fields, account: 'purchasing@keller-licht.de', name: 'Keller' };
    given(ali)
      .when({ type: 'CreateCustomer', ...keller, platform: 'shopee' })
      .rejects('customers.error.noStore', { platform: 'shopee' });
    for (const contact of ['call me', '12', '+49 89 5550 1842 ext', 'a@b'])
      given(ali)
        .when({ type: 'CreateCustomer', ...keller, contact })
        .rejects('customers.error.badContact');
    for (const contact of ['+49 89 5550 1842', '(089) 555-01842', 'h.keller@keller-licht.de'])
      expect(
        given(ali)
          .when({ type: 'CreateCustomer', ...keller, contact })
          .events(),
      ).toHaveLength(1);
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'b4', platform: 'temu' })
      .rejects('customers.error.noStore', { platform: 'temu' });
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'b4', contact: 'whatsapp' })
      .rejects('customers.error.badContact');
  });
});

describe('ModifyCustomer', () => {
  it('records only what changed; nothing when nothing did', () => {
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'b4', region: 'other', contact: '+84 28 5555 0100' })
      .then([{ type: 'CustomerModified', data: { id: 'b4', contact: '+84 28 5555 0100' } }]);
    given(ali).when({ type: 'ModifyCustomer', id: 'b4', region: 'other' }).then([]);
  });
  it('refuses an unknown id, a blank name and a taken account', () => {
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'zz', name: 'X' })
      .rejects('customers.error.notFound', { id: 'zz' });
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'b4', name: ' ' })
      .rejects('customers.error.required');
    given(ali)
      .when({ type: 'ModifyCustomer', id: 'b4', account: 'viktor.sokolov@example.ru' })
      .rejects('customers.error.duplicateAccount');
  });
});

describe('DeleteCustomer', () => {
  it('deletes a buyer without orders, refuses one with orders', () => {
    given(ali)
      .when({ type: 'DeleteCustomer', id: 'b4' })
      .then([{ type: 'CustomerDeleted', data: { id: 'b4' } }]);
    given(ali)
      .when({ type: 'DeleteCustomer', id: 'b1' })
      .rejects('customers.error.hasOrders', { id: 'b1' });
  });
});

describe('blacklist', () => {
  it('blacklists and clears, both ways, with their refusals', () => {
    const listed: DomainEvent = {
      type: 'CustomerBlacklisted',
      data: { id: 'b2', reason: 'fraud' },
    };
    given(ali).when({ type: 'BlacklistCustomer', id: 'b2', reason: ' fraud ' }).then([listed]);
    given(ali, [listed])
      .when({ type: 'BlacklistCustomer', id: 'b2', reason: '' })
      .rejects('customers.error.alreadyBlacklisted');
    given(ali, [listed])
      .when({ type: 'UnblacklistCustomer', id: 'b2' })
      .then([{ type: 'CustomerUnblacklisted', data: { id: 'b2' } }]);
    given(ali)
      .when({ type: 'UnblacklistCustomer', id: 'b2' })
      .rejects('customers.error.notBlacklisted');
    given(ali)
      .when({ type: 'UnblacklistCustomer', id: 'b3' })
      .then([{ type: 'CustomerUnblacklisted', data: { id: 'b3' } }]);
    expect(stateOf(ali, [listed]).customers.byId.b2?.status).toBe('blacklist');
  });
});

describe('customer totals', () => {
  it('come from paid orders, less refunds, and drop cancelled orders', () => {
    const shopee = loadCase('shopee-return-refund');
    const before = customerTotals(stateOf(shopee, []));
    expect(before.get('b2')).toEqual({ paidAmount: 36.49, paidCount: 1, orderCount: 1 });
    const refunded = customerTotals(
      stateOf(shopee, [
        {
          type: 'AfterSaleAgreed',
          data: {
            id: 'RF-260614-002',
            orderNo: '260608CQ2M5R8D',
            kind: 'refundOnly',
            refundAmount: 8.5,
          },
        },
        {
          type: 'AfterSaleRefunded',
          data: { id: 'RF-260614-002', orderNo: '260608CQ2M5R8D', amount: 8.5 },
        },
      ]),
    );
    expect(refunded.get('b2')).toEqual({ paidAmount: 27.99, paidCount: 1, orderCount: 1 });
    const cancelled = customerTotals(
      stateOf(shopee, [
        {
          type: 'OrderCancelled',
          data: { orderNo: '260614EW9H3F6J', previousStatus: 'pendingShipment' },
        },
      ] as DomainEvent[]),
    );
    expect(cancelled.get('b4')).toMatchObject({ paidCount: 0, paidAmount: 0, orderCount: 1 });
  });
});
