/**
 * The buyer a graded text is addressed to, for a rubric's `language: buyer`: the buyer an event
 * names (a mail's `buyer` or `to`, a chat or dispute message's `buyer`), or the buyer of the
 * entity it refers to (a review, an after-sale, a dispute, an order). A scoring rule's own
 * `match` (or `final` key) names one the same way, which is what validation checks.
 */
import type { FinalEntity, ModuleKey } from '../../schemas/modules.ts';
import { SCHEMA_MODULES } from '../../schemas/modules.ts';
import type { Scenario, ScoringRule } from '../../schemas/scenario.ts';
import { buyerAddress } from '../mail/state.ts';

type Lookup = (s: Scenario, key: string) => string | undefined;

const buyerById: Lookup = (s, id) => s.buyers.find((b) => b.id === id)?.id;
const orderBuyer: Lookup = (s, no) => s.world.orders?.find((o) => o.no === no)?.buyer;
/** A buyer's id or e-mail address (a mail's `to`). */
const buyerByAddress: Lookup = (s, to) =>
  s.buyers.find((b) => b.id === to || buyerAddress(b) === to.trim().toLowerCase())?.id;

/** Modules whose records name their entity by `id`: that entity's buyer. */
const BY_ID: Partial<Record<ModuleKey, Lookup>> = {
  dispute: (s, id) => {
    const d = s.world.disputes?.list.find((x) => x.id === id);
    return d && orderBuyer(s, d.orderNo);
  },
  feedback: (s, id) => s.world.feedback?.reviews.find((r) => r.id === id)?.buyer,
  afterSales: (s, id) => {
    const a = s.world.afterSales?.find((x) => x.id === id);
    return a && orderBuyer(s, a.orderNo);
  },
  customers: buyerById,
};

/** Final-state entities whose key leads to a buyer. */
const BY_FINAL_KEY: Partial<Record<FinalEntity, Lookup>> = {
  order: orderBuyer,
  afterSale: BY_ID.afterSales,
  review: BY_ID.feedback,
  dispute: BY_ID.dispute,
  customer: buyerById,
  chat: buyerById,
  conversation: buyerById,
};

/** Event type → the module that declares it (read from the schema registry). */
const MODULE_OF_EVENT = new Map<string, ModuleKey>(
  (Object.entries(SCHEMA_MODULES) as [ModuleKey, { events: object }][]).flatMap(([key, m]) =>
    Object.keys(m.events).map((type) => [type, key] as const),
  ),
);

const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];

/** The buyer an event's data (or a rule's `match` on it) is addressed to. */
export const addresseeOf = (
  s: Scenario,
  eventType: string,
  record: Record<string, unknown>,
): string | undefined => {
  const direct = strings(record.buyer)
    .map((b) => buyerById(s, b))
    .find(Boolean);
  if (direct) return direct;
  const to = strings(record.to)
    .map((a) => buyerByAddress(s, a))
    .find(Boolean);
  if (to) return to;
  const module = MODULE_OF_EVENT.get(eventType);
  const byId = module ? BY_ID[module] : undefined;
  const id = strings(record.id)[0];
  const entity = byId && id !== undefined ? byId(s, id) : undefined;
  if (entity) return entity;
  const orderNo = strings(record.orderNo)[0];
  return orderNo === undefined ? undefined : orderBuyer(s, orderNo);
};

/** The buyer a scoring rule's texts are addressed to, as far as the rule itself says. */
export const ruleAddressee = (s: Scenario, rule: ScoringRule): string | undefined => {
  const when = rule.when;
  if (!when) return undefined;
  if ('final' in when) return BY_FINAL_KEY[when.final.entity]?.(s, when.final.key);
  return addresseeOf(s, when.event, when.match ?? {});
};

/** The language a buyer writes in (ISO 639-1), if the scenario says. */
export const buyerLanguage = (s: Scenario, buyer: string | undefined): string | undefined =>
  buyer === undefined ? undefined : s.buyers.find((b) => b.id === buyer)?.language;

/** Why a rule's `language: buyer` cannot be told before anyone plays, if it cannot. */
export const buyerLanguageError = (s: Scenario, rule: ScoringRule): string | undefined => {
  const buyer = ruleAddressee(s, rule);
  if (buyer === undefined)
    return 'language: buyer needs a rule that names its buyer (match on buyer, to, id or orderNo, or a final key that leads to one)';
  if (buyerLanguage(s, buyer) === undefined)
    return `language: buyer, but buyer "${buyer}" has no language`;
  return undefined;
};
