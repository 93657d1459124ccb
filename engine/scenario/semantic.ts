/** Checks of meaning that a JSON Schema cannot express: references, reachability, scoring sense. */
import type { TSchema } from 'typebox';
import { MODULE_PAGES } from '../../schemas/common.ts';
import { EVENT_DATA } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { FINAL_VIEWS } from '../scoring/views.ts';

export type SemanticError = { path: (string | number)[]; message: string };

/** Modules the engine can play today. */
export const SUPPORTED_MODULES = ['orders', 'warehouse', 'afterSales', 'customers'] as const;

type FieldSchema = { type?: string; items?: TSchema };
const fieldsOf = (schema: TSchema | undefined): Record<string, FieldSchema> =>
  (schema as { properties?: Record<string, FieldSchema> } | undefined)?.properties ?? {};

const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

export const semanticErrors = (s: Scenario): SemanticError[] => {
  const errors: SemanticError[] = [];
  const err = (path: (string | number)[], message: string) => errors.push({ path, message });

  s.modules.forEach((m, i) => {
    if (!(SUPPORTED_MODULES as readonly string[]).includes(m))
      err(['modules', i], `module "${m}" is not playable yet`);
  });
  if (s.passScore > s.totalScore) err(['passScore'], 'passScore is above totalScore');
  const positive = s.scoring.reduce((n, r) => n + Math.max(0, r.score), 0);
  if (positive < s.passScore)
    err(['scoring'], `positive points add up to ${positive}, below passScore ${s.passScore}`);

  const attachments = s.attachments ?? [];
  for (const d of dupes(attachments.map((a) => a.name.toLowerCase())))
    err(['attachments'], `duplicate attachment name "${d}"`);
  attachments.forEach((a, i) => {
    const needs = a.import === 'orders' ? 'orders' : a.import === 'stock' ? 'warehouse' : null;
    if (needs && !s.modules.includes(needs))
      err(['attachments', i, 'import'], `the ${a.import} import needs the module "${needs}"`);
  });

  const stores = new Set(s.stores.map((x) => x.id));
  const buyers = new Set(s.buyers.map((x) => x.id));
  const orders = s.world.orders ?? [];
  const stock = s.world.stock ?? [];
  const skus = new Set(stock.map((x) => x.sku));
  for (const d of dupes(s.stores.map((x) => x.id))) err(['stores'], `duplicate store id "${d}"`);
  for (const d of dupes(s.buyers.map((x) => x.id))) err(['buyers'], `duplicate buyer id "${d}"`);
  for (const d of dupes(orders.map((x) => x.no)))
    err(['world', 'orders'], `duplicate order number "${d}"`);
  for (const d of dupes(stock.map((x) => x.sku))) err(['world', 'stock'], `duplicate SKU "${d}"`);
  orders.forEach((o, i) => {
    if (!stores.has(o.store)) err(['world', 'orders', i, 'store'], `unknown store "${o.store}"`);
    if (!buyers.has(o.buyer)) err(['world', 'orders', i, 'buyer'], `unknown buyer "${o.buyer}"`);
    o.items.forEach((it, j) => {
      if (!skus.has(it.sku))
        err(['world', 'orders', i, 'items', j, 'sku'], `SKU "${it.sku}" is not in world.stock`);
    });
  });
  stock.forEach((x, i) => {
    if (!stores.has(x.store)) err(['world', 'stock', i, 'store'], `unknown store "${x.store}"`);
  });
  const afterSales = s.world.afterSales ?? [];
  const afterSaleIds = new Set(afterSales.map((a) => a.id));
  for (const d of dupes(afterSales.map((a) => a.id)))
    err(['world', 'afterSales'], `duplicate after-sales id "${d}"`);
  afterSales.forEach((a, i) => {
    const o = orders.find((x) => x.no === a.orderNo);
    if (!o) return err(['world', 'afterSales', i, 'orderNo'], `unknown order "${a.orderNo}"`);
    const received =
      o.amountReceived ?? o.items.reduce((n, it) => n + it.qty * it.price, 0) + o.freight;
    if (a.refundAmount > received + 0.001)
      err(['world', 'afterSales', i, 'refundAmount'], `asks more than order ${o.no} received`);
    (a.items ?? []).forEach((it, j) => {
      if (!o.items.some((x) => x.sku === it.sku))
        err(
          ['world', 'afterSales', i, 'items', j, 'sku'],
          `SKU "${it.sku}" is not in order ${o.no}`,
        );
    });
  });
  const arrival = (no: string) => ({
    id: no,
    ok: orders.some((o) => o.no === no && o.arrivesLater),
  });
  (s.policies ?? []).forEach((p, i) => {
    if (!EVENT_DATA[p.on.event])
      err(['policies', i, 'on', 'event'], `unknown event type "${p.on.event}"`);
    const target =
      'buyerShipsReturn' in p.do
        ? {
            id: p.do.buyerShipsReturn.afterSale,
            ok: afterSaleIds.has(p.do.buyerShipsReturn.afterSale),
          }
        : 'buyerEscalates' in p.do
          ? {
              id: p.do.buyerEscalates.afterSale,
              ok: afterSaleIds.has(p.do.buyerEscalates.afterSale),
            }
          : arrival(p.do.orderArrives.orderNo);
    if (!target.ok)
      err(['policies', i, 'do'], `"${target.id}" is not a target this action can use`);
  });
  for (const d of dupes((s.policies ?? []).map((p) => p.id)))
    err(['policies'], `duplicate policy id "${d}"`);

  const pages = new Set<string>(s.modules.map((m) => MODULE_PAGES[m]));
  const orderNos = new Set(orders.map((o) => o.no));
  const pointKeys = s.scoring.map((r) => `${r.point}/${r.sourceID ?? -1}`);
  for (const d of dupes(pointKeys)) err(['scoring'], `duplicate tracking point ${d}`);
  // The analysis lists points by their content: two points with the same text read as one.
  s.scoring.forEach((r, i) => {
    for (const [lang, text] of Object.entries(r.content)) {
      const twin = s.scoring.findIndex(
        (o, j) => j < i && (o.content as Record<string, string>)[lang] === text,
      );
      if (twin >= 0)
        err(
          ['scoring', i, 'content', lang],
          `same ${lang} content as point ${s.scoring[twin]!.point}`,
        );
    }
  });

  s.scoring.forEach((r, i) => {
    const at = (...p: (string | number)[]) => ['scoring', i, ...p];
    if (!pages.has(r.page)) err(at('page'), `page "${r.page}" belongs to no module of this case`);
    if (r.rubric && r.score < 0) err(at('rubric'), 'a penalty cannot have a rubric');
    if (r.source === 'client') {
      if (r.when) err(at('when'), 'a client point has no "when": the browser reports it');
      return;
    }
    if (!r.when) return err(at(), 'a server point needs "when"');
    let fields: Record<string, FieldSchema>;
    if ('final' in r.when) {
      const f = r.when.final;
      fields = Object.fromEntries(FINAL_VIEWS[f.entity].fields.map((k) => [k, {}]));
      const known = {
        order: () => orderNos.has(f.key) || orderNos.has(f.key.replace(/-S\d+$/, '')),
        stock: () => skus.has(f.key) || f.key.length > 0,
        afterSale: () => afterSaleIds.has(f.key),
        customer: () => buyers.has(f.key) || /^C\d{4}$/.test(f.key),
      }[f.entity]();
      if (!known) err(at('when', 'final', 'key'), `no ${f.entity} "${f.key}" in the world`);
      for (const k of Object.keys(f.match)) {
        if (!(k in fields))
          err(at('when', 'final', 'match', k), `"${k}" is not a field of ${f.entity}`);
      }
    } else {
      const schema = EVENT_DATA[r.when.event];
      if (!schema) return err(at('when', 'event'), `unknown event type "${r.when.event}"`);
      fields = fieldsOf(schema);
      for (const k of Object.keys(r.when.match ?? {})) {
        if (!(k in fields)) err(at('when', 'match', k), `"${k}" is not a field of ${r.when.event}`);
      }
    }
    const item = r.rubric?.item;
    if (item) {
      const list = fields[item.list];
      const props = list?.type === 'array' ? fieldsOf(list.items) : {};
      if (Object.keys(props).length === 0) {
        return err(at('rubric', 'item', 'list'), `"${item.list}" is not a list this rule can read`);
      }
      fields = props;
      for (const k of Object.keys(item.match)) {
        if (!(k in fields))
          err(at('rubric', 'item', 'match', k), `"${k}" is not a field of ${item.list}`);
      }
    }
    if (r.rubric && !(r.rubric.field in fields)) {
      err(at('rubric', 'field'), `"${r.rubric.field}" is not a field this rule can read`);
    }
  });
  return errors;
};
