/**
 * The shipped store-operations cases played through the engine as a student would: a good
 * walkthrough reaches full marks, a bad one fails on the penalty points. Timers fire the way the
 * server fires them (FireDueTimers by the system clock once real time has passed), imports are
 * built from the sample files the student uploads, and replaying the event log must give the
 * live score.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../schemas/warehouse/domain.ts';
import type { Command } from '../engine/index.ts';
import { loadCase } from '../engine/testing/fixtures.ts';
import {
  dataOf,
  earned,
  Session,
  types,
  pointAfter,
  failedChecks,
} from '../engine/testing/session.ts';

const samplePath = (name: string) => fileURLToPath(new URL(`./samples/${name}`, import.meta.url));

type Table = { columns: string[]; rows: ImportRow[] };
const toTable = (grid: string[][]): Table => {
  const [columns = [], ...body] = grid;
  return {
    columns,
    rows: body.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ''])),
    })),
  };
};
/** A sample CSV as the import route hands it to the engine (header = row 1). */
const csvTable = (name: string): Table =>
  toTable(
    parse(readFileSync(samplePath(name), 'utf8'), {
      columns: false,
      skip_empty_lines: true,
      trim: true,
    }) as string[][],
  );
/** A sample XLSX, cells as text the way the server reads them. */
const xlsxTable = async (name: string): Promise<Table> => {
  const grid = (await readSheet(readFileSync(samplePath(name)))) as unknown[][];
  return toTable(grid.map((cells) => cells.map((v) => (v === null ? '' : String(v).trim()))));
};

const importStock = (name: string, t: Table): Command => ({
  type: 'ImportStock',
  fileName: name,
  ...t,
});
const importOrders = (name: string, t: Table): Command => ({
  type: 'ImportOrders',
  fileName: name,
  ...t,
});

