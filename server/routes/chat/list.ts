/**
 * The chat views: the conversation list (quick search, filters, newest first, unread counts),
 * one conversation with its side panels (order, history orders, reviews, groups), and the
 * quick settings. Pure: the attempt's state and the case in, the rows out.
 */
import {
  buyerTyping,
  CHAT_CHANNEL,
  clockOffsetMinutes,
  patienceDue,
  isChatOpen,
  type ChatConversation,
  type ChatMessage,
  type Order,
} from '../../../engine/index.ts';
import { orderMoney } from '../../../engine/orders/refunds.ts';
import type * as C from '../../../schemas/chat/api.ts';
import { pageOf } from '../operate.ts';
import type { View } from '../view.ts';

const messageView = (m: ChatMessage, c: ChatConversation): C.MessageView => ({
  id: m.id,
  from: m.from,
  by: m.by,
  text: m.text,
  at: m.at,
  read: m.from === 'seller' && m.seq <= c.buyerRead,
});

export const chatRow = (c: ChatConversation, v: View): C.ChatRow => {
  const store = v.scenario.stores.find((s) => s.id === c.store);
  const buyer = v.scenario.buyers.find((b) => b.id === c.buyer);
  const lastId = c.messages[c.messages.length - 1];
  const last = lastId ? v.state.chat.byId[lastId] : undefined;
  return {
    buyer: c.buyer,
    name: buyer?.name ?? c.buyer,
    account: buyer?.account ?? null,
    store: c.store,
    storeName: store?.name ?? c.store,
    platform: store?.platform ?? 'independent',
    orderNo: c.orderNo,
    sku: c.sku,
    last: last ? messageView(last, c) : null,
    unread: c.unread,
    returning: c.returning,
    firstSession: !c.returning,
    typing: buyerTyping(v.state.timers, c.buyer),
    outcome: c.outcome,
    patienceDue: c.outcome ? null : patienceDue(CHAT_CHANNEL, v.scenario, v.state, c.buyer),
    groups: [...c.groups],
  };
};

