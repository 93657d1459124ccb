/** The mail module: sending, drafts, boxes and flags, and a scripted buyer on the sim clock. */
import { describe, expect, it } from 'vitest';
import type { Command } from '../attempt/decide.ts';
import { given, loadCase } from '../testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../testing/session.ts';

const late = loadCase('amazon-late-parcel');
const ANNA = 'anna.schmidt@example.com';
const TRACKING = '1Z999AA10123456784';
type Send = Extract<Command, { type: 'SendMail' }>;
const reply = (body: string, extra: Partial<Send> = {}): Send => ({
  type: 'SendMail',
  to: [ANNA],
  store: 'us1',
  subject: 'Re: Where is my order 113-5520193-7781?',
  body,
  replyTo: 'm1',
  ...extra,
});

describe('SendMail', () => {
  it('records the buyer, the order, the response time, and what the scripted buyer does', () => {
    const events = given(late)
      .when(reply(`Sorry for the wait! UPS ${TRACKING} arrives on March 7.`))
      .events();
    expect(types(events as never)).toEqual([
      'MailSent',
      'BuyerScriptMoved',
      'TimerScheduled',
      'BuyerConversationEnded',
    ]);
    expect(events[0]?.data).toMatchObject({
      id: 'M3',
      buyer: 'b1',
      buyers: ['b1'],
      orderNo: '113-5520193-7781',
      unknown: [],
      // m1 came at 06:20, the case starts at 09:00 (fixtures start the attempt at its start).
      responseMinutes: 160,
    });
    expect(events[1]?.data).toMatchObject({ from: 'waiting', to: 'waiting', trigger: 'message' });
    expect(events[3]?.data).toEqual({
      buyer: 'b1',
      outcome: 'satisfied',
      orderNo: '113-5520193-7781',
      // Sim time it ended: the case's start (the fixtures decide at the attempt's first instant).
      at: new Date(Date.parse(late.clock.start)).toISOString(),
    });
  });

  it('a message without the tracking number gets the script’s otherwise', () => {
    const events = given(late).when(reply('We are checking, please wait.')).events();
    expect(events[1]?.data).toMatchObject({ trigger: 'otherwise', to: 'chasing' });
    expect(types(events as never)).not.toContain('BuyerConversationEnded');
  });

  it('a link keeps the buyer unsatisfied, and the buyer says why (banned in buyer messages)', () => {
    const events = given(late)
      .when(reply(`Track ${TRACKING} at https://www.ups.com/track`))
      .events();
    // The case's rule for a hidden link or contact answers the actual fault, not "which number?".
    expect(events[1]?.data).toMatchObject({ trigger: 'message', rule: 1, to: 'chasing' });
  });

  it('bounces from an address nobody has', () => {
    const events = given(late)
      .when(reply('Hello', { to: [ANNA, 'nobody@nowhere.example'], replyTo: undefined }))
      .events();
    expect(events[1]).toMatchObject({
      type: 'MailReceived',
      data: { kind: 'bounce', id: 'M4', bounceOf: 'M3', failed: ['nobody@nowhere.example'] },
    });
  });

  it.each([
    [{ body: '  ' }, 'mail.error.emptyBody'],
    [{ subject: '' }, 'mail.error.noSubject'],
    [{ to: [] }, 'mail.error.noRecipient'],
    [{ store: 'xx' }, 'mail.error.unknownStore'],
    [{ replyTo: 'm99' }, 'mail.error.notFound'],
    [{ draftId: 'm1' }, 'mail.error.notDraft'],
    [{ sendAt: '2026-03-05T08:00:00-05:00' }, 'mail.error.scheduleInPast'],
  ] as const)('refuses %o with %s', (change, key) => {
    given(late)
      .when(reply('Hello', change as never))
      .rejects(key);
  });
});

describe('boxes and flags', () => {
  it('drafts are saved, edited and sent', () => {
    const draft = given(late).when({
      type: 'SaveDraft',
      to: [ANNA],
      store: 'us1',
      subject: 's',
      body: 'b',
    });
    const [saved] = draft.events();
    expect(saved).toMatchObject({ type: 'DraftSaved', data: { id: 'M3' } });
    const sent = given(late, [saved!])
      .when(reply('Sorry', { draftId: 'M3' }))
      .events();
    expect(sent[0]).toMatchObject({ type: 'MailSent', data: { id: 'M3', draftId: 'M3' } });
  });

  it('delete moves to the trash, delete there purges, restore returns to the box', () => {
    const g = given(late);
    expect(g.when({ type: 'DeleteMails', ids: ['m1'] }).events()).toEqual([
      { type: 'MailsDeleted', data: { ids: ['m1'], purged: [] } },
    ]);
    const trashed = given(late, [{ type: 'MailsDeleted', data: { ids: ['m1'], purged: [] } }]);
    expect(trashed.state.mail.byId.m1?.box).toBe('trash');
    trashed
      .when({ type: 'RestoreMails', ids: ['m1'] })
      .then([{ type: 'MailsRestored', data: { ids: ['m1'] } }]);
    trashed
      .when({ type: 'DeleteMails', ids: ['m1'] })
      .then([{ type: 'MailsDeleted', data: { ids: [], purged: ['m1'] } }]);
    g.when({ type: 'RestoreMails', ids: ['m1'] }).rejects('mail.error.notInTrash', { id: 'm1' });
  });

  it('marks read, starred and no-reply; refuses unknown ids and empty marks', () => {
    given(late)
      .when({ type: 'MarkMails', ids: ['m1', 'm2'], noReply: true })
      .then([{ type: 'MailsMarked', data: { ids: ['m1', 'm2'], noReply: true } }]);
    given(late)
      .when({ type: 'MarkMails', ids: ['m1', 'zz'], read: true })
      .rejects('mail.error.notFound', { id: 'zz' });
    given(late)
      .when({ type: 'MarkMails', ids: ['m1'] })
      .rejects('mail.error.nothingToMark');
  });
});