describe('shopee-return-refund', () => {
  const s = loadCase('shopee-return-refund');
  const BLENDER = 'RR-260613-001';
  const MUGS = 'RF-260614-002';
  const BOARD = 'RR-260614-003';
  const REFUSAL =
    'Hi Jason, thank you for your request. We are sorry, but we cannot accept this return: the ' +
    'set was delivered on 6 May, 39 days ago, past our 15-day change-of-mind window, and the ' +
    'photos show knife marks, so the boards have been used. Regards, Lumi Living SG';
  const PRIYA = '260614EW9H3F6J';

  it('a good walkthrough returns, refunds in part, refuses with a reason and scores 100', () => {
    const p = new Session(s);
    // The mug order received S$36.49: no refund can be larger.
    expect(p.refused({ type: 'AgreeAfterSale', id: MUGS, refundAmount: 40 })).toMatchObject({
      messageKey: 'afterSales.error.refundTooLarge',
      params: { max: 36.49 },
    });

    const agreed = p.do({ type: 'AgreeAfterSale', id: BLENDER, refundAmount: 42.39 });
    expect(types(agreed)).toEqual(['AfterSaleAgreed', 'TimerScheduled']);
    const dueAt = Date.parse(String(dataOf(agreed, 'TimerScheduled')?.dueAt));
    expect(dueAt - Date.parse(p.now())).toBe(30_000); // 30 sim minutes at speed 60
    // Nothing to receive before the buyer has shipped the return.
    expect(p.refused({ type: 'ConfirmGoodsReceived', id: BLENDER }).messageKey).toBe(
      'afterSales.error.statusNotAllowed',
    );

    expect(types(p.do({ type: 'AgreeAfterSale', id: MUGS, refundAmount: 8.5 }))).toEqual([
      'AfterSaleAgreed',
      'AfterSaleRefunded',
    ]);
    p.do({
      type: 'RefuseAfterSale',
      id: BOARD,
      reason: REFUSAL,
    });
    p.do({ type: 'ShipOrder', orderNo: PRIYA, carrier: 'jt', trackingNo: 'JTSG6099887766' });

    const shipped = p.wait(30);
    expect(types(shipped)).toEqual(['TimerFired', 'AfterSaleReturnShipped']);
    expect(dataOf(shipped, 'AfterSaleReturnShipped')).toEqual({
      id: BLENDER,
      carrier: 'jt',
      trackingNo: 'JTSG6012345678',
    });
    const received = p.do({ type: 'ConfirmGoodsReceived', id: BLENDER });
    expect(dataOf(received, 'AfterSaleRefunded')).toMatchObject({ amount: 42.39 });
    expect(p.state.warehouse.bySku['BLEND-P1']?.qty).toBe(15);
    p.do({
      type: 'ModifyStock',
      sku: 'BLEND-P1',
      qty: 14,
      reason: 'Defective return (stops after 5 s), sent back to the supplier',
    });
    expect(p.wait(180)).toEqual([]); // a refusal with a reason is not escalated

    expect(p.state.afterSales.byId[MUGS]?.refunded).toBe(8.5);
    expect(p.state.afterSales.byId[BOARD]?.status).toBe('refused');
    expect(p.state.warehouse.bySku['MUG-CER4']?.qty).toBe(34);
    const b = p.score();
    expect(earned(b)).toEqual({
      3101: 15,
      3102: 20,
      3103: 10,
      3104: 20,
      3105: 15,
      3106: 20,
      3107: 0,
      3108: 0,
      3109: 0,
    });
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
  });

  it('the buyers write as Singaporeans do: Nurul in Malay, the others in English', () => {
    expect(s.buyers.map((b) => b.language)).toEqual(['en', 'ms', 'en', 'en']);
    const reason = s.world.afterSales?.find((a) => a.id === MUGS)?.reason;
    expect(reason?.ms).toContain('retak');
    expect(Object.keys(reason ?? {}).sort()).toEqual(['en', 'ms', 'zh']);
  });

  it('a refusal written in Chinese to an English-speaking buyer misses his language', () => {
    const p = new Session(s);
    p.do({
      type: 'RefuseAfterSale',
      id: BOARD,
      reason:
        'Jason 您好，感谢您的申请。很抱歉，我们无法接受这次退货：砧板套装 5 月 6 日签收，已过 39 天，' +
        '超过 15 天无理由退货期限，且照片显示砧板已使用、有刀痕。Lumi Living SG 敬上',
    });
    const refusal = p.score().points.find((x) => x.pointID === 3105);
    expect(refusal?.checks.filter((c) => !c.ok)).toEqual([
      { kind: 'language', expected: 'en', ok: false, weight: 1 },
    ]);
    // Language weighs 1 of 9: 13 of 15.
    expect(refusal?.earned).toBe(13);
  });

  it('grades the refusal reason as a team lead: keywords alone earn nothing, rudeness loses tone', () => {
    const point = (reason: string) => {
      const p = new Session(s);
      p.do({ type: 'RefuseAfterSale', id: BOARD, reason });
      return p.score().points.find((x) => x.pointID === 3105);
    };
    const failed = (x: ReturnType<typeof point>) =>
      x?.checks.filter((c) => !c.ok).map((c) => c.kind);
    const stuffed = point('15 days used knife marks');
    expect(stuffed?.earned).toBeLessThanOrEqual(3);
    expect(failed(stuffed)).toContain('sentences');
    const rude = point(
      'Hi Jason, thank you for your request. We are sorry, but the set was delivered 39 days ago, ' +
        'past our 15-day window, and you have obviously used the boards. STOP WASTING OUR TIME!!! ' +
        'Regards, Lumi Living SG',
    );
    expect(failed(rude)).toEqual(['tone']);
    expect(point(REFUSAL)?.earned).toBe(15);
  });

  it('a bad walkthrough refunds in full, refuses without a reason, denies the return and fails', () => {
    const p = new Session(s);
    p.do({ type: 'AgreeAfterSale', id: MUGS, refundAmount: 36.49 });
    const refused = p.do({ type: 'RefuseAfterSale', id: BOARD, reason: '  ' });
    expect(dataOf(refused, 'AfterSaleRefused')).toEqual({
      id: BOARD,
      orderNo: '260503DR7N2W4P',
      reason: '',
    });
    expect(types(refused)).toContain('TimerScheduled');
    p.do({ type: 'AgreeAfterSale', id: BLENDER, refundAmount: 42.39 });
    p.wait(30);
    p.do({ type: 'ConfirmGoodsNotReceived', id: BLENDER, remark: 'No parcel' });
    expect(types(p.wait(120))).toEqual(['TimerFired', 'AfterSaleEscalated']);
    p.do({ type: 'ShipOrder', orderNo: PRIYA, carrier: 'ems', trackingNo: 'EE123456789SG' });

    expect(p.state.warehouse.bySku['BLEND-P1']?.qty).toBe(14); // never received
    const b = p.score();
    expect(earned(b)).toEqual({
      3101: 15,
      3102: 0,
      3103: 0,
      3104: 0,
      // An empty reason earns nothing: nothing written is in no language either.
      3105: 0,
      3106: 20,
      3107: -20,
      3108: -15,
      3109: -15,
    });
    expect(b.rawScore).toBe(-15);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });
});

