/** Customer management module: commands and events. */
import { Type, type Static } from 'typebox';
import { Platform, Region } from '../common.ts';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const closed = { additionalProperties: false } as const;
export const BLACKLIST_REASON_MAX = 200;

export const CustomerFields = {
  platform: Platform,
  account: Type.String({ minLength: 1, maxLength: 120 }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  region: Region,
  contact: Type.String({ maxLength: 120 }),
  details: Type.String({ maxLength: 500 }),
};

// ---- commands ----
export const CreateCustomer = Type.Object(
  { type: Type.Literal('CreateCustomer'), ...CustomerFields },
  closed,
);
export const ModifyCustomer = Type.Object(
  {
    type: Type.Literal('ModifyCustomer'),
    id: Id,
    platform: Type.Optional(CustomerFields.platform),
    account: Type.Optional(CustomerFields.account),
    name: Type.Optional(CustomerFields.name),
    region: Type.Optional(CustomerFields.region),
    contact: Type.Optional(CustomerFields.contact),
    details: Type.Optional(CustomerFields.details),
  },
  closed,
);
export const DeleteCustomer = Type.Object({ type: Type.Literal('DeleteCustomer'), id: Id }, closed);
export const BlacklistCustomer = Type.Object(
  {
    type: Type.Literal('BlacklistCustomer'),
    id: Id,
    reason: Type.String({ maxLength: BLACKLIST_REASON_MAX }),
  },
  closed,
);
export const UnblacklistCustomer = Type.Object(
  { type: Type.Literal('UnblacklistCustomer'), id: Id },
  closed,
);

export const CustomerCommand = Type.Union([
  CreateCustomer,
  ModifyCustomer,
  DeleteCustomer,
  BlacklistCustomer,
  UnblacklistCustomer,
]);
export type CustomerCommand = Static<typeof CustomerCommand>;

/** Row actions of the customer list (details is always there and not a command). */
export const CUSTOMER_ACTIONS = ['modify', 'blacklist', 'unblacklist', 'delete'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];
export type CreateCustomer = Static<typeof CreateCustomer>;
export type ModifyCustomer = Static<typeof ModifyCustomer>;

// ---- events ----
const CustomerData = Type.Object({ id: Id, ...CustomerFields }, closed);
export const CustomerEventData = {
  CustomerCreated: CustomerData,
  CustomerModified: Type.Object(
    {
      id: Id,
      platform: Type.Optional(CustomerFields.platform),
      account: Type.Optional(CustomerFields.account),
      name: Type.Optional(CustomerFields.name),
      region: Type.Optional(CustomerFields.region),
      contact: Type.Optional(CustomerFields.contact),
      details: Type.Optional(CustomerFields.details),
    },
    closed,
  ),
  CustomerDeleted: Type.Object({ id: Id }, closed),
  CustomerBlacklisted: Type.Object({ id: Id, reason: Type.String() }, closed),
  CustomerUnblacklisted: Type.Object({ id: Id }, closed),
} as const;

type DataOf<K extends keyof typeof CustomerEventData> = Static<(typeof CustomerEventData)[K]>;
export type CustomerEvent = {
  [K in keyof typeof CustomerEventData]: { type: K; data: DataOf<K> };
}[keyof typeof CustomerEventData];
export type CustomerData = Static<typeof CustomerData>;