describe('the scripted buyer on the sim clock', () => {
  it('writes back after 10 sim minutes; a good answer scores full marks', () => {
    const p = new Session(late);
    p.do(
      reply(
        'Dear Anna, thank you for writing, and we are sorry for the delay. Your diffuser left our ' +
          `warehouse on March 3 with UPS, and its tracking number is ${TRACKING}. UPS expects to ` +
          'deliver it on March 7, in time for the birthday. Best regards, Sunny Home US',
      ),
    );
    expect(p.wait(9).filter((e) => e.type === 'MailReceived')).toEqual([]);
    const arrived = p.wait(2).filter((e) => e.type === 'MailReceived');
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.data).toMatchObject({
      buyer: 'b1',
      kind: 'buyer',
      subject: 'Re: Re: Where is my order 113-5520193-7781?',
    });
    const b = p.score();
    expect(b.score).toBe(100);
    expect(earned(b)).toEqual({ 4101: 40, 4102: 20, 4103: 10, 4104: 30, 4105: 0 });
  });

  it('a later thank-you note does not lower a graded answer (pick: best)', () => {
    const p = new Session(late);
    p.do(
      reply(
        'Hello Anna, we are very sorry for the delay. Your parcel is travelling with UPS and its ' +
          `tracking number is ${TRACKING}. UPS should deliver it to you on March 7, and you can ` +
          'follow it in the UPS tracking until then. Kind regards, Sunny Home US',
      ),
    );
    p.wait(15);
    p.do(reply("You're welcome, Anna!", { replyTo: undefined, subject: 'Thanks' }));
    expect(p.score().score).toBe(100);
  });

  it('an unanswered buyer chases after 24 sim hours and files a claim after 48', () => {
    const p = new Session(late);
    const first = p.wait(24 * 60 + 1);
    expect(dataOf(first, 'BuyerScriptMoved')).toMatchObject({ trigger: 'patience', to: 'chasing' });
    expect(types(first)).toContain('MailReceived');
    const second = p.wait(24 * 60);
    expect(dataOf(second, 'BuyerConversationEnded')).toMatchObject({ outcome: 'dispute' });
    expect(p.score().score).toBe(0);
  });

  it('a state without otherwise ignores other messages: patience keeps running', () => {
    const p = new Session(late);
    p.wait(24 * 60 + 1); // the buyer chases: state chasing, patience 24h
    const vague = p.do(reply('We are looking into it.'));
    expect(types(vague)).toEqual(['MailSent']);
    const later = p.wait(24 * 60);
    expect(dataOf(later, 'BuyerConversationEnded')).toMatchObject({ outcome: 'dispute' });
    expect(Object.keys(p.state.timers.pending)).toEqual([]);
  });

  it('a late, vague answer with a phone number scores low', () => {
    const p = new Session(late);
    p.wait(25 * 60);
    p.do(reply('Call us on +1 415 555 0134 and we will check.', { subject: 'Your parcel' }));
    const b = p.score();
    expect(earned(b)[4104]).toBe(0);
    expect(b.score).toBeLessThan(late.passScore);
    const checks = b.points.find((x) => x.pointID === 4101)?.checks ?? [];
    expect(
      checks
        .filter((c) => !c.ok)
        .map((c) => c.kind)
        .sort(),
    ).toEqual([
      'acknowledge',
      'anyOf',
      'banned',
      'closing',
      'greeting',
      'minWords',
      'mustInclude',
      'nextStep',
      'within',
    ]);
  });

  it('a scheduled mail goes out when its sim time comes', () => {
    const p = new Session(late);
    const events = p.do(reply(`Sorry! UPS ${TRACKING}`, { sendAt: '2026-03-05T10:00:00-05:00' }));
    expect(types(events)).toEqual(['MailScheduled', 'TimerScheduled']);
    expect(p.wait(50).filter((e) => e.type === 'MailSent')).toEqual([]);
    const sent = p.wait(10).find((e) => e.type === 'MailSent');
    // Sent at its sim time: 10:00 in the case's zone (UTC-5).
    expect(sent?.data).toMatchObject({
      scheduled: true,
      buyer: 'b1',
      at: '2026-03-05T15:00:00.000Z',
    });
    expect(p.state.mail.byId.M3?.box).toBe('sent');
  });
});
