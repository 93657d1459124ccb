/**
 * A text read as a reply: greeting by name, acknowledgement, next step with a time, closing,
 * facts in sentences, length in words. Real replies in the languages the cases' buyers write in
 * (and Chinese, the students' own), each passing, and the same replies broken part by part.
 */
import { describe, expect, it } from 'vitest';
import type { ReplyPart } from '../../schemas/scenario.ts';
import { wordCount, readReply } from './reply.ts';
import { checkRubric, type TextChecks } from './rubric.ts';
import { segment } from './text.ts';

const PARTS: ReplyPart[] = ['greeting', 'acknowledge', 'nextStep', 'closing'];
const STORE = 'Sunny Home';

type Case = { buyer: string; fact: string; good: string; bare: string };
/** A good reply, and the bare facts with an apology (what keyword bingo used to pass). */
const REPLIES: Record<string, Case> = {
  en: {
    buyer: 'Anna Schmidt',
    fact: '1Z999AA10123456784',
    good: 'Hello Anna, I am sorry your parcel is late. It travels with UPS and the tracking number is 1Z999AA10123456784. UPS expects to deliver it by Friday, March 7, and I will check the tracking again tomorrow. Best regards, Mia from Sunny Home',
    bare: '1Z999AA10123456784 sorry',
  },
  zh: {
    buyer: 'Anna Schmidt',
    fact: '1Z999AA10123456784',
    good: 'Anna 您好，非常抱歉让您久等了。您的包裹由 UPS 承运，运单号是 1Z999AA10123456784，预计 3月7日 送达。我们明天会再查一次物流，有变化会第一时间告诉您。祝您生活愉快！Sunny Home 客服',
    bare: '1Z999AA10123456784 抱歉',
  },
  es: {
    buyer: 'Javier Morales',
    fact: 'LP00645281937502',
    good: 'Hola Javier, lamentamos mucho el retraso de su pedido. Su paquete viaja con Cainiao y el número de seguimiento es LP00645281937502. Llegará en un plazo de 5 días hábiles y mañana le escribiremos con la última actualización. Saludos cordiales, Sunny Home',
    bare: 'LP00645281937502 lo siento',
  },
  fr: {
    buyer: 'Sophie Martin',
    fact: 'LP00645281937502',
    good: "Bonjour Sophie, nous sommes désolés pour ce retard. Votre colis est bien parti, avec le numéro de suivi LP00645281937502. Vous le recevrez d'ici vendredi et nous vérifierons le suivi demain. Cordialement, l'équipe Sunny Home",
    bare: 'LP00645281937502 désolé',
  },
  de: {
    buyer: 'Jonas Weber',
    fact: 'LP00645281937502',
    good: 'Hallo Herr Weber, es tut uns leid, dass Ihr Paket noch nicht angekommen ist. Die Sendungsnummer lautet LP00645281937502. Das Paket wird innerhalb von 3 Werktagen zugestellt, und wir melden uns morgen mit einem Update. Mit freundlichen Grüßen, Sunny Home',
    bare: 'LP00645281937502 Entschuldigung',
  },
  ru: {
    buyer: 'Olga Smirnova',
    fact: 'LP00645281937502',
    good: 'Здравствуйте, Ольга! Приносим извинения за задержку посылки. Ваш номер отслеживания LP00645281937502, посылка уже в пути. Она будет доставлена в течение 5 дней, а завтра мы проверим статус ещё раз. С уважением, Sunny Home',
    bare: 'LP00645281937502 извините',
  },
  pt: {
    buyer: 'Lucas Pereira',
    fact: 'LP00645281937502',
    good: 'Olá Lucas, pedimos desculpas pelo atraso na entrega. O seu código de rastreamento é LP00645281937502 e o pacote já está a caminho. Ele deve chegar em até 7 dias úteis, e vamos acompanhar o envio. Atenciosamente, Sunny Home',
    bare: 'LP00645281937502 desculpe',
  },
  ms: {
    buyer: 'Nur Aisyah binti Kamal',
    fact: 'SPXMY05218840731',
    good: 'Hai Cik Aisyah, kami mohon maaf atas kelewatan pesanan anda. Nombor penjejakan anda ialah SPXMY05218840731 dan bungkusan sedang dalam perjalanan. Bungkusan akan sampai dalam 2 hari bekerja. Terima kasih, Sunny Home',
    bare: 'SPXMY05218840731 maaf',
  },
  th: {
    buyer: 'Pimchanok Srisuk',
    fact: 'TH0123456789',
    good: 'สวัสดีค่ะ คุณ Pimchanok ขอโทษที่ทำให้รอนะคะ หมายเลขติดตามพัสดุของคุณคือ TH0123456789 สินค้าจะถึงภายใน 3 วันค่ะ ขอบคุณค่ะ Sunny Home',
    bare: 'TH0123456789 ขอโทษ',
  },
};