const textOf = (t: ChatMessage['text']) => (typeof t === 'string' ? t : Object.values(t).join(' '));
/** The case-local day of a sim instant (YYYY-MM-DD). */
const dayOf = (at: string, offsetMinutes: number) =>
  new Date(Date.parse(at) + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The skus a conversation is about: its order's items, or the product asked about. */
const skusOf = (c: ChatConversation, v: View) => [
  ...(c.sku ? [c.sku] : []),
  ...(c.orderNo ? (v.state.orders.byNo[c.orderNo]?.items.map((i) => i.sku) ?? []) : []),
];

export const chatList = (v: View, q: C.CustomerListBody): C.CustomerListData => {
  const chat = v.state.chat;
  const offset = clockOffsetMinutes(v.scenario.clock);
  const keyword = q.keyword?.trim().toLowerCase();
  const open = Object.values(chat.conversations).filter(isChatOpen);
  const rows = open
    .map((c) => ({ c, row: chatRow(c, v) }))
    .filter(({ c, row }) => {
      const lastDay = row.last ? dayOf(row.last.at, offset) : null;
      if (q.from && (!lastDay || lastDay < q.from)) return false;
      if (q.to && (!lastDay || lastDay > q.to)) return false;
      if (q.hasOrder !== undefined && (c.orderNo !== null) !== q.hasOrder) return false;
      if (q.sku && !skusOf(c, v).includes(q.sku)) return false;
      if (q.platform && row.platform !== q.platform) return false;
      if (q.returning !== undefined && c.returning !== q.returning) return false;
      if (q.firstSession !== undefined && c.returning === q.firstSession) return false;
      if (q.unread && c.unread === 0) return false;
      if (!keyword) return true;
      const hay = [
        row.name,
        row.account ?? '',
        c.orderNo ?? '',
        ...c.messages.map((id) => textOf(chat.byId[id]!.text)),
      ];
      return hay.some((h) => h.toLowerCase().includes(keyword));
    })
    // Newest message first (sim time; the later written on a tie).
    .sort(
      (a, b) =>
        (b.row.last?.at ?? '').localeCompare(a.row.last?.at ?? '') || b.c.lastSeq - a.c.lastSeq,
    )
    .map(({ row }) => row);
  return {
    ...pageOf(rows, q.page, q.limit),
    version: v.state.version,
    unread: open.reduce((n, c) => n + c.unread, 0),
  };
};

const orderInfo = (o: Order, v: View): C.OrderInfo => {
  const store = v.scenario.stores.find((s) => s.id === o.store);
  return {
    orderNo: o.no,
    status: o.status,
    createdAt: o.createdAt,
    currency: store?.currency ?? 'USD',
    amount: orderMoney(o).net,
    items: o.items.map((i) => ({
      sku: i.sku,
      name: v.state.warehouse.bySku[i.sku]?.name ?? i.sku,
      qty: i.qty,
      price: i.price,
    })),
    receiver: { ...o.receiver },
    trackingNo: o.logistics?.trackingNo ?? null,
    carrier: o.logistics?.carrier ?? null,
    remark: o.remark,
  };
};

/** One conversation with its side panels, or null when the buyer has no open conversation. */
export const chatDetail = (v: View, buyer: string): C.DetailData | null => {
  const c = v.state.chat.conversations[buyer];
  if (!c) return null;
  const orders = Object.values(v.state.orders.byNo).filter(
    (o) => o.buyer === buyer && !o.hidden && !o.mergedInto,
  );
  const order = c.orderNo ? v.state.orders.byNo[c.orderNo] : undefined;
  const item = c.sku ? v.state.warehouse.bySku[c.sku] : undefined;
  const world = v.scenario.world.chat;
  const seeded = world?.conversations.find((x) => x.buyer === buyer)?.reviews ?? [];
  const reviewed = new Set(seeded.map((r) => r.orderNo));
  const name = (id: string) => v.scenario.buyers.find((b) => b.id === id)?.name ?? id;
  return {
    conversation: chatRow(c, v),
    messages: c.messages.map((id) => messageView(v.state.chat.byId[id]!, c)),
    order: order ? orderInfo(order, v) : null,
    product: item
      ? { sku: item.sku, name: item.name, spec: item.spec, price: item.price, qty: item.qty }
      : null,
    history: orders.filter((o) => o.no !== c.orderNo).map((o) => orderInfo(o, v)),
    reviews: [
      ...seeded.map((r) => ({
        orderNo: r.orderNo ?? null,
        rating: r.rating,
        text: r.text,
        at: new Date(Date.parse(r.at)).toISOString(),
      })),
      ...orders
        .filter((o) => o.review && !reviewed.has(o.no))
        .map((o) => ({
          orderNo: o.no,
          rating: o.review!.score,
          text: o.review!.text,
          at: o.createdAt,
        })),
    ],
    groups: (world?.groups ?? [])
      .filter((g) => c.groups.includes(g.id))
      .map((g) => ({
        id: g.id,
        name: g.name,
        members: Object.values(v.state.chat.conversations)
          .filter((x) => x.groups.includes(g.id))
          .map((x) => ({ buyer: x.buyer, name: name(x.buyer) })),
      })),
    version: v.state.version,
  };
};

export const chatInit = (v: View): C.InitData => {
  const s = v.state.chat.settings;
  return {
    settings: {
      welcome: { enabled: s.welcome.enabled, messages: s.welcome.messages.map((m) => ({ ...m })) },
      autoReplies: {
        enabled: s.autoReplies.enabled,
        replies: s.autoReplies.replies.map((m) => ({ ...m })),
      },
      keywordReplies: {
        enabled: s.keywordReplies.enabled,
        rules: s.keywordReplies.rules.map((r) => ({ ...r })),
      },
      quickPhrases: [...s.quickPhrases],
    },
    stores: v.scenario.stores.map(({ id, name, platform }) => ({ id, name, platform })),
    groups: (v.scenario.world.chat?.groups ?? []).map((g) => ({ id: g.id, name: g.name })),
    unread: Object.values(v.state.chat.conversations)
      .filter(isChatOpen)
      .reduce((n, c) => n + c.unread, 0),
    version: v.state.version,
  };
};

export const chatSelectList = (v: View): C.SelectListData => {
  const open = Object.values(v.state.chat.conversations).filter(isChatOpen);
  const skus = [...new Set(open.flatMap((c) => skusOf(c, v)))];
  return {
    platforms: [
      ...new Set(open.map((c) => v.scenario.stores.find((s) => s.id === c.store)?.platform)),
    ].filter((p) => p !== undefined),
    orders: open.flatMap((c) => (c.orderNo ? [c.orderNo] : [])),
    products: skus.map((sku) => ({ sku, name: v.state.warehouse.bySku[sku]?.name ?? sku })),
    groups: (v.scenario.world.chat?.groups ?? []).map((g) => ({ id: g.id, name: g.name })),
  };
};
