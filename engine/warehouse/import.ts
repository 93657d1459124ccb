/** Product import: every row checked; the file is refused whole if any row is wrong. */
import { PLATFORMS, STOCK_STATUSES } from '../../schemas/common.ts';
import { STOCK_IMPORT_REQUIRED, type ImportStock } from '../../schemas/warehouse/domain.ts';
import type { DecideContext } from '../attempt/context.ts';
import { rejectRows, type Decision, type RowError } from '../core/envelope.ts';
import { checkHeader, RowReader } from '../imports/rows.ts';

const STATUS_ALIASES = { '0': 'forSale', '1': 'unsold' } as const;

export const importStock = (cmd: ImportStock, ctx: DecideContext): Decision => {
  const header = checkHeader(cmd.columns, STOCK_IMPORT_REQUIRED, cmd.rows);
  if (header) return header;
  const errors: RowError[] = [];
  const inFile = new Set<string>();
  const items = [];
  for (const row of cmd.rows) {
    const r = new RowReader(row);
    const sku = r.text('sku', { required: true, max: 64 });
    if (sku && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(sku))
      r.error('sku', 'import.error.badSku', { value: sku });
    else if (sku && ctx.state.warehouse.bySku[sku] && !ctx.state.warehouse.bySku[sku].deleted)
      r.error('sku', 'import.error.skuExists', { value: sku });
    else if (sku && inFile.has(sku)) r.error('sku', 'import.error.skuTwice', { value: sku });
    inFile.add(sku);
    const name = r.text('name', { required: true, max: 120 });
    const spec = r.text('spec', { max: 120 });
    const price = r.number('price', { required: true, min: 0, max: 10_000_000 });
    const qty = r.number('qty', { required: true, integer: true, min: 0, max: 10_000_000 });
    const platform = r.oneOf('platform', PLATFORMS, null);
    const status = r.oneOf('status', STOCK_STATUSES, 'forSale', STATUS_ALIASES);
    const store = platform ? ctx.scenario.stores.find((s) => s.platform === platform) : undefined;
    if (platform && !store) r.error('platform', 'import.error.noStore', { value: platform });
    errors.push(...r.errors);
    if (r.errors.length === 0 && store && platform && status && price !== null && qty !== null)
      items.push({
        sku,
        name: { en: name, zh: name },
        spec,
        qty,
        price,
        status,
        store: store.id,
        platform,
      });
  }
  if (errors.length > 0) return rejectRows(errors);
  return [{ type: 'StockImported', data: { fileName: cmd.fileName, items } }];
};
