/** /api/PTCustomer/*: customer files of an attempt; totals derive from the buyer's orders. */
import { Type, type Static } from 'typebox';
import { CustomerStatus, OrderStatus, Platform, Region } from '../common.ts';
import { CUSTOMER_ACTIONS, CustomerCommand } from './domain.ts';
import { OperateBody, Paging, UserCaseID } from '../api/operate.ts';

const closed = { additionalProperties: false } as const;

export const CustomerListBody = Type.Object(
  {
    userCaseID: UserCaseID,
    keyword: Type.Optional(Type.String({ maxLength: 80, description: 'Account or name contains' })),
    platform: Type.Optional(Platform),
    region: Type.Optional(Region),
    status: Type.Optional(CustomerStatus),
    ...Paging,
  },
  closed,
);
export const CustomerRow = Type.Object({
  id: Type.String(),
  platform: Platform,
  account: Type.String(),
  name: Type.String(),
  region: Region,
  contact: Type.String(),
  details: Type.String(),
  status: CustomerStatus,
  blacklistReason: Type.String(),
  /** Sum received over the buyer's paid orders, less refunds. Never typed in. */
  paidAmount: Type.Number(),
  /** Number of the buyer's paid orders. */
  paidCount: Type.Integer(),
  orderCount: Type.Integer(),
  /** Row actions the engine allows now (a buyer with orders cannot be deleted). */
  actions: Type.Array(Type.Enum(CUSTOMER_ACTIONS)),
});
export const CustomerListData = Type.Object({
  list: Type.Array(CustomerRow),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  version: Type.Integer(),
});
export const CustomerOperateBody = OperateBody(CustomerCommand);
export const CustomerInfosBody = Type.Object(
  { userCaseID: UserCaseID, id: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const CustomerInfosData = Type.Object({
  customer: CustomerRow,
  orders: Type.Array(
    Type.Object({
      orderNo: Type.String(),
      status: OrderStatus,
      createdAt: Type.String(),
      amountReceived: Type.Number(),
      qty: Type.Integer(),
    }),
  ),
});

export type CustomerListBody = Static<typeof CustomerListBody>;
export type CustomerRow = Static<typeof CustomerRow>;
export type CustomerListData = Static<typeof CustomerListData>;
export type CustomerOperateBody = Static<typeof CustomerOperateBody>;
export type CustomerInfosData = Static<typeof CustomerInfosData>;
