/** The chat module for the engine (engine/kit.ts). */
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { checkScripts, startPatience } from '../conversation/script.ts';
import { timerAfter } from '../policies/schedule.ts';
import { decideChat } from './decide.ts';
import { evolveChat } from './evolve.ts';
import { CHAT_CHANNEL, buyerMessage, chatBuyerLosesPatience, chatBuyerWrites } from './script.ts';
import { initialChat, type ChatState } from './state.ts';
import { chatExplore } from './explore.ts';

/** At the start: timers of the buyers' messages due later and of their patience. */
const start = (s: Scenario, now: string): DomainEvent[] => {
  const begin = Date.parse(s.clock.start);
  const later = (s.world.chat?.conversations ?? []).flatMap((c) =>
    c.messages.flatMap((m, index) =>
      m.from === 'buyer' && Date.parse(m.at) > begin
        ? [
            timerAfter(s, now, Date.parse(m.at) - begin, `chat:${c.buyer}`, {
              deliverChat: { buyer: c.buyer, index },
            }),
          ]
        : [],
    ),
  );
  return [...later, ...startPatience(CHAT_CHANNEL, s, now)];
};

const check = (s: Scenario, err: ReportError) => {
  const chat = s.world.chat;
  if (!chat) return;
  const stores = new Set(s.stores.map((x) => x.id));
  const buyers = new Set(s.buyers.map((b) => b.id));
  const orders = new Set((s.world.orders ?? []).map((o) => o.no));
  const groups = new Set((chat.groups ?? []).map((g) => g.id));
  const at = (...p: (string | number)[]) => ['world', 'chat', ...p];
  const begin = Date.parse(s.clock.start);
  for (const d of dupes(chat.conversations.map((c) => c.buyer)))
    err(at('conversations'), `two conversations with buyer "${d}"`);
  for (const d of dupes((chat.groups ?? []).map((g) => g.id)))
    err(at('groups'), `duplicate group id "${d}"`);
  chat.conversations.forEach((c, i) => {
    if (!buyers.has(c.buyer)) err(at('conversations', i, 'buyer'), `unknown buyer "${c.buyer}"`);
    if (!stores.has(c.store)) err(at('conversations', i, 'store'), `unknown store "${c.store}"`);
    if (c.orderNo && !orders.has(c.orderNo))
      err(at('conversations', i, 'orderNo'), `unknown order "${c.orderNo}"`);
    for (const g of c.groups ?? [])
      if (!groups.has(g)) err(at('conversations', i, 'groups'), `unknown group "${g}"`);
    c.messages.forEach((m, j) => {
      if (m.from === 'seller' && Date.parse(m.at) > begin)
        err(at('conversations', i, 'messages', j), 'a seller message after the start');
    });
  });
  const talking = new Set(chat.conversations.map((c) => c.buyer));
  (chat.scripts ?? []).forEach((sc, i) => {
    if (!talking.has(sc.buyer))
      err(at('scripts', i, 'buyer'), `"${sc.buyer}" has no conversation in world.chat`);
    if (!stores.has(sc.store)) err(at('scripts', i, 'store'), `unknown store "${sc.store}"`);
    if (sc.orderNo && !orders.has(sc.orderNo))
      err(at('scripts', i, 'orderNo'), `unknown order "${sc.orderNo}"`);
  });
  checkScripts(chat.scripts ?? [], err, (...p) => at('scripts', ...p));
};

export const chatModule: EngineModule<'chat', ChatState> = {
  init: initialChat,
  evolve: evolveChat,
  decide: decideChat,
  start,
  policies: {},
  timers: {
    deliverChat: {
      run: ({ buyer, index }, ctx) => {
        const m = ctx.scenario.world.chat?.conversations.find((c) => c.buyer === buyer)?.messages[
          index
        ];
        return m ? buyerMessage(ctx, buyer, m.text) : [];
      },
    },
    chatBuyerWrites: {
      run: ({ buyer, state, rule }, ctx) => chatBuyerWrites(ctx, buyer, state, rule),
    },
    chatBuyerLosesPatience: {
      run: ({ buyer, moves }, ctx) => chatBuyerLosesPatience(ctx, buyer, moves),
      deadline: true,
    },
  },
  finals: {
    chat: {
      keys: (state) => Object.keys(state.chat.conversations),
      view: (state, key) => {
        const c = state.chat.conversations[key];
        return c
          ? {
              state: c.state,
              outcome: c.outcome,
              moves: c.moves,
              groups: [...c.groups],
              unanswered: c.waitingSince !== null,
              firstResponseMinutes: c.firstResponseMinutes,
              slowestResponseMinutes: c.slowestResponseMinutes,
              studentMessages: c.studentMessages,
            }
          : null;
      },
      known: (s, key) => (s.world.chat?.conversations ?? []).some((c) => c.buyer === key),
    },
  },
  explore: chatExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    chat: ChatState;
  }
}
