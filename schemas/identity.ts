/**
 * The module list: each module's identity (id, the spec's page name and API prefix, menu place)
 * is declared once in `schemas/<m>/identity.ts` and listed here. `ModuleId`, the menu order, the
 * pages and the API prefixes are derived from these declarations, and each layer's registry
 * (schemas, engine, server, web) is checked against the same list with `Registry`.
 */
import { afterSalesIdentity } from './afterSales/identity.ts';
import { chatIdentity } from './chat/identity.ts';
import { claimIdentity } from './claim/identity.ts';
import { customersIdentity } from './customers/identity.ts';
import { disputeIdentity } from './dispute/identity.ts';
import { feedbackIdentity } from './feedback/identity.ts';
import { mailIdentity } from './mail/identity.ts';
import { ordersIdentity } from './orders/identity.ts';
import { questionnaireIdentity } from './questionnaire/identity.ts';
import { warehouseIdentity } from './warehouse/identity.ts';

/** What a module's `identity.ts` declares. */
export type ModuleIdentity = {
  /** The module's name inside the code. */
  id: string;
  /** Route (page) name as the spec's routes spell it (/Mail), also the tracking points' page. */
  page: string;
  /** The spec's API prefix after /api/ (PTMail); also the tag of its OpenAPI routes. */
  api: string;
  /** Place in the spec's left menu (0 first); two modules never share one. */
  menu: number;
};

const IDENTITIES = [
  mailIdentity,
  chatIdentity,
  disputeIdentity,
  claimIdentity,
  customersIdentity,
  feedbackIdentity,
  questionnaireIdentity,
  warehouseIdentity,
  ordersIdentity,
  afterSalesIdentity,
] as const;

type Identity = (typeof IDENTITIES)[number];
export type ModuleId = Identity['id'];
export type Page = Identity['page'];
/** The declaration of one module. */
export type IdentityOf<K extends ModuleId> = Extract<Identity, { id: K }>;

/** The modules' identities in the spec's menu order; a shared id, page, API or place is an error. */
export const MODULE_IDENTITIES: readonly Identity[] = [...IDENTITIES].sort(
  (a, b) => a.menu - b.menu,
);
for (const field of ['id', 'page', 'api', 'menu'] as const) {
  const seen = MODULE_IDENTITIES.map((m) => m[field]);
  const twice = seen.find((v, i) => seen.indexOf(v) !== i);
  if (twice !== undefined) throw new Error(`two modules declare the ${field} ${twice}`);
}

/** The modules, in the left-menu order of the spec. */
export const MODULES: readonly ModuleId[] = MODULE_IDENTITIES.map((m) => m.id);
/** Route (page) names of the modules, in module order. */
export const PAGES: readonly Page[] = MODULE_IDENTITIES.map((m) => m.page);
/** Module → its page name. */
export const MODULE_PAGES = Object.fromEntries(MODULE_IDENTITIES.map((m) => [m.id, m.page])) as {
  [K in ModuleId]: IdentityOf<K>['page'];
};
/** Module → its API prefix (`/api/PTMail`). */
export const MODULE_API = Object.fromEntries(
  MODULE_IDENTITIES.map((m) => [m.id, `/api/${m.api}`]),
) as { [K in ModuleId]: `/api/${IdentityOf<K>['api']}` };

/**
 * A layer's registry checked against the module list: `R` plus, for each module `R` lacks, a
 * key demanding it. Annotating a registry with it fails the typecheck once, at the registry,
 * with "Property '<module>' is missing … required in type '{ <module>: … '<module> is missing
 * from the <layer> registry' … }'"; the missing module keeps the type `Of[<module>]` (what it
 * would have declared), so nothing else fails.
 */
export type Registry<R, Layer extends string, Of extends Record<ModuleId, unknown>> = R & {
  readonly [K in Exclude<ModuleId, keyof R>]: Of[K] & {
    [P in `${K} is missing from the ${Layer} registry`]: true;
  };
};