describe('temu-stock-count', () => {
  const s = loadCase('temu-stock-count');
  const TOWELS = 'PO-211-08154726390412';
  const KNIFE = 'PO-211-08154733917720';
  const COUNTS = [
    { sku: 'KNF-SET6', counted: 28, reason: '2 sets rusted by the roof leak, scrapped' },
    { sku: 'TWL-MF3', counted: 5, reason: '3 returned packs shelved without booking' },
    { sku: 'LMP-MINI', counted: 12 },
    { sku: 'FAN-USB4', counted: 8 },
    { sku: 'PLW-MEM01', counted: 40 },
    { sku: 'MAT-YOGA6', counted: 25 },
    { sku: 'BTL-750', counted: 60 },
  ];

  it('a good walkthrough imports, counts, stops selling the fan, ships and scores 100', () => {
    const p = new Session(s);
    expect(
      p.refused({ type: 'ShipOrder', orderNo: TOWELS, carrier: 'usps', trackingNo: '9400111899' }),
    ).toMatchObject({
      messageKey: 'orders.error.insufficientStock',
      params: { sku: 'TWL-MF3', available: 2, needed: 4 },
    });

    const imported = p.do(importStock('temu-new-products.csv', csvTable('temu-new-products.csv')));
    expect(types(imported)).toEqual(['StockImported']);
    expect(p.state.warehouse.bySku['PLW-MEM01']).toMatchObject({ qty: 40, store: 'tm1' });

    const started = p.do({ type: 'StartInventoryCheck' });
    expect(dataOf(started, 'InventoryCheckStarted')?.skus).toHaveLength(7);
    // A count that differs from the book needs a reason.
    expect(
      p.refused({
        type: 'PostInventoryCheck',
        counts: COUNTS.map((c) => (c.sku === 'KNF-SET6' ? { sku: c.sku, counted: 28 } : c)),
      }),
    ).toMatchObject({ messageKey: 'warehouse.error.reasonRequired', params: { sku: 'KNF-SET6' } });
    const posted = p.do({ type: 'PostInventoryCheck', counts: COUNTS });
    expect(dataOf(posted, 'InventoryCheckPosted')).toMatchObject({
      checkNo: 1,
      adjustedSkus: ['KNF-SET6', 'TWL-MF3'],
    });

    p.do({
      type: 'ModifyStock',
      sku: 'FAN-USB4',
      status: 'unsold',
      reason: 'Discontinued by the supplier; 8 units kept for clearance',
    });
    p.do({ type: 'ShipOrder', orderNo: TOWELS, carrier: 'usps', trackingNo: '9400111899' });
    p.do({ type: 'ShipOrder', orderNo: KNIFE, carrier: 'ups', trackingNo: '1Z999AA10123456784' });

    const qty = (sku: string) => p.state.warehouse.bySku[sku]?.qty;
    expect([qty('KNF-SET6'), qty('TWL-MF3'), qty('LMP-MINI'), qty('FAN-USB4')]).toEqual([
      27, 1, 10, 8,
    ]);
    const b = p.score();
    expect(earned(b)).toEqual({
      3201: 10,
      3202: 15,
      3203: 15,
      3204: 10,
      3205: 20,
      3206: 10,
      3207: 10,
      3208: 0,
      3209: 0,
      3210: 5,
      3211: 5,
    });
    expect(b.score).toBe(100);
  });

  it('grades each count reason on its own line: a vague reason earns part, none of the other', () => {
    const p = new Session(s);
    p.do(importStock('temu-new-products.csv', csvTable('temu-new-products.csv')));
    p.do({ type: 'StartInventoryCheck' });
    p.do({
      type: 'PostInventoryCheck',
      counts: COUNTS.map((c) =>
        c.sku === 'KNF-SET6'
          ? { ...c, reason: '盘亏 2 套，已报废' }
          : c.sku === 'TWL-MF3'
            ? { ...c, reason: '盘盈 3 包' }
            : c,
      ),
    });
    const points = p.score().points;
    const knife = points.find((x) => x.pointID === 3210)!;
    const towel = points.find((x) => x.pointID === 3211)!;
    expect(knife.checks.map((c) => c.ok)).toEqual([true, false]);
    expect(knife).toMatchObject({ hit: true, earned: 2 });
    expect(towel.checks.map((c) => c.ok)).toEqual([false, false]);
    expect(towel).toMatchObject({ hit: false, earned: 0 });
    // Reasons in Chinese that name the cause and what became of the goods earn it all.
    const zh = new Session(s);
    zh.do({ type: 'StartInventoryCheck' });
    zh.do({
      type: 'PostInventoryCheck',
      counts: COUNTS.slice(0, 4).map((c) =>
        c.sku === 'KNF-SET6'
          ? { ...c, reason: '屋顶漏水，2 套生锈报废' }
          : c.sku === 'TWL-MF3'
            ? { ...c, reason: '买家退货 3 包上架时未入账' }
            : c,
      ),
    });
    const earnedOf = (id: number) => zh.score().points.find((x) => x.pointID === id)?.earned;
    expect([earnedOf(3210), earnedOf(3211)]).toEqual([5, 5]);
    // Ledger lines, short by nature: marked short with the reason, worth at most 10 each.
    expect(s.scoring.filter((r) => r.short !== undefined).map((r) => [r.point, r.score])).toEqual([
      [3210, 5],
      [3211, 5],
    ]);
  });

  it('a bad walkthrough edits by hand, ships on wrong books, deletes the fan and fails', () => {
    const p = new Session(s);
    p.do({ type: 'ModifyStock', sku: 'TWL-MF3', qty: 5 });
    p.do({ type: 'ShipOrder', orderNo: TOWELS, carrier: 'usps', trackingNo: '9400111899' });
    p.do({ type: 'ShipOrder', orderNo: KNIFE, carrier: 'ups', trackingNo: '1Z999AA10123456784' });
    p.do({ type: 'DeleteStock', sku: 'FAN-USB4' });

    expect(p.state.warehouse.bySku['KNF-SET6']?.qty).toBe(29); // 2 scrapped sets still on the books
    const b = p.score();
    expect(earned(b)).toEqual({
      3201: 0,
      3202: 0,
      3203: 0,
      3204: 10,
      3205: 0,
      3206: 10,
      3207: 10,
      3208: -15,
      3209: -10,
      3210: 0,
      3211: 0,
    });
    expect(b.score).toBe(5);
    expect(b.passed).toBe(false);
  });
});

