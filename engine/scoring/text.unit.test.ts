/** Rubric text checks work on words, in English and Chinese, and know what marketplaces ban. */
import { describe, expect, it } from 'vitest';
import { checkRubric } from './rubric.ts';
import { bannedIn, hasPhrase, segment } from './text.ts';

const has = (text: string, phrase: string) => hasPhrase(segment(text), phrase);

describe('phrases are words, not substrings', () => {
  it('finds whole words, ignoring case and width', () => {
    expect(has('We are SORRY for the delay', 'sorry')).toBe(true);
    expect(has('ships 15 lamps', '5')).toBe(false);
    expect(has('ships 5 lamps', '5')).toBe(true);
    expect(has('I trust you', 'rust')).toBe(false);
    expect(has('Ｏｒｄｅｒ 112-3941 is late', 'order 112-3941')).toBe(true);
  });
  it('takes a trailing * as a stem', () => {
    expect(has('We apologise for this', 'apolog')).toBe(false);
    expect(has('We apologise for this', 'apolog*')).toBe(true);
    expect(has('our apologies', 'apolog*')).toBe(true);
  });
  it('segments Chinese: a word inside another is not found', () => {
    expect(has('很抱歉给您带来不便', '抱歉')).toBe(true);
    expect(has('已损坏的商品', '坏')).toBe(false);
    expect(has('东西坏了', '坏')).toBe(true);
    expect(has('全额退款已处理', '全额退款')).toBe(true);
    expect(has('包裹在海关被扣留', '海关')).toBe(true);
  });
  it('finds tracking numbers in a sentence', () => {
    expect(has('Your tracking number is 1Z999AA10123456784.', '1Z999AA10123456784')).toBe(true);
    expect(has('追踪号码是LX123456789CN，请查收', 'LX123456789CN')).toBe(true);
  });
  it('ends a number at a full-width comma or semicolon, even before a digit', () => {
    expect(has('运单号 LP00123456789012，9月30日到', 'LP00123456789012')).toBe(true);
    expect(has('订单 112-3941-7781；5 天内发出', '112-3941-7781')).toBe(true);
    expect(has('库存 12，9 件待补', '12')).toBe(true);
    // An ASCII comma between digits is a thousands separator: one number.
    expect(has('1,000 yuan', '1')).toBe(false);
  });
});

describe('banned patterns', () => {
  it.each([
    ['link', 'track it at https://t.example/x'],
    ['link', 'see www.mystore.com'],
    ['link', 'visit mystore.shop/returns'],
    ['email', 'write to help@mystore.com'],
    ['phone', 'call +1 415 555 0134'],
    ['phone', '请拨打13812345678'],
    ['reviewIncentive', 'leave a 5-star review and get a $5 refund'],
    ['reviewIncentive', 'we will send a coupon for a positive review'],
    ['reviewIncentive', '给好评返现5元'],
    ['reviewIncentive', 'we can refund $15 if you update your rating to 5 stars'],
    ['reviewIncentive', 'change your review and we will send you a gift card'],
    ['reviewIncentive', '退款10元，请您改成五星好评'],
    ['reviewIncentive', 'Оставьте отзыв на 5 звёзд, и мы дадим вам скидку 10%'],
    ['reviewIncentive', 'Nous vous offrons un bon d’achat si vous modifiez votre avis'],
    ['reviewIncentive', 'Si cambia su reseña a 5 estrellas, le hacemos un reembolso'],
    ['reviewIncentive', 'Wenn Sie Ihre Bewertung ändern, erhalten Sie einen Gutschein'],
    ['reviewIncentive', 'Deixe uma avaliação positiva e ganhe um cupom de desconto'],
    ['reviewIncentive', 'Se lascia una recensione positiva le offriamo uno sconto'],
    ['reviewIncentive', 'Tinggalkan ulasan 5 bintang dan dapatkan baucar percuma'],
    ['reviewIncentive', 'Bạn để lại đánh giá 5 sao, shop sẽ hoàn tiền 20k'],
    ['reviewIncentive', 'รีวิว 5 ดาวรับคูปองส่วนลด 50 บาทเลยค่ะ'],
  ] as const)('%s in "%s"', (pattern, text) => {
    expect(bannedIn(text, [pattern])).toEqual([pattern]);
  });
  it('leave ordinary service text alone', () => {
    const text =
      'Dear Anna, your parcel 1Z999AA10123456784 left our warehouse on 3 March. Sorry for the wait; ' +
      'if it has not arrived by Friday, reply here and we will refund you. 您的订单已发货。';
    expect(bannedIn(text, ['link', 'email', 'phone', 'reviewIncentive'])).toEqual([]);
  });
  it.each([
    'You can exchange it for free, and thank you for your review.',
    'We will send a free replacement, which should start shipping tomorrow.',
    'We refunded the shipping fee and are operating a second shift.',
    'Thank you for your feedback. We offer a free exchange.',
    '感谢您的评价，我们为您免费换货并退款运费。',
    'Спасибо за отзыв! Мы бесплатно заменим товар.',
    'Merci pour votre avis. Nous vous envoyons un remplacement gratuit.',
    'Gracias por su reseña. Le enviamos un reembolso del envío.',
    'Danke für Ihre Bewertung. Wir schicken Ihnen kostenlos Ersatz.',
    'Obrigado pela avaliação. Enviaremos a troca grátis.',
    'Grazie per la recensione. Le inviamo un rimborso.',
    'Terima kasih atas ulasan anda. Kami hantar gantian percuma.',
    'Cảm ơn bạn đã đánh giá. Shop sẽ hoàn tiền cho bạn.',
    'ขอบคุณสำหรับรีวิวค่ะ ทางร้านจะส่งสินค้าใหม่ให้ฟรี',
  ])('leave service near the word review alone: "%s"', (text) => {
    expect(bannedIn(text, ['reviewIncentive'])).toEqual([]);
  });
});

describe('response time', () => {
  it('checks responseMinutes against a sim duration; nothing to answer passes', () => {
    expect(checkRubric({ within: '24h' }, 'x', 1439)[0]?.ok).toBe(true);
    expect(checkRubric({ within: '24h' }, 'x', 1441)[0]?.ok).toBe(false);
    expect(checkRubric({ within: '24h' }, 'x', null)[0]?.ok).toBe(true);
  });
});
