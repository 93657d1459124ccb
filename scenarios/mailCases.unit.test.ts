/**
 * The shipped mail cases played through the engine as a student would: mails sent from the
 * compose window (replies to the buyer's mail, to the buyer's address), flags set from the mail
 * list, and order remarks. A good walkthrough reaches full marks, a poor one fails on the bad
 * outcome, and the scripted buyers lose patience on the sim clock. Replaying the event log must
 * give the live score.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../engine/index.ts';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';

type Send = Extract<Command, { type: 'SendMail' }>;
const received = (events: ReturnType<Session['wait']>) =>
  events.filter((e) => e.type === 'MailReceived');

describe('aliexpress-customs-hold', () => {
  const s = loadCase('aliexpress-customs-hold');
  const DMITRY = 'dmitry.volkov@example.ru';
  const ORDER = '3051847726190412';
  const TRACKING = 'LP00123456789012';
  const reply = (body: string, extra: Partial<Send> = {}): Send => ({
    type: 'SendMail',
    to: [DMITRY],
    store: 'ae1',
    subject: `Re: Order ${ORDER}: parcel held by customs`,
    body,
    replyTo: 'm1',
    ...extra,
  });
  const GOOD =
    `Dear Dmitry, your parcel ${TRACKING} is at Russian customs waiting for clearance: customs ` +
    'need the passport details of the recipient. Please open your order on AliExpress and fill ' +
    'in your passport series and number in the customs clearance notice there. Once they are ' +
    'submitted, the parcel is released and delivered.';
  const REMARK =
    `AliExpress Standard Shipping (Cainiao) ${TRACKING}, shipped 2026-09-30. ` +
    'Held by Russian customs: waiting for the buyer to submit his passport details (asked 9 Oct).';

  it('a good walkthrough remarks the order, explains customs clearance and scores 100', () => {
    const p = new Session(s);
    expect(types(p.do({ type: 'RemarkOrder', orderNo: ORDER, remark: REMARK }))).toEqual([
      'OrderRemarked',
    ]);
    const sent = p.do(reply(GOOD));
    expect(types(sent)).toEqual([
      'MailSent',
      // The patience set at the start no longer applies once the buyer moves.
      'TimerCancelled',
      'BuyerScriptMoved',
      'TimerScheduled',
      'BuyerConversationEnded',
    ]);
    // m1 came at 23:40 the evening before the 10:00 start; two commands took 8 sim minutes.
    expect(dataOf(sent, 'MailSent')).toMatchObject({
      buyer: 'b1',
      orderNo: ORDER,
      replyTo: 'm1',
      responseMinutes: 628,
    });
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      from: 'waiting',
      trigger: 'message',
      rule: 0,
    });
    expect(dataOf(sent, 'BuyerConversationEnded')).toEqual({
      buyer: 'b1',
      outcome: 'satisfied',
      orderNo: ORDER,
      // Sim time on the case's clock: the 10:00 (+08:00) start plus the 8 sim minutes two
      // commands took.
      at: '2026-10-09T02:08:00.000Z',
    });

    // The buyer's thanks arrive 10 sim minutes (5 real seconds) later.
    expect(received(p.wait(9))).toEqual([]);
    const thanks = received(p.wait(2));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.data).toMatchObject({
      buyer: 'b1',
      kind: 'buyer',
      from: DMITRY,
      orderNo: ORDER,
      subject: `Re: Re: Order ${ORDER}: parcel held by customs`,
    });
    expect(p.state.mail.byId.m1?.replied).toBe(true);
    // The start's patience timer was cancelled when the buyer moved: nothing more happens.
    expect(types(p.wait(72 * 60))).toEqual([]);

    const b = p.score();
    expect(earned(b)).toEqual({ 4201: 40, 4202: 30, 4203: 15, 4204: 15, 4205: 0 });
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
  });

  it('a reply in Chinese satisfies the buyer as well', () => {
    const p = new Session(s);
    p.do(
      reply(
        `您好，您的包裹（运单号 ${TRACKING}）正在俄罗斯海关等待清关，海关需要收件人的护照信息。` +
          '请在速卖通订单页面按清关提示填写护照号码，提交后包裹就会放行。',
      ),
    );
    p.do({
      type: 'RemarkOrder',
      orderNo: ORDER,
      remark: `菜鸟无忧物流 ${TRACKING}，俄罗斯海关扣关，等待买家提交护照信息清关`,
    });
    expect(p.state.mail.conversations.b1?.outcome).toBe('satisfied');
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough answers late and vaguely with a phone number, and ends in a dispute', () => {
    const p = new Session(s);
    p.wait(25 * 60);
    const sent = p.do(
      reply('We are checking with the carrier. Message us on WhatsApp +86 138 0013 8000.', {
        subject: 'Your order',
      }),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      from: 'waiting',
      to: 'confused',
      trigger: 'otherwise',
    });
    expect(received(p.wait(11))).toHaveLength(1); // "Sorry, I don't understand…"
    const ended = p.wait(24 * 60);
    expect(dataOf(ended, 'BuyerScriptMoved')).toMatchObject({
      from: 'confused',
      trigger: 'patience',
    });
    expect(dataOf(ended, 'BuyerConversationEnded')).toMatchObject({ outcome: 'dispute' });

    const b = p.score();
    expect(earned(b)).toEqual({ 4201: 13, 4202: 0, 4203: 0, 4204: 0, 4205: -30 });
    const checks = b.points.find((x) => x.pointID === 4201)?.checks ?? [];
    expect(
      checks
        .filter((c) => !c.ok)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['anyOf', 'anyOf', 'banned', 'mustInclude']);
    expect(b.rawScore).toBe(-17);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('an unanswered buyer chases after 48 sim hours and opens a dispute 24 hours later', () => {
    const p = new Session(s);
    expect(types(p.wait(48 * 60 - 1))).not.toContain('BuyerScriptMoved');
    const chased = p.wait(2);
    expect(dataOf(chased, 'BuyerScriptMoved')).toMatchObject({
      from: 'waiting',
      to: 'confused',
      trigger: 'patience',
    });
    expect(received(chased)[0]?.data).toMatchObject({ buyer: 'b1', from: DMITRY });
    expect(types(p.wait(24 * 60 - 2))).not.toContain('BuyerConversationEnded');
    expect(dataOf(p.wait(2), 'BuyerConversationEnded')).toEqual({
      buyer: 'b1',
      outcome: 'dispute',
      orderNo: ORDER,
      at: expect.any(String),
    });
    const b = p.score();
    expect(earned(b)[4205]).toBe(-30);
    expect(b.score).toBe(0);
  });

  it('a right answer after the buyer chased still satisfies, but misses the 24 hours', () => {
    const p = new Session(s);
    p.wait(48 * 60 + 1);
    const sent = p.do(reply(GOOD));
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ from: 'confused', rule: 0 });
    expect(dataOf(sent, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    expect(earned(p.score())).toEqual({ 4201: 40, 4202: 30, 4203: 0, 4204: 0, 4205: 0 });
  });
});

describe('shopee-thank-you', () => {
  const s = loadCase('shopee-thank-you');
  const SITI = 'siti.rahimah@example.sg';
  const DANIEL = 'daniel.tan88@example.sg';
  const ORDER = '260608HK3T9QZW';
  const toDaniel = (body: string, extra: Partial<Send> = {}): Send => ({
    type: 'SendMail',
    to: [DANIEL],
    store: 'sg1',
    subject: `Re: When will order ${ORDER} ship?`,
    body,
    replyTo: 'm2',
    ...extra,
  });
  const GOOD =
    `Hi Daniel, thank you for your order ${ORDER}. It ships within 2 days: we hand it to the ` +
    'courier on 10 June, and delivery in Singapore takes 1-2 days, so it arrives before ' +
    'Saturday 13 June, in time for the birthday.';

  it('a good walkthrough marks the thank-you, answers the shipping question and scores 100', () => {
    const p = new Session(s);
    expect(p.do({ type: 'MarkMails', ids: ['m1'], noReply: true })).toMatchObject([
      { type: 'MailsMarked', data: { ids: ['m1'], noReply: true } },
    ]);
    const sent = p.do(toDaniel(GOOD));
    expect(types(sent)).toEqual([
      'MailSent',
      // The patience set at the start no longer applies once the buyer moves.
      'TimerCancelled',
      'BuyerScriptMoved',
      'TimerScheduled',
      'BuyerConversationEnded',
    ]);
    // m2 came at 08:20, the case starts at 09:00; two commands took 8 sim minutes.
    expect(dataOf(sent, 'MailSent')).toMatchObject({
      buyer: 'b2',
      orderNo: ORDER,
      responseMinutes: 48,
    });
    expect(dataOf(sent, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });

    expect(received(p.wait(9))).toEqual([]);
    const thanks = received(p.wait(2));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.data).toMatchObject({
      buyer: 'b2',
      from: DANIEL,
      subject: `Re: Re: When will order ${ORDER} ship?`,
    });
    // The start's patience timer was cancelled when the buyer moved: nothing more happens.
    expect(types(p.wait(48 * 60))).toEqual([]);

    expect(p.state.mail.byId.m1).toMatchObject({ noReply: true, replied: false });
    const b = p.score();
    expect(earned(b)).toEqual({ 4301: 30, 4302: 0, 4303: 40, 4304: 30, 4305: 0 });
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
  });

  it('a reply in Chinese satisfies the buyer as well', () => {
    const p = new Session(s);
    p.do({ type: 'MarkMails', ids: ['m1'], noReply: true });
    p.do(
      toDaniel(
        `您好，您的订单 ${ORDER} 会在两天内发货，6月10日交给快递，新加坡本地 1-2 天送达，周六前能收到。`,
      ),
    );
    expect(p.state.mail.conversations.b2?.outcome).toBe('satisfied');
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough answers the thank-you, replies late and vaguely, and gets a bad review', () => {
    const p = new Session(s);
    const toSiti = p.do({
      type: 'SendMail',
      to: [SITI],
      store: 'sg1',
      subject: 'Re: Received my basket - thank you!',
      body: 'Thank you Siti! Leave us a 5-star review and get a S$5 voucher for your next order.',
      replyTo: 'm1',
    });
    expect(types(toSiti)).toEqual(['MailSent']); // Siti has no script: nobody answers
    expect(dataOf(toSiti, 'MailSent')).toMatchObject({ buyer: 'b1' });

    const chased = p.wait(13 * 60);
    expect(dataOf(chased, 'BuyerScriptMoved')).toMatchObject({
      to: 'chasing',
      trigger: 'patience',
    });
    expect(received(chased)).toHaveLength(1);
    const sent = p.do(
      toDaniel('Your order will be processed soon. Thank you for shopping with us!'),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      from: 'chasing',
      to: 'chasing',
      trigger: 'otherwise',
    });
    const ended = p.wait(24 * 60 + 1);
    expect(dataOf(ended, 'BuyerConversationEnded')).toMatchObject({ outcome: 'badReview' });

    const b = p.score();
    expect(earned(b)).toEqual({ 4301: 0, 4302: -20, 4303: 20, 4304: 0, 4305: -20 });
    const checks = b.points.find((x) => x.pointID === 4303)?.checks ?? [];
    expect(
      checks
        .filter((c) => !c.ok)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['anyOf', 'anyOf', 'mustInclude', 'within']);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('a review reward in the answer keeps the buyer unsatisfied', () => {
    const p = new Session(s);
    const sent = p.do(
      toDaniel(`Order ${ORDER} ships tomorrow. Leave us a 5-star review and get a S$5 voucher!`),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ trigger: 'otherwise', to: 'chasing' });
    const checks = p.score().points.find((x) => x.pointID === 4303)?.checks ?? [];
    expect(checks.filter((c) => !c.ok)).toMatchObject([
      { kind: 'banned', expected: 'reviewIncentive' },
    ]);
  });

  it('an unanswered buyer chases after 12 sim hours and leaves a bad review 24 hours later', () => {
    const p = new Session(s);
    expect(types(p.wait(12 * 60 - 1))).not.toContain('BuyerScriptMoved');
    const chased = p.wait(2);
    expect(dataOf(chased, 'BuyerScriptMoved')).toMatchObject({
      from: 'waiting',
      to: 'chasing',
      trigger: 'patience',
    });
    expect(received(chased)[0]?.data).toMatchObject({ buyer: 'b2', from: DANIEL });
    expect(types(p.wait(24 * 60 - 2))).not.toContain('BuyerConversationEnded');
    expect(dataOf(p.wait(2), 'BuyerConversationEnded')).toEqual({
      buyer: 'b2',
      outcome: 'badReview',
      orderNo: ORDER,
      at: expect.any(String),
    });
    const b = p.score();
    expect(earned(b)[4305]).toBe(-20);
    expect(b.score).toBe(0);
  });

  it('a right answer after the 12 hours satisfies the buyer but misses the response time', () => {
    const p = new Session(s);
    p.do({ type: 'MarkMails', ids: ['m1'], noReply: true });
    p.wait(13 * 60);
    const sent = p.do(toDaniel(GOOD));
    expect(dataOf(sent, 'MailSent')?.responseMinutes).toBeGreaterThan(12 * 60);
    expect(dataOf(sent, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    expect(earned(p.score())).toEqual({ 4301: 30, 4302: 0, 4303: 35, 4304: 30, 4305: 0 });
  });
});
