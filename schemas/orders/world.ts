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
  described,
} from '../common.ts';

const closed = { additionalProperties: false } as const;

export const OrderItem = Type.Object(
  {
    sku: described(EntityId, 'SKU of the goods'),
    qty: described(Type.Integer({ minimum: 1, maximum: 100_000 }), 'Units ordered'),
    price: described(Money, 'Unit price'),
  },
  closed,
);

export const Receiver = Type.Object(
  {
    name: described(Type.String({ minLength: 1, maxLength: 80 }), "The receiver's name"),
    phone: described(Type.Optional(Type.String({ maxLength: 40 })), "The receiver's phone"),
    address: described(Type.String({ minLength: 1, maxLength: 300 }), 'Street address'),
    country: described(Type.String({ minLength: 1, maxLength: 60 }), 'Country'),
  },
  closed,
);

export const ScenarioOrder = Type.Object(
  {
    no: described(
      EntityId,
      'Order number, as mails, chats, disputes, after-sales and final conditions name it',
    ),
    store: described(EntityId, 'The store it was placed in (an id of `stores`)'),
    buyer: described(EntityId, 'The buyer who placed it (an id of `buyers`)'),
    status: described(OrderStatus, 'Its status at the start (what each allows: below)'),
    type: described(Type.Optional(OrderType), 'Order type shown in the list (default normal)'),
    paymentMethod: described(
      Type.Optional(PaymentMethod),
      'How the buyer paid (default creditCard)',
    ),
    brand: described(Type.Optional(Type.String({ maxLength: 60 })), 'Brand shown with the order'),
    createdAt: described(Instant, 'When it was placed (sim time)'),
    items: described(Type.Array(OrderItem, { minItems: 1, maxItems: 50 }), 'The order lines'),
    freight: described(Money, 'Shipping charged to the buyer'),
    amountReceived: described(
      Type.Optional(Money),
      'What the store received (default: nothing while pending payment, else the goods plus freight)',
    ),
    receiver: described(Receiver, 'Where the order goes'),
    remark: described(
      Type.Optional(Type.String({ maxLength: 200 })),
      "The seller's remark at the start",
    ),
    gift: described(Type.Optional(Type.Boolean()), 'Marked as a gift at the start'),
    restorable: Type.Optional(
      Type.Boolean({
        description:
          'Whether a cancelled order can be restored. False for orders cancelled by the buyer or the platform.',
      }),
    ),
    logistics: Type.Optional(
      Type.Object(
        {
          carrier: described(Carrier, 'The carrier it went with'),
          trackingNo: described(
            Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }),
            'Its tracking number',
          ),
          shippedAt: described(
            Type.Optional(Instant),
            'When it was shipped (default: when it was created)',
          ),
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
        {
          score: described(Type.Integer({ minimum: 1, maximum: 5 }), 'Stars, 1 to 5'),
          text: described(LocalText, 'What the buyer wrote'),
        },
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
  orders: described(
    Type.Optional(Type.Array(ScenarioOrder, { maxItems: 500 })),
    'The orders at the start, and those a policy delivers later (`arrivesLater`)',
  ),
};