describe('alibaba-blacklist-buyer', () => {
  const s = loadCase('alibaba-blacklist-buyer');
  const CARLOS = 'AB-2026-00412';
  const OLIVER = 'AB-2026-00418';
  const VIKTOR = 'AB-2026-00425';
  const KELLER = {
    type: 'CreateCustomer',
    platform: 'alibaba',
    account: 'purchasing@keller-licht.de',
    name: 'Hanna Keller (Keller Licht GmbH)',
    region: 'germany',
    contact: '+49 89 5550 1842',
    details: 'Lighting distributor for Bavaria; first order planned for October, MOQ 500 pcs',
  } as const;

  it('a good walkthrough blacklists, un-blacklists, cancels the fraud order and scores 100', () => {
    const p = new Session(s);
    expect(types(p.events)).toEqual(['AttemptStarted', 'CaseClockStarted', 'TimerScheduled']);
    // The fraudster's order has not arrived yet, and Oliver is already on the blacklist.
    expect(
      p.refused({ type: 'ShipOrder', orderNo: VIKTOR, carrier: 'dhl', trackingNo: '1234567890' })
        .messageKey,
    ).toBe('orders.error.notFound');
    expect(p.refused({ type: 'BlacklistCustomer', id: 'b3', reason: 'x' }).messageKey).toBe(
      'customers.error.alreadyBlacklisted',
    );

    p.do({
      type: 'BlacklistCustomer',
      id: 'b2',
      reason:
        'Fraudulent chargebacks on AB-2025-00187 and AB-2025-00233 after signed delivery ' +
        '(Trade Assurance ruling)',
    });
    expect(types(p.wait(10))).toEqual(['TimerFired', 'OrderArrived']);
    // With an order in the list, the file can no longer be deleted.
    expect(p.refused({ type: 'DeleteCustomer', id: 'b2' }).messageKey).toBe(
      'customers.error.hasOrders',
    );
    p.do({
      type: 'CancelOrder',
      orderNo: VIKTOR,
      reason: 'Buyer blacklisted for fraudulent chargebacks: order cancelled, not shipped',
    });
    p.do({ type: 'UnblacklistCustomer', id: 'b3' });
    const shipped = p.do({
      type: 'ShipOrder',
      orderNo: OLIVER,
      carrier: 'dhl',
      trackingNo: '4829175530',
    });
    expect(dataOf(shipped, 'OrderShipped')).toMatchObject({ buyer: 'b3', buyerStatus: 'normal' });
    p.do({ type: 'ShipOrder', orderNo: CARLOS, carrier: 'fedex', trackingNo: '779912345678' });
    const created = p.do({ ...KELLER });
    expect(dataOf(created, 'CustomerCreated')).toMatchObject({ id: 'C0001', region: 'germany' });

    expect(p.state.customers.byId['b2']?.status).toBe('blacklist');
    const b = p.score();
    expect(earned(b)).toEqual({
      3301: 10,
      3302: 20,
      3303: 20,
      3304: 10,
      3305: 15,
      3306: 15,
      3307: 0,
      3308: 0,
      3309: 0,
      3310: 10,
    });
    expect(b.score).toBe(100);
  });

  it('the blacklist reason is a short record line: it names the chargebacks and the fraud', () => {
    const reason = (text: string) =>
      pointAfter(s, 3301, (p) => p.do({ type: 'BlacklistCustomer', id: 'b2', reason: text }));
    expect(s.scoring.find((r) => r.point === 3301)).toMatchObject({
      score: 10,
      short: { reason: { en: expect.stringContaining('record') } },
    });
    for (const text of [
      'chargeback fraud',
      '恶意拒付，经信保裁定',
      'Charged back twice after he signed for the goods',
    ]) {
      expect(reason(text)?.earned, text).toBe(10);
    }
    // No chargeback and no fraud named: only the length passes.
    const vague = reason('bad buyer, do not sell');
    expect(failedChecks(vague)).toEqual(['anyOf', 'anyOf']);
    expect(vague?.earned).toBe(3);
  });

  it('the facts are in the modules and the fair file, not in the task', () => {
    // The risk team's finding is in Viktor's file; Oliver's file says his dispute is closed.
    expect(s.buyers.find((b) => b.id === 'b2')?.details).toContain('fraudulent');
    expect(s.buyers.find((b) => b.id === 'b3')?.details).toContain('complaint withdrawn');
    // The new distributor comes from the fair's lead export attached to the task.
    expect(s.attachments?.map((a) => a.name)).toEqual(['trade-fair-leads.csv']);
    const leads = parse(readFileSync(samplePath('trade-fair-leads.csv'), 'utf8'), {
      columns: true,
    }) as Record<string, string>[];
    const fresh = leads.filter((l) => l.followUp?.startsWith('New customer'));
    expect(fresh.map((l) => [l.email, l.phone, l.country])).toEqual([
      [KELLER.account, KELLER.contact, 'Germany'],
    ]);
    expect(s.description.en).not.toContain(KELLER.account);
  });

  it('a bad walkthrough deletes the fraudster, ships to blacklisted buyers and fails', () => {
    const p = new Session(s);
    p.do({ type: 'DeleteCustomer', id: 'b2' }); // allowed: his order is not in the list yet
    const toOliver = p.do({
      type: 'ShipOrder',
      orderNo: OLIVER,
      carrier: 'dhl',
      trackingNo: '4829175530',
    });
    expect(dataOf(toOliver, 'OrderShipped')).toMatchObject({ buyerStatus: 'blacklist' });
    p.do({ type: 'ShipOrder', orderNo: CARLOS, carrier: 'fedex', trackingNo: '779912345678' });
    p.do({ ...KELLER, region: 'other' });
    p.wait(10);
    p.do({ type: 'ShipOrder', orderNo: VIKTOR, carrier: 'ems', trackingNo: 'EA123456785CN' });

    const b = p.score();
    expect(earned(b)).toEqual({
      3301: 0,
      3302: 0,
      3303: 0,
      3304: 0,
      3305: 15,
      3306: 15,
      3307: -25,
      3308: -15,
      3309: -15,
      3310: 0,
    });
    expect(b.rawScore).toBe(-25);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });
});

