/**
 * The explorer writes replies the rubric checks recognise (issue 29 §3): in every language with a
 * template, a reply to a named buyer passes greeting, acknowledgement, next step, closing,
 * sentences, tone, 25 words and the language; a language without phrases is written in English;
 * and the shortest reply that still passes is offered too, so the report shows how lenient a
 * rubric is.
 */
import { describe, expect, it } from 'vitest';
import { checkRubric } from '../scoring/rubric.ts';
import { TEMPLATES } from './replies.ts';
import { textsFor } from './texts.ts';

const NAMES: Record<string, string> = {
  en: 'Emily Carter',
  zh: '李娜',
  es: 'María López',
  fr: 'Claire Dubois',
  de: 'Jonas Weber',
  ru: 'Ольга Смирнова',
  pt: 'João Silva',
  it: 'Giulia Rossi',
  ms: 'Nur Aisyah binti Ahmad',
  id: 'Budi Santoso',
  th: 'Pimchanok Srisuk',
  vi: 'Nguyễn Văn An',
  pl: 'Anna Kowalska',
  ja: '田中花子',
};
const STORES = ['SUNNY HOME US'];
const reply = {
  mustInclude: ['1Z999AA10123456784'],
  structure: ['greeting', 'acknowledge', 'nextStep', 'closing'] as const,
  sentences: true,
  tone: true,
  minWords: 25,
  language: 'buyer',
};

describe('replies the explorer writes', () => {
  it.each(Object.keys(TEMPLATES))('pass every reply check in %s', (language) => {
    const buyerName = NAMES[language]!;
    const texts = textsFor(reply, [{ buyerName, language, storeNames: STORES }]);
    expect(texts.length).toBeGreaterThan(0);
    const resolved = { ...reply, language, buyerName, storeNames: STORES };
    for (const t of texts) expect(checkRubric(resolved, t).filter((c) => !c.ok)).toEqual([]);
  });

  it('writes in English for a language without phrases, and pads to the words asked', () => {
    const { language: _, ...noLanguage } = reply;
    const [t] = textsFor({ ...noLanguage, minWords: 60 }, [
      { buyerName: 'Ayşe Yılmaz', language: 'tr', storeNames: STORES },
    ]);
    expect(t).toMatch(/^Hello Ayşe Yılmaz!/);
    expect(t).toMatch(/Best regards, SUNNY HOME US$/);
    expect(t).toContain('Thank you for your patience');
  });

  it('offers the shortest reply that still passes beside the full one', () => {
    const texts = textsFor({ anyOf: [['refund']], sentences: true, tone: true }, [
      { storeNames: STORES },
    ]);
    // The facts alone fail `sentences`; the full reply passes, and a shorter one does too.
    expect(texts).not.toContain('refund');
    const lengths = texts.map((t) => t.length);
    expect(Math.min(...lengths)).toBeLessThan(Math.max(...lengths));
  });

  it('still offers the facts alone when the rubric lets them pass (a lenient rubric)', () => {
    expect(textsFor({ anyOf: [['out of stock']], language: 'en' })[0]).toBe('out of stock');
  });
});