const rubric = (c: Case, more: TextChecks = {}): TextChecks => ({
  mustInclude: [c.fact],
  structure: PARTS,
  sentences: true,
  buyerName: c.buyer,
  storeNames: [STORE],
  ...more,
});
const verdicts = (checks: TextChecks, text: string) =>
  Object.fromEntries(
    checkRubric(checks, text)
      .filter((c) => c.kind !== 'mustInclude')
      .map((c) => [c.kind, c.ok]),
  );
const ALL_PASS = {
  greeting: true,
  acknowledge: true,
  nextStep: true,
  closing: true,
  sentences: true,
};

describe.each(Object.entries(REPLIES))('a reply in %s', (_, c) => {
  it('has every part, the fact in a sentence', () => {
    expect(verdicts(rubric(c), c.good)).toEqual(ALL_PASS);
  });
  it('fails sentences, greeting, next step and closing when it is the fact and an apology', () => {
    expect(verdicts(rubric(c), c.bare)).toEqual({
      greeting: false,
      acknowledge: true,
      nextStep: false,
      closing: false,
      sentences: false,
    });
  });
  it('greets by name only with the name: another buyer’s reply misses it', () => {
    expect(verdicts(rubric(c, { buyerName: 'Carlos Ortega' }), c.good).greeting).toBe(false);
    const { buyerName: _, ...anyone } = rubric(c);
    expect(verdicts(anyone, c.good).greeting).toBe(true);
  });
});

describe('the parts of a reply', () => {
  const en = REPLIES.en!;
  it('finds the name in another script or case: Ольга for Olga, Дмитрий for Dmitry', () => {
    const ru = rubric(REPLIES.ru!, { buyerName: 'Dmitry Volkov' });
    expect(verdicts(ru, 'Добрый день, Дмитрий! ' + 'Спасибо за ваше письмо.').greeting).toBe(true);
    expect(verdicts(ru, 'Добрый день, Ольга! Спасибо за ваше письмо.').greeting).toBe(false);
    expect(
      verdicts(rubric(en, { buyerName: '李娜' }), '李女士您好，您的包裹已发出。').greeting,
    ).toBe(true);
  });
  it('wants the greeting at the start, and the closing at the end', () => {
    const late = 'Your parcel left on March 3. Hello Anna, have a good day.';
    expect(verdicts(rubric(en), late).greeting).toBe(false);
    const early =
      'Best regards! Anna, your parcel 1Z999AA10123456784 is on its way with UPS and it will arrive on March 7. Please keep the box until it arrives, we want to see the label.';
    expect(verdicts(rubric(en), early).closing).toBe(false);
    expect(verdicts(rubric(en), 'Hi Anna, the parcel is on its way.\nSunny Home').closing).toBe(
      true,
    );
  });
  it('needs a time that lies ahead for the next step, not the date it shipped', () => {
    const step = (text: string) => verdicts(rubric(en), text).nextStep;
    expect(step('Your order shipped on March 3 with UPS.')).toBe(false);
    expect(step('We are looking into it.')).toBe(false);
    expect(step('You will get a full refund within 3-5 business days.')).toBe(true);
    expect(step('I will write to you again tomorrow.')).toBe(true);
    expect(step('您的退款将在 3 个工作日内到账。')).toBe(true);
    expect(step('包裹已于 3 月 3 日发出。')).toBe(false);
    expect(step('Le remboursement arrivera sous 5 jours.')).toBe(true);
    expect(step('Посылка была отправлена 3 марта.')).toBe(false);
  });
  it('acknowledges in any of the languages, and not without it', () => {
    const ack = (text: string) => verdicts(rubric(en), text).acknowledge;
    expect(ack('Thank you for your patience.')).toBe(true);
    expect(ack('Je comprends votre frustration.')).toBe(true);
    expect(ack('Es tut mir leid.')).toBe(true);
    expect(ack('Your parcel is with UPS.')).toBe(false);
    expect(ack('您的包裹已发出。')).toBe(false);
  });
});