const ASK_HOUSE_NUMBER =
  'Hallo Frau Hoffmann, vielen Dank für Ihre Bestellung FW-10412. In Ihrer Lieferadresse Lindenstraße fehlt leider die Hausnummer. Könnten Sie uns diese bitte mitteilen? Sobald wir die vollständige Adresse haben, wird Ihr Paket innerhalb von 24 Stunden versendet. Mit freundlichen Grüßen, Fernweh Outdoor';

describe('independent-site-orders', () => {
  const s = loadCase('independent-site-orders');
  const IMPORTED = ['FW-10431', 'FW-10432', 'FW-10433'];
  // Sophie wrote her review in French: the store answers in French.
  const REPLY =
    'Chère Sophie, nous sommes sincèrement désolés que votre tente (commande FW-10388) soit ' +
    'arrivée avec 9 jours de retard dans un carton écrasé, et que vos mails soient restés sans ' +
    "réponse. Vous recevrez dans les 24 heures un bon d'achat de 20 % par e-mail, et nous avons " +
    "amélioré nos contrôles d'expédition pour que cela ne se reproduise plus. Cordialement, " +
    "l'équipe Fernweh Outdoor";

  it('a good walkthrough imports, contacts, replies, ships and scores 100', () => {
    const p = new Session(s);
    const file = csvTable('site-orders.csv');
    const imported = p.do(importOrders('site-orders.csv', file));
    expect(dataOf(imported, 'OrdersImported')).toMatchObject({
      orderNos: IMPORTED,
      newBuyers: [{ id: 'C0001', account: 'marco.bianchi@example.it', platform: 'independent' }],
    });
    const marco = p.state.orders.byNo['FW-10432'];
    expect(marco?.items.map((i) => [i.sku, i.qty])).toEqual([
      ['BAG-35L', 1],
      ['BOTTLE-TI', 2],
    ]);
    expect(marco?.amountReceived).toBe(122.2);
    expect(p.state.orders.byNo['FW-10431']?.buyer).toBe('b2');
    // The same file twice: every row's order already exists, nothing is imported.
    const again = p.refused(importOrders('site-orders.csv', file));
    expect(again.messageKey).toBe('import.error.rows');
    expect(again.rows?.map((r) => [r.row, r.messageKey])).toEqual(
      [2, 3, 4, 5].map((row) => [row, 'import.error.orderExists']),
    );

    p.do({ type: 'ModifyCustomer', id: 'C0001', contact: '+39 347 555 0192' });
    expect(p.refused({ type: 'ContactBuyer', orderNo: 'FW-10412', text: ' ' }).messageKey).toBe(
      'orders.error.messageEmpty',
    );
    p.do({ type: 'ContactBuyer', orderNo: 'FW-10412', text: ASK_HOUSE_NUMBER });
    p.do({ type: 'ReplyReview', orderNo: 'FW-10388', reply: REPLY });
    p.do({ type: 'ShipOrder', orderNo: 'FW-10431', carrier: 'dhl', trackingNo: 'JD014600006281' });
    p.do({ type: 'ShipOrder', orderNo: 'FW-10432', carrier: 'ups', trackingNo: '1Z4E5W06896' });
    p.do({ type: 'ShipOrder', orderNo: 'FW-10433', carrier: 'dhl', trackingNo: 'JD014600006282' });

    expect(p.state.orders.byNo['FW-10412']?.status).toBe('pendingShipment');
    expect(p.state.warehouse.bySku['BOTTLE-TI']?.qty).toBe(23);
    const b = p.score();
    expect(earned(b)).toEqual({
      117: 0, // the goods lookup is a toolbox point the browser reports
      3401: 15,
      3402: 10,
      3403: 10,
      3404: 10,
      3405: 15,
      3406: 15,
      3407: 25,
      3408: 0,
      3409: 0,
    });
    expect(b.points.find((x) => x.pointID === 3407)?.checks.every((c) => c.ok)).toBe(true);
    expect(b.score).toBe(100);
  });

  it('the review is in French, as Sophie wrote it, beside its zh and en meaning', () => {
    expect(s.buyers.map((b) => [b.id, b.language])).toEqual([
      ['b1', 'fr'],
      ['b2', 'en'],
      ['b3', 'de'],
    ]);
    const review = s.world.orders?.find((o) => o.no === 'FW-10388')?.review;
    expect(review?.text.fr).toContain('9 jours de retard');
  });

  it('the right reply in English misses the reviewer’s language', () => {
    const p = new Session(s);
    p.do({
      type: 'ReplyReview',
      orderNo: 'FW-10388',
      reply:
        'Dear Sophie, we are very sorry that your tent (order FW-10388) arrived 9 days late in a ' +
        'crushed box. You will receive a 20% voucher by e-mail within 24 hours, and we have ' +
        'improved our dispatch checks so that this does not happen again. Kind regards, the ' +
        'Fernweh Outdoor team',
    });
    const reply = p.score().points.find((x) => x.pointID === 3407);
    expect(reply?.checks.filter((c) => !c.ok)).toEqual([
      { kind: 'language', expected: 'fr', ok: false, weight: 1 },
    ]);
    // Language weighs 1 of 12: 22 of 25.
    expect(reply?.earned).toBe(22);
  });

  it('grades the message and the review reply as a team lead: keywords alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    const contact = (text: string) => (p: Session) =>
      p.do({ type: 'ContactBuyer', orderNo: 'FW-10412', text });
    const reply = (text: string) => (p: Session) =>
      p.do({ type: 'ReplyReview', orderNo: 'FW-10388', reply: text });
    // Keyword-stuffed: at most 20 % of each point.
    const asked = point(3406, contact('FW-10412 Hausnummer?'));
    expect(asked?.earned).toBeLessThanOrEqual(3);
    expect(failed(asked)).toContain('sentences');
    const stuffed = point(3407, reply('FW-10388 désolé bon d’achat'));
    expect(stuffed?.earned).toBeLessThanOrEqual(5);
    expect(failed(stuffed)).toContain('sentences');
    // Complete but rude: blame and shouting fail the tone check, and only it.
    const rudeAsk = point(
      3406,
      contact(
        'Hallo Frau Hoffmann, vielen Dank für Ihre Bestellung FW-10412. Sie sind selbst schuld: In Ihrer Lieferadresse Lindenstraße fehlt die Hausnummer. Teilen Sie sie uns mit, sonst passiert GAR NICHTS!!! Danach wird Ihr Paket innerhalb von 24 Stunden versendet. Mit freundlichen Grüßen, Fernweh Outdoor',
      ),
    );
    expect(failed(rudeAsk)).toEqual(['tone']);
    const rudeReply = point(
      3407,
      reply(
        'Chère Sophie, nous sommes désolés pour le retard de votre tente (commande FW-10388), mais ' +
          "c'est de votre faute : vous auriez dû lire nos conditions de livraison ! Vous recevrez " +
          "dans les 24 heures un bon d'achat de 20 % par e-mail. ARRÊTEZ DE NOUS CRITIQUER!!! " +
          'Cordialement, Fernweh Outdoor',
      ),
    );
    expect(failed(rudeReply)).toContain('tone');
    expect(rudeReply?.earned).toBeLessThan(25);
    expect(point(3406, contact(ASK_HOUSE_NUMBER))?.earned).toBe(15);
  });

  it('a bad walkthrough ships the unconfirmed address, replies rudely and fails', () => {
    const p = new Session(s);
    p.do(importOrders('site-orders.csv', csvTable('site-orders.csv')));
    p.do({ type: 'ShipOrder', orderNo: 'FW-10412', carrier: 'dhl', trackingNo: 'JD014600006280' });
    p.do({
      type: 'ReplyReview',
      orderNo: 'FW-10388',
      reply: 'It is not our fault the courier was late. Read the shipping policy, stupid.',
    });
    p.do({ type: 'ShipOrder', orderNo: 'FW-10431', carrier: 'dhl', trackingNo: 'JD014600006281' });

    const b = p.score();
    const reply = b.points.find((x) => x.pointID === 3407);
    expect(reply?.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual([
      'mustInclude',
      'anyOf',
      'anyOf',
      'forbidden',
      'language',
      'minWords',
      'greeting',
      'acknowledge',
      'nextStep',
      'closing',
      'tone',
    ]);
    expect(reply?.checks.find((c) => c.kind === 'forbidden' && !c.ok)?.expected).toBe('stupid');
    expect(earned(b)).toEqual({
      117: 0, // the goods lookup is a toolbox point the browser reports
      3401: 15,
      3402: 10,
      3403: 0,
      3404: 0,
      3405: 0,
      3406: 0,
      // Only its sentences and the insults it avoids pass: 5 of 25.
      3407: 5,
      3408: -15,
      3409: 0,
    });
    expect(b.score).toBe(15);
    expect(b.passed).toBe(false);
  });
});

