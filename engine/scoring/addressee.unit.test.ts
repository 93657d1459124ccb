/** Unit tests: addresseeOf; language: buyer; validation of language: buyer. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario, ScoringRule } from '../../schemas/scenario.ts';
import { replay } from '../attempt/replay.ts';
import { semanticErrors } from '../scenario/semantic.ts';
import { loadCase, stamp, started } from '../testing/fixtures.ts';
import { addresseeOf, buyerLanguageError, ruleAddressee } from './addressee.ts';

/** A case with languages given to some of its buyers and `language: buyer` on some rules. */
const withLanguages = (
  s: Scenario,
  languages: Record<string, string>,
  points: readonly number[],
): Scenario => ({
  ...s,
  // Exactly the languages given: a buyer not named has none.
  buyers: s.buyers.map(({ language: _, ...b }) =>
    languages[b.id] ? { ...b, language: languages[b.id] } : b,
  ),
  scoring: s.scoring.map((r) =>
    points.includes(r.point) && r.rubric ? { ...r, rubric: { ...r.rubric, language: 'buyer' } } : r,
  ),
});

const feedback = loadCase('aliexpress-feedback-reply');
const mail = loadCase('amazon-late-parcel');
const disputes = loadCase('amazon-dispute-atoz-chargeback');
const rule = (s: Scenario, point: number) => s.scoring.find((r) => r.point === point)!;

describe('addresseeOf', () => {
  it('reads the buyer an event names: buyer, or a mail’s to (id or address)', () => {
    expect(addresseeOf(mail, 'MailSent', { buyer: 'b2', to: ['anna.schmidt@example.com'] })).toBe(
      'b2',
    );
    expect(addresseeOf(mail, 'MailSent', { buyer: null, to: ['Anna.Schmidt@example.com'] })).toBe(
      'b1',
    );
    expect(addresseeOf(mail, 'ChatMessageSent', { buyer: 'b1', text: 'hi' })).toBe('b1');
    expect(addresseeOf(mail, 'MailSent', { buyer: 'nobody', to: ['x@example.org'] })).toBe(
      undefined,
    );
  });

  it('follows the entity an event refers to: a review, a dispute, an order', () => {
    expect(addresseeOf(feedback, 'FeedbackReplied', { id: 'rv1', text: 'x' })).toBe('b1');
    expect(addresseeOf(feedback, 'FeedbackReplied', { id: 'rv2', text: 'x' })).toBe('b2');
    const d = disputes.world.disputes!.list[0]!;
    const orderBuyer = disputes.world.orders!.find((o) => o.no === d.orderNo)!.buyer;
    expect(addresseeOf(disputes, 'DisputeMessageSent', { id: d.id })).toBe(orderBuyer);
    expect(addresseeOf(mail, 'OrderReviewReplied', { orderNo: '113-5520193-7781' })).toBe('b1');
    // An id means nothing outside its module: a mail's id is no review.
    expect(addresseeOf(feedback, 'MailSent', { id: 'rv1' })).toBe(undefined);
  });

  it('reads a rule’s match and final key the same way', () => {
    expect(ruleAddressee(mail, rule(mail, 4101))).toBe('b1');
    expect(ruleAddressee(mail, rule(mail, 4104))).toBe('b1');
    expect(ruleAddressee(feedback, rule(feedback, 6202))).toBe('b2');
  });
});

describe('language: buyer', () => {
  it('grades each reply in the language of the buyer it answers', () => {
    const s = withLanguages(feedback, { b1: 'ru', b2: 'fr' }, [6201, 6202]);
    const replied = (id: string, text: string): DomainEvent => ({
      type: 'FeedbackReplied',
      data: { id, text, edited: false, rating: 2 },
    });
    const { breakdown } = replay(
      s,
      stamp([
        started,
        replied('rv1', 'Извините, что платье оказалось маленьким. Посмотрите таблицу размеров.'),
        replied('rv2', 'Sorry the colour was not what you expected, we will exchange it for free.'),
      ]),
    );
    const language = (point: number) =>
      breakdown.points.find((p) => p.pointID === point)!.checks.find((c) => c.kind === 'language');
    expect(language(6201)).toMatchObject({ kind: 'language', expected: 'ru', ok: true });
    expect(language(6202)).toMatchObject({ kind: 'language', expected: 'fr', ok: false });
  });

  it('reads the buyer of the graded event before the rule’s', () => {
    const s = withLanguages(mail, { b1: 'de', b2: 'es' }, [4103]);
    const sent = (buyer: string, subject: string): DomainEvent => ({
      type: 'MailSent',
      data: {
        id: `M-${buyer}`,
        store: 'us1',
        to: [buyer],
        cc: [],
        subject,
        body: subject,
        replyTo: null,
        orderNo: null,
        buyers: [buyer],
        buyer,
        unknown: [],
        at: '2026-03-02T09:00:00.000Z',
        responseMinutes: null,
        draftId: null,
        scheduled: false,
      },
    });
    const anyMail: Scenario = {
      ...s,
      scoring: s.scoring.map((r) => (r.point === 4103 ? { ...r, when: { event: 'MailSent' } } : r)),
    };
    const { breakdown } = replay(
      anyMail,
      stamp([started, sent('b2', 'Su pedido 113-5520193-7781 llegará el sábado por la mañana')]),
    );
    const p = breakdown.points.find((x) => x.pointID === 4103)!;
    expect(p.checks.find((c) => c.kind === 'language')).toEqual({
      kind: 'language',
      expected: 'es',
      ok: true,
    });
  });
});

describe('validation of language: buyer', () => {
  it('refuses a rule whose buyer has no language, or names no buyer', () => {
    const noLanguage = withLanguages(mail, {}, [4101]);
    expect(semanticErrors(noLanguage)).toContainEqual({
      path: ['scoring', 0, 'rubric', 'language'],
      message: 'language: buyer, but buyer "b1" has no language',
    });
    const unnamed: ScoringRule = { ...rule(mail, 4101), when: { event: 'MailSent' } };
    expect(buyerLanguageError(withLanguages(mail, { b1: 'en' }, []), unnamed)).toMatch(
      /names its buyer/,
    );
    expect(semanticErrors(withLanguages(mail, { b1: 'en' }, [4101, 4102, 4103]))).toEqual([]);
  });
});
