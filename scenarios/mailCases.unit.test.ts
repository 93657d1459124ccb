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

describe('amazon-late-parcel', () => {
  const s = loadCase('amazon-late-parcel');
  const ANNA = 'anna.schmidt@example.com';
  const ORDER = '113-5520193-7781';
  const TRACKING = '1Z999AA10123456784';
  const reply = (body: string, extra: Partial<Send> = {}): Send => ({
    type: 'SendMail',
    to: [ANNA],
    store: 'us1',
    subject: `Re: Where is my order ${ORDER}?`,
    body,
    replyTo: 'm1',
    ...extra,
  });
  const said = (events: ReturnType<Session['wait']>) =>
    received(events).map((e) => (e.data as { body: Record<string, string> }).body.en);
  // As a good agent writes it: her name, an apology, the facts in sentences, the next step with
  // its date, the store's name.
  const GOOD =
    'Dear Anna, thank you for your message, and we are sorry for the wait. Your diffuser left ' +
    `our warehouse on March 3 with UPS, and its tracking number is ${TRACKING}. UPS expects to ` +
    'deliver it on March 7, in time for the birthday. Best regards, Sunny Home US';

  it('a good walkthrough answers in English with the tracking and the date, and scores 100', () => {
    expect(s.buyers.find((b) => b.id === 'b1')?.language).toBe('en');
    const p = new Session(s);
    const sent = p.do(reply(GOOD));
    expect(dataOf(sent, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    expect(said(p.wait(11))[0]).toContain('UPS tracking');
    const b = p.score();
    expect(earned(b)).toEqual({ 4101: 40, 4102: 20, 4103: 10, 4104: 30, 4105: 0 });
    expect(b.points.find((x) => x.pointID === 4101)?.checks.filter((c) => !c.ok)).toEqual([]);
    expect(b.points.find((x) => x.pointID === 4101)?.checks).toContainEqual(
      expect.objectContaining({ kind: 'language', expected: 'en', ok: true }),
    );
    expect(b.score).toBe(100);
  });

  it('the same facts in Chinese satisfy her, but miss her language', () => {
    const p = new Session(s);
    p.do(
      reply(
        `Anna 您好，很抱歉让您久等了。您的香薰机已于 3月3日由 UPS 发出，运单号是 ${TRACKING}。` +
          'UPS 预计 3月7日送达，来得及作为生日礼物。您可以随时在 UPS 的跟踪页面查看包裹的最新位置，' +
          '如有任何问题，欢迎随时回复这封邮件，我们会尽快帮您处理。祝好，Sunny Home US',
      ),
    );
    expect(p.state.mail.conversations.b1?.outcome).toBe('satisfied');
    const b = p.score();
    expect(
      b.points
        .find((x) => x.pointID === 4101)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['language']);
    // Language weighs 1 of 11.
    expect(earned(b)).toEqual({ 4101: 36, 4102: 20, 4103: 10, 4104: 30, 4105: 0 });
  });

  it('a tracking link is removed by Amazon: she asks for the facts in the message itself', () => {
    const p = new Session(s);
    const sent = p.do(reply(`Sorry! Track ${TRACKING} at https://www.ups.com/track`));
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      trigger: 'message',
      rule: 1,
      to: 'chasing',
    });
    expect(said(p.wait(11))[0]).toContain('removed by Amazon');
    expect(dataOf(p.do(reply(GOOD)), 'BuyerConversationEnded')).toMatchObject({
      outcome: 'satisfied',
    });
  });

  it('a poor walkthrough answers late and vaguely with a phone number, and she files a claim', () => {
    const p = new Session(s);
    p.wait(25 * 60);
    const sent = p.do(reply('Call us on +1 415 555 0134 and we will check.', { subject: 'Hi' }));
    // She had chased already: the chasing state has no answer for this.
    expect(types(sent)).toEqual(['MailSent']);
    expect(dataOf(p.wait(24 * 60), 'BuyerConversationEnded')).toMatchObject({
      outcome: 'dispute',
    });
    const b = p.score();
    // Polite sentences without a fact: the checks that pass on absence and its sentences.
    expect(earned(b)).toEqual({ 4101: 13, 4102: 0, 4103: 0, 4104: 0, 4105: -30 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('a keyword-stuffed reply (ids and keywords only) satisfies her but earns nothing of 4101', () => {
    const p = new Session(s);
    p.do(reply(`${TRACKING} sorry UPS March 7`));
    expect(p.state.mail.conversations.b1?.outcome).toBe('satisfied');
    const b = p.score();
    const point = b.points.find((x) => x.pointID === 4101)!;
    expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    expect(point.earned).toBeLessThanOrEqual(8);
    expect(earned(b)).toMatchObject({ 4101: 0, 4102: 0 });
  });

  it('a rude reply with every fact loses the tone check', () => {
    const p = new Session(s);
    p.do(
      reply(
        'Hello Anna, sorry, but as I already told you, the order page says shipped. Your diffuser ' +
          `left on March 3 with UPS and the tracking number is ${TRACKING}. UPS expects to deliver ` +
          'it on March 7, so you should have checked before writing. Regards, Sunny Home US',
      ),
    );
    const point = p.score().points.find((x) => x.pointID === 4101)!;
    expect(point.checks.find((c) => c.kind === 'tone')).toMatchObject({ ok: false });
    expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
    expect(point.earned).toBeLessThan(40);
  });
});

describe('aliexpress-customs-hold', () => {
  const s = loadCase('aliexpress-customs-hold');
  const DMITRY = 'dmitry.volkov@example.ru';
  const ORDER = '3051847726190412';
  const TRACKING = 'LP00123456789012';
  const reply = (body: string, extra: Partial<Send> = {}): Send => ({
    type: 'SendMail',
    to: [DMITRY],
    store: 'ae1',
    subject: `Re: Заказ ${ORDER}: посылка задержана на таможне`,
    body,
    replyTo: 'm1',
    ...extra,
  });
  /** The buyer's words in his language. */
  const ru = (events: ReturnType<Session['wait']>) =>
    received(events).map((e) => (e.data as { body: Record<string, string> }).body.ru);
  // As a good agent writes to a buyer in Russia: in Russian, with the tracking number, what
  // customs need and where he submits it.
  const GOOD =
    `Здравствуйте, Дмитрий! Понимаем ваше беспокойство. Ваша посылка ${TRACKING} на таможне и ` +
    'ждёт растаможки: таможне нужны паспортные данные получателя. Пожалуйста, откройте заказ на ' +
    'AliExpress и укажите серию и номер паспорта в уведомлении о таможенном оформлении. После ' +
    'этого посылку обычно выпускают в течение 1–3 дней. С уважением, Nordic Craft Store';
  const LOGGED = {
    kind: 'dailyConsultation',
    customerInfo: 'Dmitry Volkov',
    orderInfo: ORDER,
    detail: "Held by customs: waiting for the buyer's passport details, then check the tracking",
    isDone: false,
  } as const;
  const REMARK =
    `AliExpress Standard Shipping (Cainiao) ${TRACKING}, shipped 2026-09-30. ` +
    'Held by Russian customs: waiting for the buyer to submit his passport details (asked 9 Oct).';

  it('the buyer writes in Russian, with the meaning in zh and en beside it', () => {
    expect(s.buyers.find((b) => b.id === 'b1')?.language).toBe('ru');
    const m1 = s.world.mail?.inbox?.find((m) => m.id === 'm1');
    expect(m1?.body.ru).toContain('Задержано таможней');
    expect(Object.keys(m1?.body ?? {}).sort()).toEqual(['en', 'ru', 'zh']);
  });

  it('a good walkthrough remarks the order, explains customs clearance in Russian and scores 100', () => {
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

    // The buyer's thanks arrive 10 sim minutes (5 real seconds) later, in Russian.
    expect(received(p.wait(9))).toEqual([]);
    const later = p.wait(2);
    const thanks = received(later);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.data).toMatchObject({
      buyer: 'b1',
      kind: 'buyer',
      from: DMITRY,
      orderNo: ORDER,
      subject: `Re: Re: Заказ ${ORDER}: посылка задержана на таможне`,
    });
    expect(ru(later)[0]).toContain('Спасибо');
    expect(p.state.mail.byId.m1?.replied).toBe(true);
    // The start's patience timer was cancelled when the buyer moved: nothing more happens.
    expect(types(p.wait(72 * 60))).toEqual([]);

    // What is still open goes in the follow-up log for the next shift.
    expect(types(p.do({ type: 'SaveFollowUpLog', ...LOGGED }))).toEqual(['FollowUpLogSaved']);
    const b = p.score();
    expect(earned(b)).toEqual({ 4201: 40, 4202: 20, 4203: 15, 4204: 15, 4205: 0, 4206: 10 });
    expect(b.points.find((x) => x.pointID === 4201)?.checks).toContainEqual({
      weight: expect.any(Number),
      kind: 'language',
      expected: 'ru',
      ok: true,
    });
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
  });

  it('the right facts in Chinese or English satisfy him, but miss his language', () => {
    for (const body of [
      `Dmitry 您好，理解您的担心。您的包裹（运单号 ${TRACKING}）正在俄罗斯海关等待清关，海关需要` +
        '收件人的护照信息。请打开速卖通订单页面，在清关提示里填写护照的系列号和号码。提交后，' +
        '海关通常会在 1–3 个工作日内放行，包裹随后就会派送给您。祝好，Nordic Craft Store',
      `Dear Dmitry, we understand your worry. Your parcel ${TRACKING} is at Russian customs ` +
        'waiting for clearance: customs need the passport details of the recipient. Please open ' +
        'your order on AliExpress and fill in your passport series and number in the customs ' +
        'clearance notice there. Customs usually release it within 1-3 working days after that. ' +
        'Best regards, Nordic Craft Store',
    ]) {
      const p = new Session(s);
      p.do(reply(body));
      p.do({ type: 'RemarkOrder', orderNo: ORDER, remark: REMARK });
      expect(p.state.mail.conversations.b1?.outcome).toBe('satisfied');
      const b = p.score();
      const checks = b.points.find((x) => x.pointID === 4201)?.checks ?? [];
      expect(checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['language']);
      // Language weighs 1 of 11: 36 of 40.
      expect(earned(b)).toEqual({ 4201: 36, 4202: 20, 4203: 15, 4204: 15, 4205: 0, 4206: 0 });
      expect(b.score).toBe(86);
    }
  });

  it('a reply with a link gets "AliExpress hid part of it"; the same words without it satisfy', () => {
    const p = new Session(s);
    const sent = p.do(reply(`${GOOD} Инструкция: https://help.aliexpress.com/customs`));
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      from: 'waiting',
      to: 'confused',
      trigger: 'message',
      rule: 1,
    });
    expect(ru(p.wait(11))[0]).toContain('скрыл');
    const again = p.do(reply(GOOD));
    expect(dataOf(again, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    // The best of his two mails is graded.
    expect(earned(p.score())[4201]).toBe(40);
  });

  it('a reply without the tracking number gets asked which parcel it is', () => {
    const p = new Session(s);
    const sent = p.do(
      reply(
        'Здравствуйте! Таможне нужны ваши паспортные данные: укажите их на странице заказа ' +
          'AliExpress в уведомлении о таможенном оформлении.',
      ),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ to: 'confused', rule: 2 });
    expect(ru(p.wait(11))[0]).toContain('трек-номер');
  });

  it('a poor walkthrough answers late and vaguely in English with a phone number, and ends in a dispute', () => {
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
    expect(ru(p.wait(11))[0]).toContain('Какие документы');
    const ended = p.wait(24 * 60);
    expect(dataOf(ended, 'BuyerScriptMoved')).toMatchObject({
      from: 'confused',
      trigger: 'patience',
    });
    expect(dataOf(ended, 'BuyerConversationEnded')).toMatchObject({ outcome: 'dispute' });

    const b = p.score();
    expect(earned(b)).toEqual({ 4201: 9, 4202: 0, 4203: 0, 4204: 0, 4205: -30, 4206: 0 });
    const checks = b.points.find((x) => x.pointID === 4201)?.checks ?? [];
    expect(
      checks
        .filter((c) => !c.ok)
        .map((c) => c.kind)
        .sort(),
    ).toEqual([
      'acknowledge',
      'anyOf',
      'anyOf',
      'banned',
      'closing',
      'greeting',
      'language',
      'minWords',
      'mustInclude',
      'nextStep',
    ]);
    expect(b.rawScore).toBe(-30 + earned(b)[4201]!);
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

  it('a keyword-stuffed reply (ids and keywords only) earns nothing of 4201, nor the 24 hours', () => {
    const p = new Session(s);
    p.do(reply(`${TRACKING} таможня паспорт`));
    const b = p.score();
    const point = b.points.find((x) => x.pointID === 4201)!;
    expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    expect(point.earned).toBe(0);
    // Sent in time, but no answer: the time point needs a real first reply.
    const first = b.points.find((x) => x.pointID === 4203)!;
    expect(first.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['minWords', 'sentences']);
    expect(first.earned).toBe(0);
  });

  it('a one-letter first mail stops no clock: the full answer after it misses the 24 hours', () => {
    const p = new Session(s);
    p.do(reply('Д'));
    p.do(reply(GOOD));
    expect(p.state.mail.conversations.b1?.outcome).toBe('satisfied');
    expect(earned(p.score())).toMatchObject({ 4201: 40, 4202: 20, 4203: 0 });
  });

  it('a short first answer in time earns the 24 hours; the full answer follows', () => {
    const p = new Session(s);
    p.do(
      reply(
        'Здравствуйте, Дмитрий! Спасибо за письмо: мы проверяем вашу посылку и напишем вам в ' +
          'течение двух часов.',
      ),
    );
    p.do(reply(GOOD));
    expect(earned(p.score())).toMatchObject({ 4201: 40, 4203: 15 });
  });

  it('the follow-up log earns its point when it names the customs hold and the passport details', () => {
    const logged = (detail: string) => {
      const p = new Session(s);
      p.do({ type: 'SaveFollowUpLog', ...LOGGED, detail: 'Dmitry: parcel' });
      p.do({ type: 'SaveFollowUpLog', ...LOGGED, id: 'L1', detail });
      return earned(p.score())[4206];
    };
    expect(logged(LOGGED.detail)).toBe(10);
    expect(logged('海关扣留，等买家提交护照信息后查看物流')).toBe(10);
    // The hold without what it waits for passes 2 of the 3 checks (length, customs): 6 of 10.
    expect(logged('Parcel held by customs, check again tomorrow')).toBe(6);
    // Neither: only the length check passes.
    expect(logged('Dmitry: follow up on his parcel')).toBe(3);
    // Nothing logged, nothing earned.
    const none = new Session(s);
    expect(earned(none.score())[4206]).toBe(0);
  });

  it('a remark of keywords, or one dropping the shipping line, is no note for the team', () => {
    const remarked = (remark: string) => {
      const p = new Session(s);
      p.do({ type: 'RemarkOrder', orderNo: ORDER, remark });
      return p.score().points.find((x) => x.pointID === 4204)!;
    };
    const keywords = remarked(`${TRACKING} customs`);
    expect(keywords.checks.find((c) => c.kind === 'minWords')).toMatchObject({ ok: false });
    expect(keywords.earned).toBe(0);
    // The carrier is dropped and nothing says what the hold waits for: 2 of the 3 phrase groups
    // (weight 3) missing; the tracking number (2) and the words (1) there: 4 of 6.
    const noLine = remarked(
      `Parcel ${TRACKING} is held by Russian customs since the 5th of October, the buyer was told.`,
    );
    expect(noLine.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['anyOf', 'anyOf']);
    expect(noLine.earned).toBe(10);
    expect(remarked(REMARK).earned).toBe(15);
  });

  it('a rude reply with every fact loses the tone check', () => {
    const p = new Session(s);
    p.do(
      reply(
        `Здравствуйте, Дмитрий. Понимаем, но вы сами виноваты: посылка ${TRACKING} стоит на ` +
          'таможне, потому что таможне нужны ваши паспортные данные. Откройте заказ на AliExpress ' +
          'и укажите серию и номер паспорта в уведомлении о таможенном оформлении. После этого ' +
          'посылку выпустят в течение 1–3 дней. С уважением, Nordic Craft Store',
      ),
    );
    const point = p.score().points.find((x) => x.pointID === 4201)!;
    expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
    expect(point.earned).toBeLessThan(40);
  });

  it('a right answer after the buyer chased still satisfies, but misses the 24 hours', () => {
    const p = new Session(s);
    p.wait(48 * 60 + 1);
    const sent = p.do(reply(GOOD));
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ from: 'confused', rule: 0 });
    expect(dataOf(sent, 'BuyerConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    expect(earned(p.score())).toEqual({ 4201: 40, 4202: 20, 4203: 0, 4204: 0, 4205: 0, 4206: 0 });
  });
});

describe('shopee-thank-you', () => {
  const s = loadCase('shopee-thank-you');
  const SITI = 'siti.rahimah@example.sg';
  const DANIEL = 'daniel.tan88@example.sg';
  const ORDER = '260608HK3T9QZW';
  const PROMISE = {
    kind: 'dailyConsultation',
    customerInfo: 'Daniel Tan',
    orderInfo: ORDER,
    detail: `${ORDER}: promised Daniel it ships on Wednesday 10 June, arrives before the 13th`,
    isDone: false,
  } as const;
  const toDaniel = (body: string, extra: Partial<Send> = {}): Send => ({
    type: 'SendMail',
    to: [DANIEL],
    store: 'sg1',
    subject: `Re: When will order ${ORDER} ship?`,
    body,
    replyTo: 'm2',
    ...extra,
  });
  /** What the buyer wrote back, in his language (English: he is in Singapore). */
  const said = (events: ReturnType<Session['wait']>) =>
    received(events).map((e) => (e.data as { body: Record<string, string> }).body.en);
  const GOOD =
    `Hi Daniel, thank you for your order ${ORDER}. It ships within 2 days: we hand it to the ` +
    'courier on Wednesday 10 June, and delivery in Singapore takes 1-2 working days, so it ' +
    'arrives before Saturday 13 June, in time for the birthday. Best regards, Merlion Home Living';

  it('Siti writes in Malay, Daniel in English, each beside the zh and en meaning', () => {
    expect(s.buyers.map((b) => [b.id, b.language])).toEqual([
      ['b1', 'ms'],
      ['b2', 'en'],
    ]);
    const m1 = s.world.mail?.inbox?.find((m) => m.id === 'm1');
    expect(m1?.body.ms).toContain('Terima kasih');
    expect(m1?.subject?.ms).toBeDefined();
  });

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
    const later = p.wait(2);
    const thanks = received(later);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.data).toMatchObject({
      buyer: 'b2',
      from: DANIEL,
      subject: `Re: Re: When will order ${ORDER} ship?`,
    });
    expect(said(later)[0]).toContain('in time for her birthday');
    // The start's patience timer was cancelled when the buyer moved: nothing more happens.
    expect(types(p.wait(48 * 60))).toEqual([]);

    expect(p.state.mail.byId.m1).toMatchObject({ noReply: true, replied: false });
    // The promise goes in the follow-up log for the team.
    expect(types(p.do({ type: 'SaveFollowUpLog', ...PROMISE }))).toEqual(['FollowUpLogSaved']);
    const b = p.score();
    expect(earned(b)).toEqual({ 4301: 30, 4302: 0, 4303: 40, 4304: 20, 4305: 0, 4306: 10 });
    expect(b.points.find((x) => x.pointID === 4303)?.checks).toContainEqual({
      weight: expect.any(Number),
      kind: 'language',
      expected: 'en',
      ok: true,
    });
    expect(b.score).toBe(100);
    expect(b.passed).toBe(true);
  });

  it('a reply in Chinese satisfies the buyer, but misses his language', () => {
    const p = new Session(s);
    p.do({ type: 'MarkMails', ids: ['m1'], noReply: true });
    p.do(
      toDaniel(
        `Daniel 您好，感谢您的订购。您的订单 ${ORDER} 会在两天内发货：我们将在 6月10日（周三）` +
          '把包裹交给快递，新加坡本地配送需要 1-2 个工作日，所以周六 6月13日前一定能收到，赶得上' +
          '生日。如有任何问题，欢迎随时回复这封邮件。祝好，Merlion Home Living',
      ),
    );
    expect(p.state.mail.conversations.b2?.outcome).toBe('satisfied');
    const b = p.score();
    expect(
      b.points
        .find((x) => x.pointID === 4303)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['language']);
    // Language weighs 1 of 12: 36 of 40.
    expect(earned(b)).toEqual({ 4301: 30, 4302: 0, 4303: 36, 4304: 20, 4305: 0, 4306: 0 });
    expect(b.score).toBe(86);
  });

  it('a poor walkthrough answers the thank-you, replies late and vaguely, and gets a bad review', () => {
    const p = new Session(s);
    const toSiti = p.do({
      type: 'SendMail',
      to: [SITI],
      store: 'sg1',
      subject: 'Re: Bakul dah sampai - terima kasih!',
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
    expect(said(chased)[0]).toContain('Half a day');
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
    // Polite sentences in his language, but without the facts, the greeting or a time: 16 of 40.
    expect(earned(b)).toEqual({ 4301: 0, 4302: -20, 4303: 16, 4304: 0, 4305: -20, 4306: 0 });
    const checks = b.points.find((x) => x.pointID === 4303)?.checks ?? [];
    expect(
      checks
        .filter((c) => !c.ok)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['anyOf', 'anyOf', 'greeting', 'minWords', 'mustInclude', 'nextStep', 'within']);
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('the follow-up log earns its point when it names the order and the shipping promise', () => {
    const logged = (detail: string) => {
      const p = new Session(s);
      p.do({ type: 'SaveFollowUpLog', ...PROMISE, detail });
      return earned(p.score())[4306];
    };
    expect(logged(PROMISE.detail)).toBe(10);
    expect(logged(`${ORDER}：已承诺 6 月 10 日交给快递`)).toBe(10);
    // Without the order the team cannot check it: 2 of the 3 checks.
    expect(logged('Promised Daniel it ships on 10 June')).toBe(6);
    expect(earned(new Session(s).score())[4306]).toBe(0);
  });

  it('a keyword-stuffed reply (ids and keywords only) earns nothing of 4303', () => {
    const p = new Session(s);
    p.do(toDaniel(`${ORDER} ships Wednesday 10 June`));
    const point = p.score().points.find((x) => x.pointID === 4303)!;
    expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    expect(point.earned).toBe(0);
  });

  it('a rude reply with every fact loses the tone check', () => {
    const p = new Session(s);
    p.do(
      toDaniel(
        `Hi Daniel, thank you for your order ${ORDER}. As I already told you, it ships within 2 ` +
          'days: we hand it to the courier on Wednesday 10 June, and delivery in Singapore takes ' +
          '1-2 working days, so it arrives before Saturday 13 June. Regards, Merlion Home Living',
      ),
    );
    const point = p.score().points.find((x) => x.pointID === 4303)!;
    expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
    expect(point.earned).toBeLessThan(40);
  });

  it('a review reward in the answer gets "no voucher needed" and keeps the buyer unsatisfied', () => {
    const p = new Session(s);
    const sent = p.do(
      toDaniel(`Order ${ORDER} ships tomorrow. Leave us a 5-star review and get a S$5 voucher!`),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({
      trigger: 'message',
      rule: 1,
      to: 'chasing',
    });
    expect(said(p.wait(11))[0]).toContain('No need for any voucher');
    const checks = p.score().points.find((x) => x.pointID === 4303)?.checks ?? [];
    expect(checks.filter((c) => !c.ok && c.kind === 'banned')).toMatchObject([
      { kind: 'banned', expected: 'reviewIncentive' },
    ]);
    // A clean confirmation then satisfies him.
    expect(dataOf(p.do(toDaniel(GOOD)), 'BuyerConversationEnded')).toMatchObject({
      outcome: 'satisfied',
    });
  });

  it('a link in the answer is hidden by Shopee, and the buyer asks for the date in the message', () => {
    const p = new Session(s);
    const sent = p.do(toDaniel(`${GOOD} Track it at https://shopee.sg/track`));
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ rule: 2, to: 'chasing' });
    expect(said(p.wait(11))[0]).toContain('Shopee hides links');
  });

  it('an answer without the order number gets asked which order it is', () => {
    const p = new Session(s);
    // The buyer reads the subject too: this one has no order number either.
    const sent = p.do(
      toDaniel('Hi Daniel, it ships on Wednesday 10 June and arrives before Saturday.', {
        subject: 'Your lamp',
      }),
    );
    expect(dataOf(sent, 'BuyerScriptMoved')).toMatchObject({ rule: 3, to: 'chasing' });
    expect(said(p.wait(11))[0]).toContain(ORDER);
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
    expect(earned(p.score())).toEqual({ 4301: 30, 4302: 0, 4303: 36, 4304: 20, 4305: 0, 4306: 0 });
  });
});
