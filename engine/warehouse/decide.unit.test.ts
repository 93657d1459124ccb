/** Warehouse decider: given past events, when a command, then events or a keyed refusal. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { ImportRow } from '../../schemas/warehouse/domain.ts';
import { isRejection } from '../core/envelope.ts';
import { decide } from '../attempt/decide.ts';
import { createRng } from '../core/random.ts';
import { given, loadCase, META, stateOf } from '../testing/fixtures.ts';

const temu = loadCase('temu-stock-count');
const SKUS = ['KNF-SET6', 'TWL-MF3', 'LMP-MINI', 'FAN-USB4'];
const checkStarted: DomainEvent = {
  type: 'InventoryCheckStarted',
  data: { checkNo: 1, skus: SKUS },
};
const rows = (...lines: string[][]): ImportRow[] =>
  lines.map((cells, i) => ({
    row: i + 2,
    cells: Object.fromEntries(
      ['sku', 'name', 'price', 'qty', 'platform'].map((c, j) => [c, cells[j] ?? '']),
    ),
  }));
const importing = (r: ImportRow[], columns = ['sku', 'name', 'price', 'qty', 'platform']) =>
  ({ type: 'ImportStock', fileName: 'p.csv', columns, rows: r }) as const;

describe('ModifyStock', () => {
  it('changes quantity, price and status, keeping the previous quantity and the reason', () => {
    given(temu)
      .when({ type: 'ModifyStock', sku: 'FAN-USB4', status: 'unsold', reason: ' discontinued ' })
      .then([
        {
          type: 'StockModified',
          data: {
            sku: 'FAN-USB4',
            qty: 8,
            price: 9.99,
            status: 'unsold',
            previousQty: 8,
            reason: 'discontinued',
          },
        },
      ]);
  });
  it('emits nothing when nothing changes', () => {
    given(temu).when({ type: 'ModifyStock', sku: 'FAN-USB4', qty: 8 }).then([]);
  });
  it('refuses an unknown or deleted SKU', () => {
    given(temu)
      .when({ type: 'ModifyStock', sku: 'NOPE', qty: 1 })
      .rejects('warehouse.error.notFound', { sku: 'NOPE' });
    given(temu, [{ type: 'StockDeleted', data: { sku: 'FAN-USB4' } }])
      .when({ type: 'ModifyStock', sku: 'FAN-USB4', qty: 1 })
      .rejects('warehouse.error.notFound');
  });
  it('refuses a quantity edit during an inventory check', () => {
    given(temu, [checkStarted])
      .when({ type: 'ModifyStock', sku: 'KNF-SET6', qty: 1 })
      .rejects('warehouse.error.checkInProgress');
  });
});

describe('DeleteStock', () => {
  it('deletes an item no open order needs', () => {
    given(temu)
      .when({ type: 'DeleteStock', sku: 'FAN-USB4' })
      .then([{ type: 'StockDeleted', data: { sku: 'FAN-USB4' } }]);
  });
  it('refuses an item open orders still need', () => {
    given(temu)
      .when({ type: 'DeleteStock', sku: 'KNF-SET6' })
      .rejects('warehouse.error.inOpenOrders', { sku: 'KNF-SET6' });
  });
});

describe('inventory checks', () => {
  it('starts one check over every listed SKU, and only one at a time', () => {
    given(temu).when({ type: 'StartInventoryCheck' }).then([checkStarted]);
    given(temu, [checkStarted])
      .when({ type: 'StartInventoryCheck' })
      .rejects('warehouse.error.checkInProgress');
  });
  it('refuses to start when there is nothing to count', () => {
    const deleted: DomainEvent[] = SKUS.map((sku) => ({ type: 'StockDeleted', data: { sku } }));
    given(temu, deleted)
      .when({ type: 'StartInventoryCheck' })
      .rejects('warehouse.error.nothingToCount');
  });
  const full = (over: Record<string, { counted: number; reason?: string }> = {}) =>
    [
      { sku: 'KNF-SET6', counted: 30 },
      { sku: 'TWL-MF3', counted: 2 },
      { sku: 'LMP-MINI', counted: 12 },
      { sku: 'FAN-USB4', counted: 8 },
    ].map((l) => ({ ...l, ...over[l.sku] }));
  it('posts the counts as adjustments, a reason for every difference', () => {
    given(temu, [checkStarted])
      .when({
        type: 'PostInventoryCheck',
        counts: full({ 'KNF-SET6': { counted: 28, reason: 'two missing' } }),
      })
      .then([
        {
          type: 'InventoryCheckPosted',
          data: {
            checkNo: 1,
            adjustments: [
              { sku: 'KNF-SET6', book: 30, counted: 28, diff: -2, reason: 'two missing' },
              { sku: 'TWL-MF3', book: 2, counted: 2, diff: 0, reason: '' },
              { sku: 'LMP-MINI', book: 12, counted: 12, diff: 0, reason: '' },
              { sku: 'FAN-USB4', book: 8, counted: 8, diff: 0, reason: '' },
            ],
            adjustedSkus: ['KNF-SET6'],
          },
        },
      ]);
  });
  it('refuses a difference without a reason, a line twice, a line outside the check, a missing line', () => {
    const g = given(temu, [checkStarted]);
    g.when({
      type: 'PostInventoryCheck',
      counts: full({ 'TWL-MF3': { counted: 5, reason: ' ' } }),
    }).rejects('warehouse.error.reasonRequired', { sku: 'TWL-MF3' });
    g.when({
      type: 'PostInventoryCheck',
      counts: [...full(), { sku: 'KNF-SET6', counted: 30 }],
    }).rejects('warehouse.error.duplicateLine', { sku: 'KNF-SET6' });
    g.when({
      type: 'PostInventoryCheck',
      counts: [...full(), { sku: 'OTHER', counted: 1 }],
    }).rejects('warehouse.error.notInCheck', { sku: 'OTHER' });
    g.when({ type: 'PostInventoryCheck', counts: full().slice(1) }).rejects(
      'warehouse.error.countMissing',
      { sku: 'KNF-SET6' },
    );
  });
  it('cancels an open check; without one, post and cancel are refused', () => {
    given(temu, [checkStarted])
      .when({ type: 'CancelInventoryCheck' })
      .then([{ type: 'InventoryCheckCancelled', data: { checkNo: 1 } }]);
    given(temu).when({ type: 'CancelInventoryCheck' }).rejects('warehouse.error.noCheck');
    given(temu)
      .when({ type: 'PostInventoryCheck', counts: full() })
      .rejects('warehouse.error.noCheck');
  });
});

describe('ImportStock', () => {
  it('imports every row into the store of its platform', () => {
    const events = given(temu)
      .when(
        importing(
          rows(['PLW-1', 'Pillow', '15.99', '40', 'temu'], ['MAT-2', 'Mat', '12.5', '0', 'Temu']),
        ),
      )
      .events();
    expect(events).toEqual([
      {
        type: 'StockImported',
        data: {
          fileName: 'p.csv',
          items: [
            expect.objectContaining({
              sku: 'PLW-1',
              qty: 40,
              price: 15.99,
              store: 'tm1',
              status: 'forSale',
            }),
            expect.objectContaining({ sku: 'MAT-2', qty: 0, price: 12.5, store: 'tm1' }),
          ],
        },
      },
    ]);
  });
  it('refuses the whole file with every bad row, and emits nothing', () => {
    const state = stateOf(temu, []);
    const d = decide(
      importing(
        rows(
          ['ok-1', 'Fine', '1', '1', 'temu'],
          ['bad sku!', 'X', '1', '1', 'temu'],
          ['KNF-SET6', 'Exists', '1', '1', 'temu'],
          ['ok-1', 'Twice', '1', '1', 'temu'],
          ['N-1', 'Neg', '1', '-3', 'temu'],
          ['N-2', 'Text', 'abc', '1.5', 'temu'],
          ['N-3', 'Mars', '1', '1', 'amazon'],
          ['', '', '', '', ''],
        ),
      ),
      { scenario: temu, state, now: META.now, rng: createRng(1) },
    );
    expect(isRejection(d)).toBe(true);
    if (!isRejection(d)) return;
    expect(d.messageKey).toBe('import.error.rows');
    expect(d.rows?.map((r) => [r.row, r.column, r.messageKey])).toEqual([
      [3, 'sku', 'import.error.badSku'],
      [4, 'sku', 'import.error.skuExists'],
      [5, 'sku', 'import.error.skuTwice'],
      [6, 'qty', 'import.error.belowMin'],
      [7, 'price', 'import.error.notNumber'],
      [7, 'qty', 'import.error.notInteger'],
      [8, 'platform', 'import.error.noStore'],
      [9, 'sku', 'import.error.required'],
      [9, 'name', 'import.error.required'],
      [9, 'price', 'import.error.required'],
      [9, 'qty', 'import.error.required'],
      [9, 'platform', 'import.error.required'],
    ]);
  });
  it('refuses a header without a required column, and an empty file', () => {
    const d = decide(
      importing(rows(['A-1', 'A', '1', '1', 'temu']), ['sku', 'name', 'price', 'platform']),
      {
        scenario: temu,
        state: stateOf(temu, []),
        now: META.now,
        rng: createRng(1),
      },
    );
    expect(isRejection(d) && d.messageKey).toBe('import.error.rows');
    expect(isRejection(d) && d.rows).toEqual([
      { row: 1, column: 'qty', messageKey: 'import.error.missingColumn' },
    ]);
    given(temu).when(importing([])).rejects('import.error.empty');
  });
});