describe('sample import files', () => {
  const same = async (name: string) => {
    const csv = csvTable(`${name}.csv`);
    const xlsx = await xlsxTable(`${name}.xlsx`);
    // Number cells of the spreadsheet read back without trailing zeros ("129" for "129.00").
    const norm = (t: Table) =>
      t.rows.map((r) =>
        Object.fromEntries(
          Object.entries(r.cells).map(([k, v]) => [k, /^-?\d+\.\d+$/.test(v) ? String(+v) : v]),
        ),
      );
    expect(xlsx.columns).toEqual(csv.columns);
    expect(norm(xlsx)).toEqual(norm(csv));
    return { csv, xlsx };
  };

  it('the product xlsx holds the CSV rows and imports the same goods', async () => {
    const { csv, xlsx } = await same('temu-new-products');
    const s = loadCase('temu-stock-count');
    const fromCsv = new Session(s).do(importStock('f', csv));
    const fromXlsx = new Session(s).do(importStock('f', xlsx));
    expect(fromXlsx.map((e) => e.data)).toEqual(fromCsv.map((e) => e.data));
  });

  it('the order xlsx holds the CSV rows and imports the same orders', async () => {
    const { csv, xlsx } = await same('site-orders');
    const s = loadCase('independent-site-orders');
    const fromCsv = new Session(s).do(importOrders('f', csv));
    const fromXlsx = new Session(s).do(importOrders('f', xlsx));
    expect(fromXlsx.map((e) => e.data)).toEqual(fromCsv.map((e) => e.data));
  });
});
