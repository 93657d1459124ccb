/**
 * Shared schema values: languages, text by language, platforms, the module list, statuses and ids
 * used across modules.
 */
import { Type } from 'typebox';
import * as identity from './identity.ts';

/** Interface languages of the product (spec section 1). */
export const LANGUAGES = ['zh', 'en', 'ru', 'de', 'fr', 'es', 'id', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Text in several languages; a missing language falls back to en, then zh. */
const textIn = () => Type.Optional(Type.String({ minLength: 1 }));
/** Text by language: the interface languages, and any other language a buyer writes in. */
export type LocalText = Partial<Record<Language, string>> & { [code: string]: string | undefined };
// Typed by hand: the pattern properties (a buyer's own language) are not in TypeBox's static type.
export const LocalText = Type.Unsafe<LocalText>(
  Type.Object(
    {
      zh: textIn(),
      en: textIn(),
      ru: textIn(),
      de: textIn(),
      fr: textIn(),
      es: textIn(),
      id: textIn(),
      th: textIn(),
      vi: textIn(),
    },
    {
      additionalProperties: false,
      // A buyer writes in their own language (pt, it, ko, ja, ms, ar …): the text they wrote sits
      // beside its meaning in zh and en, which the interface languages read.
      patternProperties: { '^[a-z]{2}$': Type.String({ minLength: 1 }) },
      minProperties: 1,
      description: 'Text by language code (ISO 639-1)',
    },
  ),
);

export const PLATFORMS = [
  'amazon',
  'aliexpress',
  'shopee',
  'alibaba',
  'temu',
  'independent',
] as const;
export type Platform = (typeof PLATFORMS)[number];
export const Platform = Type.Enum(PLATFORMS);

/** The case modules, their pages and API prefixes: derived from each module's identity.ts. */
export { MODULE_API, MODULE_IDENTITIES, MODULE_PAGES, MODULES, PAGES } from './identity.ts';
export type ModuleId = identity.ModuleId;
export const ModuleId = Type.Enum(identity.MODULES as ModuleId[]);
export type Page = identity.Page;
export const Page = Type.Enum(identity.PAGES as Page[]);

/** Scene categories (spec: follow-up log types; report groups tasks by them). */
export const CASE_TYPES = [
  'dailyConsultation',
  'orderWarehousing',
  'disputeClaims',
  'customerMarketing',
  'other',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];
export const CaseType = Type.Enum(CASE_TYPES);

export const ORDER_STATUSES = [
  'pendingPayment',
  'pendingShipment',
  'shipped',
  'awaitingReceipt',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Type.Enum(ORDER_STATUSES);

export const PAYMENT_METHODS = [
  'creditCard',
  'paypal',
  'bankTransfer',
  'wallet',
  'cashOnDelivery',
] as const;
export const PaymentMethod = Type.Enum(PAYMENT_METHODS);
export const ORDER_TYPES = ['normal', 'preorder', 'wholesale', 'sample'] as const;
export const OrderType = Type.Enum(ORDER_TYPES);

export const REGIONS = [
  'usa',
  'canada',
  'britain',
  'france',
  'germany',
  'russia',
  'brazil',
  'australia',
  'japan',
  'other',
] as const;
export const Region = Type.Enum(REGIONS);

/** Carrier ids offered when shipping (GetSelectList). */
export const CARRIERS = [
  'dhl',
  'fedex',
  'ups',
  'usps',
  'cainiao',
  'yanwen',
  '4px',
  'ems',
  'sfExpress',
  'jt',
] as const;
export const Carrier = Type.Enum(CARRIERS);

/** Stock status (spec: 0 on sale, otherwise not). */
export const STOCK_STATUSES = ['forSale', 'unsold'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const StockStatus = Type.Enum(STOCK_STATUSES);

/** After-sales: what the buyer asks for. */
export const AFTER_SALE_KINDS = ['refundOnly', 'returnAndRefund'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];
export const AfterSaleKind = Type.Enum(AFTER_SALE_KINDS);

/** After-sales lifecycle statuses (engine/afterSales/afterSale.machine.ts). */
export const AFTER_SALE_STATUSES = [
  'applied',
  'awaitingReturn',
  'returnShipped',
  'goodsReceived',
  'refunded',
  'refused',
  'goodsNotReceived',
  'escalated',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const AfterSaleStatus = Type.Enum(AFTER_SALE_STATUSES);

/** Customer file status. */
export const CUSTOMER_STATUSES = ['normal', 'blacklist'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CustomerStatus = Type.Enum(CUSTOMER_STATUSES);
export type Region = (typeof REGIONS)[number];

/** Ids in a scenario (stores, buyers, order numbers, SKUs …). */
export const EntityId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' });
export const Money = Type.Number({ minimum: 0, maximum: 10_000_000 });
export const Instant = Type.String({ format: 'date-time' });

/**
 * A shared schema with a field's own description (a copy that keeps TypeBox's hidden kind; the
 * shared schema keeps none): the scenario reference and editors show it on that field.
 */
export const described = <T extends object>(schema: T, description: string): T => {
  const copy = Object.create(
    Object.getPrototypeOf(schema) as object | null,
    Object.getOwnPropertyDescriptors(schema),
  ) as T;
  Object.defineProperty(copy, 'description', {
    value: description,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
};
