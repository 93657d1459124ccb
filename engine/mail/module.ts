/** The mail module for the engine (engine/kit.ts). */
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import type { EngineModule, ReportError } from '../kit.ts';
import { dupes } from '../kit.ts';
import { timerAfter } from '../policies/schedule.ts';
import { decideMail } from './decide.ts';
import { evolveMail } from './evolve.ts';
import { checkScripts, startPatience } from '../conversation/script.ts';
import { MAIL_CHANNEL, buyerLosesPatience, buyerWrites, simNow } from './script.ts';
import { sendEvents } from './send.ts';
import { buyerAddress, initialMail, type MailState } from './state.ts';
import { mailExplore } from './explore.ts';

/** World mails a scenario policy delivers (they do not arrive at their own time). */
const deliveredByPolicy = (s: Scenario) =>
  new Set(
    (s.policies ?? []).flatMap((p) => ('deliverMail' in p.do ? [p.do.deliverMail.mail] : [])),
  );

/** At the start: timers of mails due later and of the buyers' patience in their first state. */
const start = (s: Scenario, now: string): DomainEvent[] => {
  const begin = Date.parse(s.clock.start);
  const byPolicy = deliveredByPolicy(s);
  const later = (s.world.mail?.inbox ?? [])
    .filter((m) => Date.parse(m.at) > begin && !byPolicy.has(m.id))
    .map((m) =>
      timerAfter(s, now, Date.parse(m.at) - begin, 'mail:arrival', {
        deliverMail: { mail: m.id },
      }),
    );
  const patience = startPatience(MAIL_CHANNEL, s, now);
  return [...later, ...patience];
};

const check = (s: Scenario, err: ReportError) => {
  const mail = s.world.mail;
  const stores = new Set(s.stores.map((x) => x.id));
  const orders = new Set((s.world.orders ?? []).map((o) => o.no));
  const addressed = new Set(s.buyers.filter((b) => buyerAddress(b)).map((b) => b.id));
  const at = (...p: (string | number)[]) => ['world', 'mail', ...p];
  for (const d of dupes((mail?.inbox ?? []).map((m) => m.id)))
    err(at('inbox'), `duplicate mail id "${d}"`);
  (mail?.inbox ?? []).forEach((m, i) => {
    if (!addressed.has(m.from))
      err(at('inbox', i, 'from'), `"${m.from}" is no buyer with an e-mail address`);
    if (!stores.has(m.store)) err(at('inbox', i, 'store'), `unknown store "${m.store}"`);
    if (m.orderNo && !orders.has(m.orderNo))
      err(at('inbox', i, 'orderNo'), `unknown order "${m.orderNo}"`);
  });
  (mail?.scripts ?? []).forEach((sc, i) => {
    if (!addressed.has(sc.buyer))
      err(at('scripts', i, 'buyer'), `"${sc.buyer}" is no buyer with an e-mail address`);
    if (!stores.has(sc.store)) err(at('scripts', i, 'store'), `unknown store "${sc.store}"`);
    if (sc.orderNo && !orders.has(sc.orderNo))
      err(at('scripts', i, 'orderNo'), `unknown order "${sc.orderNo}"`);
  });
  checkScripts(mail?.scripts ?? [], err, (...p) => at('scripts', ...p));
};

export const mailModule: EngineModule<'mail', MailState> = {
  init: initialMail,
  evolve: evolveMail,
  decide: decideMail,
  start,
  policies: {
    deliverMail: {
      run: ({ mail }, ctx) => {
        const m = ctx.state.mail.byId[mail];
        if (!m?.hidden) return [];
        return [
          {
            type: 'MailReceived',
            data: {
              id: m.id,
              mail: m.id,
              store: m.store,
              kind: 'buyer',
              from: m.from,
              buyer: m.buyer,
              subject: m.subject,
              body: m.body,
              orderNo: m.orderNo,
              at: simNow(ctx),
            },
          },
        ];
      },
      missing: ({ mail }, s) =>
        (s.world.mail?.inbox ?? []).some((m) => m.id === mail) ? null : mail,
    },
  },
  timers: {
    sendScheduledMail: {
      run: ({ mail }, ctx) => {
        const m = ctx.state.mail.byId[mail];
        if (!m || m.box !== 'sent' || m.at || !m.sendAt) return [];
        const text = (t: typeof m.subject) => (typeof t === 'string' ? t : '');
        return sendEvents(
          ctx,
          {
            id: m.id,
            store: m.store,
            to: m.to,
            cc: m.cc,
            subject: text(m.subject),
            body: text(m.body),
            replyTo: m.replyTo,
            draftId: null,
            attachments: m.attachments,
          },
          true,
        );
      },
    },
    buyerWrites: { run: ({ buyer, state, rule }, ctx) => buyerWrites(ctx, buyer, state, rule) },
    buyerLosesPatience: {
      run: ({ buyer, moves }, ctx) => buyerLosesPatience(ctx, buyer, moves),
      deadline: true,
    },
  },
  finals: {
    mail: {
      keys: (state) => Object.keys(state.mail.byId),
      view: (state, key) => {
        const m = state.mail.byId[key];
        return m && !m.hidden
          ? { box: m.box, read: m.read, starred: m.starred, noReply: m.noReply, replied: m.replied }
          : null;
      },
      known: (s, key) => (s.world.mail?.inbox ?? []).some((m) => m.id === key),
    },
    conversation: {
      keys: (state) => Object.keys(state.mail.conversations),
      view: (state, key) => {
        const c = state.mail.conversations[key];
        return c ? { state: c.state, outcome: c.outcome, moves: c.moves } : null;
      },
      known: (s, key) => (s.world.mail?.scripts ?? []).some((x) => x.buyer === key),
    },
  },
  explore: mailExplore,
  check,
};

declare module '../kit.ts' {
  interface ModuleStateMap {
    mail: MailState;
  }
}
