/** Unit tests: replyLanguage; checkRubric with a language. */
import { describe, expect, it } from 'vitest';
import { NEIGHBOUR_REPLIES, REPLIES, REPLY_LANGUAGES, SHORT_REPLIES } from '../testing/replies.ts';
import { languageKey, replyLanguage } from './language.ts';
import { checkRubric, passes } from './rubric.ts';
import { scriptOf } from './scripts.ts';

describe('replyLanguage', () => {
  it('says yes to every reply of 5–40 words in its own language', () => {
    for (const lang of REPLY_LANGUAGES) {
      for (const text of REPLIES[lang])
        expect({ text, v: replyLanguage(text, lang) }).toEqual({ text, v: 'yes' });
    }
  });

  it('never fails a short reply in its own language', () => {
    for (const lang of REPLY_LANGUAGES) {
      for (const text of SHORT_REPLIES[lang])
        expect({ text, v: replyLanguage(text, lang) }).not.toEqual({ text, v: 'no' });
    }
    expect(replyLanguage('Спасибо!', 'ru')).toBe('yes');
    expect(replyLanguage('ขอบคุณค่ะ', 'th')).toBe('yes');
    expect(replyLanguage('감사합니다!', 'ko')).toBe('yes');
    expect(replyLanguage('承知しました。', 'ja')).toBe('yes');
    expect(replyLanguage('谢谢！', 'zh')).toBe('yes');
    expect(replyLanguage('شكراً لك!', 'ar')).toBe('yes');
  });

  it('fails a reply of 5–40 words in any other buyer language, or leaves it unsure', () => {
    for (const lang of REPLY_LANGUAGES) {
      for (const text of REPLIES[lang]) {
        for (const other of REPLY_LANGUAGES) {
          if (languageKey(other) === languageKey(lang)) continue;
          const v = replyLanguage(text, other);
          expect({ text, other, v }).not.toEqual({ text, other, v: 'yes' });
          // Another script is sure; so is another language detected with confidence.
          if (scriptOf(other) !== scriptOf(lang))
            expect({ text, other, v }).toEqual({ text, other, v: 'no' });
        }
      }
    }
  });

  it('fails a reply in the wrong language when the detector is confident', () => {
    expect(
      replyLanguage('Dear Lucía, your order has shipped and will arrive next week.', 'es'),
    ).toBe('no');
    expect(replyLanguage('Hola, su pedido ya fue enviado y llegará la próxima semana.', 'pt')).toBe(
      'no',
    );
    expect(replyLanguage('Olá, o seu pedido já foi enviado e chega na próxima semana.', 'es')).toBe(
      'no',
    );
    expect(
      replyLanguage('Bonjour, votre commande est partie ce matin et arrivera lundi.', 'it'),
    ).toBe('no');
    expect(replyLanguage('Thank you for your order, it ships tomorrow.', 'ru')).toBe('no');
    expect(replyLanguage('您好，订单已经发货了，预计下周到达。', 'ja')).toBe('no');
    expect(replyLanguage('ご注文は本日発送しました。', 'zh')).toBe('no');
    expect(replyLanguage('Спасибо!', 'th')).toBe('no');
  });

  it('leaves a reply unsure when it cannot be told, never failing it', () => {
    expect(replyLanguage('Thanks!', 'es')).toBe('unsure');
    expect(replyLanguage('¡Gracias!', 'pt')).toBe('unsure');
    expect(replyLanguage('OK', 'th')).toBe('unsure');
    expect(replyLanguage('谢谢！', 'ja')).toBe('unsure');
    expect(replyLanguage('本日発送', 'ja')).toBe('unsure');
    expect(replyLanguage('', 'en')).toBe('unsure');
  });

  it('reads a reply of ids, numbers, links and addresses as unsure', () => {
    expect(replyLanguage('112-3941 LB123456789HK', 'es')).toBe('unsure');
    expect(replyLanguage('Order 112-3941, tracking LB123456789HK', 'es')).toBe('unsure');
    expect(replyLanguage('Pedido 112-3941, seguimiento LB123456789HK', 'es')).toBe('unsure');
    expect(replyLanguage('https://www.example.com/track?id=1 support@shop.example', 'zh')).toBe(
      'unsure',
    );
    expect(replyLanguage('LAMP-01 x2, SCARF-SLK x1: 39.98 USD', 'ko')).toBe('unsure');
  });

  it('keeps the language of a reply that quotes names in another', () => {
    expect(
      replyLanguage('Hola, el Apple Watch Series 9 Midnight Aluminum Case llega mañana.', 'es'),
    ).toBe('yes');
    // Mostly a product name: not failed, though too little Spanish is left to say yes.
    expect(replyLanguage('Su TrailPeak Ultralight Hiking Backpack Pro ya salió.', 'es')).not.toBe(
      'no',
    );
    expect(replyLanguage('OK, pas de souci, on vous renvoie le Smart Watch Band.', 'fr')).toBe(
      'yes',
    );
    expect(replyLanguage('Хорошо, отправим Xiaomi Redmi Note 13 Pro завтра.', 'ru')).toBe('yes');
    expect(replyLanguage('حسناً، سنرسل Samsung Galaxy Buds غداً.', 'ar')).toBe('yes');
    expect(replyLanguage('亲，Apple Watch Series 9 Midnight Aluminum Case 明天发出哦', 'zh')).toBe(
      'yes',
    );
    expect(replyLanguage('Apple Watch Series 9 Midnight Aluminum Caseは明日発送します', 'ja')).toBe(
      'yes',
    );
    expect(replyLanguage('ได้ค่ะ Apple Watch Series 9 Midnight Aluminum Case จะส่งพรุ่งนี้ค่ะ', 'th')).toBe(
      'yes',
    );
    expect(
      replyLanguage(
        'Hola, puede ver el envío aquí: https://track.example.com/LB1234 o escribir a soporte@tienda.example',
        'es',
      ),
    ).toBe('yes');
  });

  it('takes Malay and Indonesian for one another, and pt-BR for pt', () => {
    for (const text of REPLIES.ms) expect(replyLanguage(text, 'id')).toBe('yes');
    for (const text of REPLIES.id) expect(replyLanguage(text, 'ms')).toBe('yes');
    expect(replyLanguage('Oke kak, siap, ditunggu ya.', 'id')).toBe('yes');
    expect(
      replyLanguage(
        'O reembolso foi feito hoje e aparece na sua fatura em até sete dias.',
        'pt-BR',
      ),
    ).toBe('yes');
    expect(languageKey('pt-BR')).toBe('pt');
    expect(languageKey('ID')).toBe('ms');
  });

  it('does not pass a reply in a neighbouring language as the buyer’s', () => {
    for (const text of NEIGHBOUR_REPLIES.uk ?? [])
      expect(replyLanguage(text, 'ru')).not.toBe('yes');
    for (const text of NEIGHBOUR_REPLIES.fa ?? [])
      expect(replyLanguage(text, 'ar')).not.toBe('yes');
    for (const text of NEIGHBOUR_REPLIES.ca ?? [])
      expect(replyLanguage(text, 'es')).not.toBe('yes');
    // A Russian reply to a Ukrainian buyer: the script alone says nothing for Ukrainian.
    expect(replyLanguage('Спасибо за заказ, он будет отправлен завтра.', 'uk')).not.toBe('yes');
  });
});

