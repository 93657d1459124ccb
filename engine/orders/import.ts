/**
 * Order import: rows grouped by order number into orders; unknown buyer accounts become new
 * customers. Any bad row refuses the whole file.
 */
import { ORDER_TYPES, PAYMENT_METHODS, PLATFORMS, REGIONS } from '../../schemas/common.ts';
import {
  ORDER_IMPORT_REQUIRED,
  type ImportedBuyer,
  type ImportedOrder,
  type ImportOrders,
} from '../../schemas/orders/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { clockOffsetMinutes, parseCaseTime, simTimeOf } from '../core/clock.ts';
import { rejectRows, type Decision, type RowError } from '../core/envelope.ts';
import { listedCustomers } from '../customers/state.ts';
import { checkHeader, RowReader } from '../imports/rows.ts';
import { cents } from './state.ts';

export const importOrders = (cmd: ImportOrders, ctx: DecideContext): Decision => {
  const header = checkHeader(cmd.columns, ORDER_IMPORT_REQUIRED, cmd.rows);
  if (header) return header;
  const errors: RowError[] = [];
  const orders = new Map<string, ImportedOrder>();
  const newBuyers = new Map<string, ImportedBuyer>();
  const known = listedCustomers(ctx.state.customers);
  let created = ctx.state.customers.created;
  // An order without a creation time was created now, on the case's clock; a time without an
  // offset is read in the case's zone, so the same file imports the same on every machine.
  const simNow = Date.parse(simTimeOf(ctx.scenario.clock, ctx.state.clockStartedAt, ctx.now));
  const offset = clockOffsetMinutes(ctx.scenario.clock);

  for (const row of cmd.rows) {
    const r = new RowReader(row);
    const no = r.text('orderNo', { required: true, max: 64 });
    if (no && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(no))
      r.error('orderNo', 'import.error.badOrderNo', { value: no });
    else if (no && ctx.state.orders.byNo[no])
      r.error('orderNo', 'import.error.orderExists', { value: no });
    const platform = r.oneOf('platform', PLATFORMS, null);
    const store = platform ? ctx.scenario.stores.find((s) => s.platform === platform) : undefined;
    if (platform && !store) r.error('platform', 'import.error.noStore', { value: platform });
    const account = r.text('buyerAccount', { required: true, max: 120 });
    const buyerName = r.text('buyerName', { max: 80 }) || account;
    const sku = r.text('sku', { required: true, max: 64 });
    const stocked = ctx.state.warehouse.bySku[sku];
    if (sku && (!stocked || stocked.deleted))
      r.error('sku', 'import.error.unknownSku', { value: sku });
    const qty = r.number('qty', { required: true, integer: true, min: 1, max: 100_000 });
    const price = r.number('price', { required: true, min: 0, max: 10_000_000 });
    const freight = r.number('freight', { min: 0, max: 10_000_000 }) ?? 0;
    const receiver = {
      name: r.text('receiverName', { required: true, max: 80 }),
      phone: r.text('phone', { max: 40 }),
      address: r.text('address', { required: true, max: 300 }),
      country: r.text('country', { required: true, max: 60 }),
    };
    const paymentMethod = r.oneOf('paymentMethod', PAYMENT_METHODS, 'creditCard');
    const type = r.oneOf('type', ORDER_TYPES, 'normal');
    const region = r.oneOf('region', REGIONS, 'other');
    const createdText = r.text('createdAt');
    const createdMs = createdText ? parseCaseTime(createdText, offset) : simNow;
    if (Number.isNaN(createdMs))
      r.error('createdAt', 'import.error.notDate', { value: createdText });
    errors.push(...r.errors);
    if (r.errors.length > 0 || !store || !platform || !paymentMethod || !type || !region) continue;
    if (qty === null || price === null) continue;

    const existing = orders.get(no);
    if (existing) {
      if (existing.store !== store.id)
        errors.push({ row: row.row, column: 'platform', messageKey: 'import.error.orderMixed' });
      else existing.items.push({ sku, qty, price });
      continue;
    }
    let buyer =
      known.find(
        (c) => c.platform === platform && c.account.toLowerCase() === account.toLowerCase(),
      )?.id ?? newBuyers.get(`${platform}|${account.toLowerCase()}`)?.id;
    if (!buyer) {
      created += 1;
      buyer = `C${String(created).padStart(4, '0')}`;
      while (ctx.state.customers.byId[buyer]) buyer = `C${String(++created).padStart(4, '0')}`;
      newBuyers.set(`${platform}|${account.toLowerCase()}`, {
        id: buyer,
        platform,
        account,
        name: buyerName,
        region,
      });
    }
    orders.set(no, {
      no,
      store: store.id,
      buyer,
      type,
      paymentMethod,
      createdAt: new Date(createdMs).toISOString(),
      items: [{ sku, qty, price }],
      freight,
      amountReceived: 0,
      receiver,
    });
  }
  if (errors.length > 0) return rejectRows(errors);
  const list = [...orders.values()].map((o) => ({
    ...o,
    amountReceived: cents(o.items.reduce((n, i) => n + i.qty * i.price, 0) + o.freight),
  }));
  return [
    {
      type: 'OrdersImported',
      data: {
        fileName: cmd.fileName,
        orders: list,
        orderNos: list.map((o) => o.no),
        newBuyers: [...newBuyers.values()],
      },
    },
  ];
};
