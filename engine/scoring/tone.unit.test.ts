/**
 * Tone: a complete reply that blames the buyer, threatens or shouts loses the check, in each
 * language the cases' buyers write in; the same reply written courteously keeps it, and so does
 * reassurance that sounds like blame ("it is not your fault").
 */
import { describe, expect, it } from 'vitest';
import { checkRubric } from './rubric.ts';

const STORES = ['Sunny Home US'];
const tone = (text: string, names: string[] = STORES) =>
  checkRubric({ tone: true, storeNames: names, buyerName: 'Anna Schmidt' }, text)[0]!;

/** Rude replies that hold every fact, a next step and a sign-off: only their tone is wrong. */
const RUDE: Record<string, [string, string]> = {
  en: [
    'Hello Anna. As I already told you, the tracking number is 1Z999AA10123456784 and the parcel will arrive on March 7. Best regards, Sunny Home US',
    'as i already told you',
  ],
  zh: [
    'Anna 您好，我已经说过了，运单号是 1Z999AA10123456784，这是你自己的问题。预计 3月7日 送达。祝好，Sunny Home US',
    '我已经说过',
  ],
  es: [
    'Hola Javier, como ya le dije, el número de seguimiento es LP00645281937502. Llegará en 5 días. No vuelva a escribirnos. Saludos, Sunny Home US',
    'como ya le dije',
  ],
  fr: [
    "Bonjour Sophie, c'est votre faute : l'adresse était incomplète. Le colis LP00645281937502 arrivera sous 5 jours. Cordialement, Sunny Home US",
    'votre faute',
  ],
  de: [
    'Hallo Herr Weber, das ist Ihre Schuld, Sie haben die falsche Größe bestellt. Die Sendungsnummer ist LP00645281937502, Zustellung in 3 Tagen. Mit freundlichen Grüßen, Sunny Home US',
    'ihre schuld',
  ],
  ru: [
    'Здравствуйте, Ольга. Вы сами виноваты, адрес был неполным. Номер отслеживания LP00645281937502, доставка в течение 5 дней. С уважением, Sunny Home US',
    'сами виноваты',
  ],
  pt: [
    'Olá Lucas, a culpa é sua, o endereço estava errado: culpa sua. O código é LP00645281937502 e chega em 7 dias. Atenciosamente, Sunny Home US',
    'culpa sua',
  ],
  ms: [
    'Hai Cik Aisyah, ini salah anda kerana alamat tidak lengkap. Nombor penjejakan SPXMY05218840731, sampai dalam 2 hari. Terima kasih, Sunny Home US',
    'salah anda',
  ],
  th: [
    'สวัสดีค่ะ คุณ Pimchanok นี่เป็นความผิดของคุณเองที่ใส่ที่อยู่ผิด หมายเลขพัสดุ TH0123456789 จะถึงภายใน 3 วัน ขอบคุณค่ะ',
    'ความผิดของคุณ',
  ],
};

describe.each(Object.entries(RUDE))('a rude reply in %s', (_, [text, found]) => {
  it('fails tone and says what it found', () => {
    expect(tone(text)).toEqual({ kind: 'tone', expected: '', ok: false, found });
  });
});

describe('tone', () => {
  it('passes courteous replies, reassurance included', () => {
    for (const text of [
      'Hello Anna, I am sorry your parcel is late. It will arrive on March 7. Best regards, Sunny Home US',
      'Hi Anna, it is not your fault at all: the carrier lost the label. We will resend it today.',
      'Hola Javier, no es su culpa, el transportista perdió la etiqueta.',
      'Anna 您好，这不是您的错，是承运商贴错了面单。',
      'Thanks for your order!! Your LAMP-01 ships with UPS and DHL today.',
    ]) {
      expect(tone(text)).toEqual({ kind: 'tone', expected: '', ok: true });
    }
  });
  it('fails ultimatums', () => {
    expect(tone('This is your final warning: accept the partial refund.').found).toBe(
      'final warning',
    );
    expect(tone('Accept the refund or else we close the case.').ok).toBe(false);
    expect(tone('请在今天内确认，否则后果自负。').found).toBe('否则后果自负');
    expect(tone('Это последнее предупреждение.').ok).toBe(false);
  });
  it('fails runs of !!! and ???', () => {
    expect(tone('Why did you open a dispute???').found).toBe('???');
    expect(tone('为什么要退款？？？').found).toBe('???'); // quoted as normalised (NFKC)
    expect(tone('We shipped it already!!!').found).toBe('!!!');
    expect(tone('Did you get it?! Thanks!!').ok).toBe(true);
  });
  it('fails shouting in capitals, not ids, acronyms or the store’s name', () => {
    expect(tone('PLEASE CHECK THE SIZE CHART before you order.').found).toBe(
      'PLEASE CHECK THE SIZE CHART',
    );
    expect(tone('Your refund was ALREADY APPROVED yesterday.').found).toBe('ALREADY APPROVED');
    expect(tone('ВЫ САМИ ВСЁ ПЕРЕПУТАЛИ').ok).toBe(false);
    expect(tone('Your order ships with UPS via the USA hub, SKU SCARF-SLK, ID 4410.').ok).toBe(
      true,
    );
    expect(tone('Best regards, SUNNY HOME US').ok).toBe(true);
    expect(tone('Best regards, SUNNY HOME US', []).ok).toBe(false);
    expect(tone('I am SO sorry, we WILL fix it.').ok).toBe(true);
  });
});