describe('facts in sentences', () => {
  const en = REPLIES.en!;
  const sentences = (text: string, facts = [en.fact]) =>
    verdicts({ mustInclude: facts, sentences: true }, text).sentences;
  it('fails a list of ids and keywords, however many keywords', () => {
    expect(sentences('1Z999AA10123456784 sorry')).toBe(false);
    expect(sentences('1Z999AA10123456784 UPS sorry delay arrive March 7 apologise')).toBe(false);
    expect(
      sentences('Tracking: 1Z999AA10123456784, 113-5520193-7781, 2026-03-07', [
        en.fact,
        '113-5520193-7781',
      ]),
    ).toBe(false);
    expect(sentences('TMB-900-NV 2609215HQ7MXC4', ['TMB-900-NV', '2609215HQ7MXC4'])).toBe(false);
  });
  it('passes the same facts written as a sentence', () => {
    expect(sentences('Your tracking number is 1Z999AA10123456784.')).toBe(true);
    expect(sentences('您的运单号是 1Z999AA10123456784，请查收。')).toBe(true);
    expect(
      sentences(
        'We sent TMB-900-NV instead of the tent pole; the parcel number is 2609215HQ7MXC4.',
        ['TMB-900-NV', '2609215HQ7MXC4'],
      ),
    ).toBe(true);
  });
  it('asks for a sentence of prose when there is no required fact', () => {
    expect(verdicts({ sentences: true }, 'M').sentences).toBe(false);
    expect(verdicts({ sentences: true }, 'Yes, size M is in stock.').sentences).toBe(true);
  });
  it('says how many words besides the facts it asks for', () => {
    const [check] = checkRubric({ sentences: true, mustInclude: ['a1', 'b2'] }, 'x').slice(-1);
    expect(check).toEqual({ kind: 'sentences', expected: '4', ok: false });
  });
});

describe('length in words', () => {
  const words = (text: string) => wordCount(readReply(segment(text)));
  it('counts an id as one word and a Chinese character as half of one', () => {
    expect(words('Order 112-3941 ships today')).toBe(4);
    expect(words('我们明天发货')).toBe(3);
    expect(words('ขอบคุณค่ะ')).toBe(2);
  });
  it('checks the bounds', () => {
    const checks = checkRubric({ minWords: 4, maxWords: 6 }, 'Order 112-3941 ships today');
    expect(checks).toEqual([
      { kind: 'minWords', expected: '4', ok: true, measured: 4 },
      { kind: 'maxWords', expected: '6', ok: true, measured: 4 },
    ]);
    expect(checkRubric({ minWords: 4 }, '请稍等')[0]?.ok).toBe(false);
    expect(checkRubric({ maxWords: 3 }, REPLIES.en!.good)[0]?.ok).toBe(false);
  });
});