describe('checkRubric with a language', () => {
  it('fails a reply in another language, and passes one it cannot tell, saying so', () => {
    expect(checkRubric({ language: 'es' }, REPLIES.es[0])).toEqual([
      { kind: 'language', expected: 'es', ok: true },
    ]);
    expect(checkRubric({ language: 'es' }, REPLIES.en[0])).toEqual([
      { kind: 'language', expected: 'es', ok: false },
    ]);
    expect(checkRubric({ language: 'es' }, 'Thanks!')).toEqual([
      { kind: 'language', expected: 'es', ok: true, unsure: true },
    ]);
    // Nothing written is in no language: not the benefit of the doubt.
    expect(checkRubric({ language: 'es' }, '  ')).toEqual([
      { kind: 'language', expected: 'es', ok: false },
    ]);
    // A buyer whose language could not be resolved checks nothing.
    expect(checkRubric({ language: 'buyer' }, REPLIES.en[0])).toEqual([
      { kind: 'language', expected: 'buyer', ok: true, unsure: true },
    ]);
  });

  it('is a condition like the others (buyer scripts)', () => {
    expect(passes({ mustInclude: ['112-3941'], language: 'en' }, REPLIES.en[0])).toBe(true);
    expect(passes({ mustInclude: ['112-3941'], language: 'de' }, REPLIES.en[0])).toBe(false);
  });
});
