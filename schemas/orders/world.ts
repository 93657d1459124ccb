/** The orders module's slice of a scenario's world: its orders at the start. */
import { Type, type Static } from 'typebox';
import {
  Carrier,
  EntityId,
  Instant,
  LocalText,
  Money,
  OrderStatus,
  OrderType,
  PaymentMethod,
} from '../common.ts';

const closed = { additionalProperties: false } as const;

export const OrderItem = Type.Object(
  {
    sku: EntityId,
    qty: Type.Integer({ minimum: 1, maximum: 100_000 }),
    price: Money,
  },
  closed,
);

export const Receiver = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    address: Type.String({ minLength: 1, maxLength: 300 }),
    country: Type.String({ minLength: 1, maxLength: 60 }),
  },
  closed,
);

export const ScenarioOrder = Type.Object(
  {
    no: EntityId,
    store: EntityId,
    buyer: EntityId,
    status: OrderStatus,
    type: Type.Optional(OrderType),
    paymentMethod: Type.Optional(PaymentMethod),
    brand: Type.Optional(Type.String({ maxLength: 60 })),
    createdAt: Instant,
    items: Type.Array(OrderItem, { minItems: 1, maxItems: 50 }),
    freight: Money,
    amountReceived: Type.Optional(Money),
    receiver: Receiver,
    remark: Type.Optional(Type.String({ maxLength: 200 })),
    gift: Type.Optional(Type.Boolean()),
    restorable: Type.Optional(
      Type.Boolean({
        description:
          'Whether a cancelled order can be restored. False for orders cancelled by the buyer or the platform.',
      }),
    ),
    logistics: Type.Optional(
      Type.Object(
        {
          carrier: Carrier,
          trackingNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }),
          /** When it was shipped (default: when it was created). */
          shippedAt: Type.Optional(Instant),
        },
        {
          ...closed,
          description:
            'For an order that starts shipped, awaiting receipt or completed: how it was shipped (the order list shows the tracking).',
        },
      ),
    ),
    cancelledFrom: Type.Optional(
      Type.Union([Type.Literal('pendingPayment'), Type.Literal('pendingShipment')], {
        description:
          'For an order that starts cancelled: the status it was cancelled from, which restoring returns it to. Required unless `restorable: false`.',
      }),
    ),
    review: Type.Optional(
      Type.Object(
        { score: Type.Integer({ minimum: 1, maximum: 5 }), text: LocalText },
        { ...closed, description: "The buyer's review of this order (reply to review)" },
      ),
    ),
    arrivesLater: Type.Optional(
      Type.Boolean({
        description:
          'Hidden at the start; appears when a policy with `orderArrives` delivers it (a new order during the case).',
      }),
    ),
  },
  closed,
);

export type ScenarioOrder = Static<typeof ScenarioOrder>;

export const OrdersWorld = {
  orders: Type.Optional(Type.Array(ScenarioOrder, { maxItems: 500 })),
};
