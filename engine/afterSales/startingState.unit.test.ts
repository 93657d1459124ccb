/**
 * An after-sales request can start anywhere its lifecycle reaches, holding what the steps there
 * would have set (the agreed amount, the return's tracking, the refund); a status its kind never
 * reaches, or a shipped return without its tracking, is refused by `cbsim validate`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { parseScenario } from '../scenario/parse.ts';
import { Session } from '../testing/session.ts';
import { pathToAfterSaleStatus } from './afterSale.machine.ts';

const base = parse(
  readFileSync(
    fileURLToPath(new URL('../../scenarios/cases/shopee-return-refund.yaml', import.meta.url)),
    'utf8',
  ),
) as { world: { afterSales: Record<string, unknown>[] } };

/** The case with its first request (RR-260613-001, return and refund) changed. */
const withRequest = (change: Record<string, unknown>) => {
  const doc = structuredClone(base);
  doc.world.afterSales[0] = { ...doc.world.afterSales[0], ...change };
  return parseScenario(stringify(doc));
};

describe('after-sales starting states', () => {
  it('knows the lifecycle path to each status, per kind', () => {
    expect(pathToAfterSaleStatus('returnAndRefund', 'goodsReceived')).toEqual([
      'AGREE',
      'BUYER_SHIPS',
      'CONFIRM_RECEIVED',
    ]);
    expect(pathToAfterSaleStatus('refundOnly', 'refunded')).toEqual(['AGREE']);
    expect(pathToAfterSaleStatus('refundOnly', 'returnShipped')).toBeNull();
  });

  it('starts a return already shipped back, agreed and tracked, and goes on from there', () => {
    const r = withRequest({ status: 'returnShipped' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const p = new Session(r.scenario);
    const a = p.state.afterSales.byId['RR-260613-001']!;
    expect(a).toMatchObject({
      status: 'returnShipped',
      agreedAmount: a.requestedAmount,
      refunded: 0,
      logistics: { carrier: 'jt', trackingNo: 'JTSG6012345678' },
    });
    p.do({ type: 'ConfirmGoodsReceived', id: 'RR-260613-001' });
    expect(p.state.afterSales.byId['RR-260613-001']?.status).toBe('refunded');
  });

  it('refuses a status the kind never reaches and a shipped return without its tracking', () => {
    const refundOnly = withRequest({ kind: 'refundOnly', status: 'awaitingReturn' });
    expect(refundOnly.ok).toBe(false);
    if (!refundOnly.ok)
      expect(refundOnly.errors.map((e) => [e.path, e.message])).toEqual([
        [
          '/world/afterSales/0/status',
          'a refundOnly request cannot be awaitingReturn: its lifecycle never gets there',
        ],
      ]);
    const untracked = withRequest({ status: 'goodsReceived', returnLogistics: undefined });
    expect(untracked.ok).toBe(false);
    if (!untracked.ok)
      expect(untracked.errors.map((e) => e.path)).toEqual(['/world/afterSales/0/returnLogistics']);
    expect(withRequest({ status: 'refused' }).ok).toBe(true);
  });
});
