/**
 * The shipped feedback cases played through the engine as a student would on the Feedback page:
 * removal requests the platform decides at once by its rules, public replies graded by their
 * rubrics, and buyers contacted. A good walkthrough reaches full marks; asking to remove honest
 * reviews and answering rudely or with a reward for a better review fails.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';
import type { RemovalReason } from '../schemas/feedback/rules.ts';

const removal = (id: string, reason: RemovalReason) =>
  ({ type: 'RequestFeedbackRemoval', id, reason }) as const;
const reply = (id: string, text: string) => ({ type: 'ReplyFeedback', id, text }) as const;
/** The language check of a point's rubric. */
const languageCheck = (b: ReturnType<Session['score']>, point: number) =>
  b.points.find((x) => x.pointID === point)?.checks.find((c) => c.kind === 'language');

const CONTACT =
  "Hi Maria, I'm so sorry your mugs arrived late and nobody warned you. I'd like to make this right: we can refund your shipping cost or send a small replacement gift with our apologies. Just reply here and tell me which you prefer. Best regards, Harbor Lane Kitchen";

describe('amazon-feedback-removal', () => {
  const s = loadCase('amazon-feedback-removal');
  const GOOD_REPLY =
    'Dear Maria, we are truly sorry that your mugs arrived four days late and that nobody warned you about the delay. A packing backlog after our spring sale held up your order. We have since added a second packing shift, and every order now ships within 24 hours. Thank you for telling us. Harbor Lane Kitchen';
  const RUDE_REPLY = 'Not our fault, the carrier was slow. Order earlier next time.';

  it('a good walkthrough: the three reviews that break the rules go, Maria gets a reply and a message (100)', () => {
    const p = new Session(s);
    const phone = p.do(removal('fb1', 'personalData'));
    expect(types(phone)).toEqual(['FeedbackRemovalDecided']);
    expect(dataOf(phone, 'FeedbackRemovalDecided')).toEqual({
      id: 'fb1',
      reason: 'personalData',
      platform: 'amazon',
      granted: true,
      refusal: null,
      rating: 1,
    });
    expect(dataOf(p.do(removal('fb2', 'productOnly')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: true,
    });
    expect(dataOf(p.do(removal('rv2', 'promotional')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: true,
    });
    const replied = p.do(reply('fb3', GOOD_REPLY));
    expect(types(replied)).toEqual(['FeedbackReplied']);
    expect(dataOf(replied, 'FeedbackReplied')).toEqual({
      id: 'fb3',
      text: GOOD_REPLY,
      edited: false,
      rating: 2,
    });
    // A click alone contacts nobody: a message is written and sent.
    expect(p.refused({ type: 'ContactFeedbackBuyer', id: 'fb3', text: '  ' }).messageKey).toBe(
      'feedback.error.emptyMessage',
    );
    expect(
      dataOf(
        p.do({ type: 'ContactFeedbackBuyer', id: 'fb3', text: CONTACT }),
        'FeedbackBuyerContacted',
      ),
    ).toEqual({
      id: 'fb3',
      buyer: 'b3',
      orderNo: '113-2260948-1175',
      text: CONTACT,
    });
    const b = p.score();
    expect(earned(b)).toEqual({
      6101: 20,
      6102: 20,
      6103: 15,
      6104: 30,
      6105: 15,
      6106: 0,
      6107: 0,
    });
    expect(b.score).toBe(100);
    expect(b.points.find((x) => x.pointID === 6106)?.outcome).toBe('avoided');
    expect(b.points.find((x) => x.pointID === 6104)?.evidence).toMatchObject({ text: GOOD_REPLY });
    expect(languageCheck(b, 6104)).toMatchObject({ kind: 'language', expected: 'en', ok: true });
    for (const id of [6104, 6105]) {
      expect(b.points.find((x) => x.pointID === id)?.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('a reply in Chinese to a buyer who wrote in English misses the language check (27 of 30)', () => {
    const p = new Session(s);
    p.do(
      reply(
        'fb3',
        'Maria 您好，非常抱歉，您的杯子晚到了四天，也没有人提前告诉您延误的情况。春季促销后我们的仓库打包积压，耽误了您的订单。我们已经增加了第二个打包班次，现在所有订单都在 24 小时内发货。感谢您的反馈。Harbor Lane Kitchen',
      ),
    );
    const b = p.score();
    // Every check but the language: 12 of 13.
    expect(earned(b)[6104]).toBe(27);
    expect(languageCheck(b, 6104)).toMatchObject({ kind: 'language', expected: 'en', ok: false });
  });

  it('a poor walkthrough: asks Amazon to remove the honest late-delivery feedback and answers it rudely (0)', () => {
    const p = new Session(s);
    // Maria's feedback is about the delivery, not the product: Amazon finds no such thing in it.
    expect(dataOf(p.do(removal('fb3', 'productOnly')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: false,
      refusal: 'notFound',
    });
    // Amazon does not remove feedback as unrelated at all.
    expect(dataOf(p.do(removal('fb6', 'unrelated')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: false,
      refusal: 'notAReason',
    });
    p.do(removal('fb1', 'personalData'));
    p.do(reply('fb3', RUDE_REPLY));
    const b = p.score();
    // The rude reply is two curt sentences, far under the 30 words a reply needs: nothing.
    expect(earned(b)).toEqual({
      6101: 20,
      6102: 0,
      6103: 0,
      6104: 0,
      6105: 0,
      6106: -20,
      6107: -10,
    });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
    const checks = b.points.find((x) => x.pointID === 6104)?.checks ?? [];
    expect(checks.filter((c) => !c.ok).map((c) => c.expected)).toEqual(
      expect.arrayContaining([
        'apolog* | sorry | 抱歉 | 道歉 | 歉意 | 对不起',
        'late | delay* | four days | 4 days | 延误 | 迟到 | 晚到',
        'second shift | second packing shift | extra shift | 24 hours | 24h | one business day | 第二个打包班次 | 第二班 | 24 小时 | 24小时',
        'not our fault',
      ]),
    );
    expect(checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual([
      'anyOf',
      'anyOf',
      'anyOf',
      'forbidden',
      'minWords',
      'greeting',
      'acknowledge',
      'closing',
      'tone',
    ]);
    expect(b.points.find((x) => x.pointID === 6107)?.outcome).toBe('triggered');
  });

  it('grades the best of several replies: a rewrite that offers a reward does not undo a good one', () => {
    const BRIBE = `${GOOD_REPLY} We will send you a $10 gift card for an updated review.`;
    // On its own, the reward for a changed review costs the check it fails (a quarter of the
    // banned criterion's weight, 1 of 11): 29 of 30.
    const alone = new Session(s);
    alone.do(reply('fb3', BRIBE));
    const bribed = alone.score();
    expect(earned(bribed)[6104]).toBe(29);
    expect(bribed.points.find((x) => x.pointID === 6104)?.outcome).toBe('partial');

    const p = new Session(s);
    p.do(reply('fb3', RUDE_REPLY));
    const rewritten = p.do(reply('fb3', GOOD_REPLY));
    expect(dataOf(rewritten, 'FeedbackReplied')).toMatchObject({ edited: true });
    p.do(reply('fb3', BRIBE));
    const b = p.score();
    expect(earned(b)[6104]).toBe(30);
    expect(b.points.find((x) => x.pointID === 6104)?.evidence).toMatchObject({ text: GOOD_REPLY });
  });

  it('keyword-stuffed texts (keywords only) earn nothing of the reply and the message', () => {
    const p = new Session(s);
    p.do(reply('fb3', 'sorry late 24 hours'));
    p.do({ type: 'ContactFeedbackBuyer', id: 'fb3', text: 'sorry refund' });
    const b = p.score();
    for (const id of [6104, 6105]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    }
    expect(earned(b)).toMatchObject({ 6104: 0, 6105: 0 });
  });

  it('rude texts with every fact lose the tone check', () => {
    const p = new Session(s);
    p.do(
      reply(
        'fb3',
        'Dear Maria, sorry your mugs were late. As I already told you, a packing backlog after our spring sale held up your order. We have added a second packing shift, and every order now ships within 24 hours. Harbor Lane Kitchen',
      ),
    );
    p.do({
      type: 'ContactFeedbackBuyer',
      id: 'fb3',
      text: 'Hi Maria, sorry about the late mugs. We can refund your shipping cost, but you should have read the delivery estimate before ordering. Reply here if you want the refund. Regards, Harbor Lane Kitchen',
    });
    const b = p.score();
    for (const id of [6104, 6105]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
    }
    expect(earned(b)).toMatchObject({ 6104: 27, 6105: 13 });
  });

  it('refuses a reason asked before, anything on a removed review, an unknown review and an empty reply', () => {
    const p = new Session(s);
    p.do(removal('fb2', 'obscene'));
    expect(p.refused(removal('fb2', 'obscene'))).toMatchObject({
      messageKey: 'feedback.error.askedBefore',
      params: { id: 'fb2' },
    });
    // Another reason is a new question, and this one holds.
    expect(dataOf(p.do(removal('fb2', 'productOnly')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: true,
    });
    for (const cmd of [
      reply('fb2', 'Sorry to hear that.'),
      removal('fb2', 'personalData'),
      { type: 'ContactFeedbackBuyer', id: 'fb2', text: 'Hello' } as const,
    ]) {
      expect(p.refused(cmd).messageKey).toBe('feedback.error.notFound');
    }
    expect(p.refused(reply('fb99', 'Hello')).messageKey).toBe('feedback.error.notFound');
    expect(p.refused(reply('fb3', '   ')).messageKey).toBe('feedback.error.emptyReply');
    // The one pointless request (obscene) costs the penalty, even though the second one held.
    const b = p.score();
    expect(earned(b)).toMatchObject({ 6102: 20, 6106: -20, 6107: 0 });
  });
});

describe('aliexpress-feedback-reply', () => {
  const s = loadCase('aliexpress-feedback-reply');
  // Each honest review answered in the language its buyer wrote it in: Olga in Russian, Camille
  // in French.
  const SIZE_REPLY =
    'Здравствуйте, Ольга! Приносим извинения, что платье оказалось тесным. Оно сшито по азиатской размерной сетке, поэтому в таблице размеров на странице товара мы советуем брать на размер больше обычного. Платье можно бесплатно обменять: оформите возврат на странице заказа, мы оплатим доставку и отправим вам размер L. С уважением, Maple Thread Fashion Store';
  const COLOUR_REPLY =
    "Bonjour Camille, nous sommes désolés que la couleur vous ait déçue. Sous les lumières du studio, le vert sauge paraissait plus vif qu'en intérieur : nous avons ajouté sur la fiche produit des photos prises à la lumière du jour, sans filtre. Si la couleur ne vous convient pas, vous pouvez retourner le gilet gratuitement depuis la page de votre commande. Cordialement, Maple Thread Fashion Store";
  const removeTheThree = (p: Session) => {
    for (const [id, reason] of [
      ['rv3', 'obscene'],
      ['rv4', 'unrelated'],
      ['rv5', 'extortion'],
    ] as const)
      p.do(removal(id, reason));
  };

  it('keeps each buyer’s own words beside their meaning in Chinese and English', () => {
    const text = (id: string) => s.world.feedback!.reviews.find((r) => r.id === id)!.text;
    expect(Object.keys(text('rv1'))).toEqual(['ru', 'en', 'zh']);
    expect(Object.keys(text('rv2'))).toEqual(['fr', 'en', 'zh']);
    expect(s.buyers.map((b) => b.language)).toEqual([
      'ru',
      'fr',
      'pt',
      'pl',
      'en',
      'de',
      'en',
      'ja',
    ]);
  });

  it('a good walkthrough: two helpful replies in the buyers’ languages, three reviews removed (100)', () => {
    const p = new Session(s);
    expect(dataOf(p.do(reply('rv1', SIZE_REPLY)), 'FeedbackReplied')).toMatchObject({
      id: 'rv1',
      edited: false,
      rating: 2,
    });
    p.do(reply('rv2', COLOUR_REPLY));
    for (const [id, reason] of [
      ['rv3', 'obscene'],
      ['rv4', 'unrelated'],
      ['rv5', 'extortion'],
    ] as const) {
      expect(dataOf(p.do(removal(id, reason)), 'FeedbackRemovalDecided')).toEqual({
        id,
        reason,
        platform: 'aliexpress',
        granted: true,
        refusal: null,
        rating: 1,
      });
    }
    const b = p.score();
    expect(earned(b)).toEqual({ 6201: 25, 6202: 25, 6203: 15, 6204: 15, 6205: 20, 6206: 0 });
    expect(b.score).toBe(100);
    expect(languageCheck(b, 6201)).toMatchObject({ kind: 'language', expected: 'ru', ok: true });
    expect(languageCheck(b, 6202)).toMatchObject({ kind: 'language', expected: 'fr', ok: true });
    for (const id of [6201, 6202]) {
      expect(b.points.find((x) => x.pointID === id)?.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('the same helpful replies in English miss only the language checks (94)', () => {
    const p = new Session(s);
    p.do(
      reply(
        'rv1',
        'Hi Olga, we are sorry the dress is too tight. It is cut in Asian sizes, so our size chart advises taking one size up from your usual size. You can exchange it free of charge: open a return on your order page, we pay the return shipping and send you size L. Best regards, Maple Thread Fashion Store',
      ),
    );
    p.do(
      reply(
        'rv2',
        'Hi Camille, we are sorry the colour disappointed you. Our studio lights made the sage green look brighter than it is indoors, so we have added unfiltered daylight photos to the listing. If you are not happy with it, you can return it free of charge from your order page. Best regards, Maple Thread Fashion Store',
      ),
    );
    removeTheThree(p);
    const b = p.score();
    // Language weighs 1 of 11 (size) and 1 of 10 (colour): 22 and 22 of 25.
    expect(earned(b)).toEqual({ 6201: 22, 6202: 22, 6203: 15, 6204: 15, 6205: 20, 6206: 0 });
    expect(b.score).toBe(94);
    expect(languageCheck(b, 6201)).toMatchObject({ kind: 'language', expected: 'ru', ok: false });
    expect(languageCheck(b, 6202)).toMatchObject({ kind: 'language', expected: 'fr', ok: false });
  });

  it('a poor walkthrough: a reward for a better review, a curt reply, pointless requests (0)', () => {
    const p = new Session(s);
    // A slow delivery is an honest complaint, not a review of something else.
    expect(dataOf(p.do(removal('rv6', 'unrelated')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: false,
      refusal: 'notFound',
    });
    // The extorting review holds no obscenity: the wrong reason is refused too.
    expect(dataOf(p.do(removal('rv5', 'obscene')), 'FeedbackRemovalDecided')).toMatchObject({
      granted: false,
      refusal: 'notFound',
    });
    p.do(removal('rv3', 'obscene'));
    p.do(reply('rv1', 'Read the size chart before you order.'));
    p.do(
      reply('rv2', 'Sorry! We will send you a US$5 refund if you change your review to 5 stars.'),
    );
    const b = p.score();
    // Both are one curt sentence in English, far under the 25 words a reply needs: nothing.
    expect(earned(b)).toEqual({ 6201: 0, 6202: 0, 6203: 15, 6204: 0, 6205: 0, 6206: -20 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
    const colour = b.points.find((x) => x.pointID === 6202)?.checks ?? [];
    expect(colour.find((c) => c.kind === 'banned' && c.expected === 'reviewIncentive')?.ok).toBe(
      false,
    );
  });

  it('keyword-stuffed replies (the phrases only) earn nothing', () => {
    const p = new Session(s);
    p.do(reply('rv1', 'Извините, таблица размеров, на размер больше, обмен.'));
    p.do(reply('rv2', 'Désolés, lumière du jour, retour.'));
    const b = p.score();
    expect(earned(b)).toMatchObject({ 6201: 0, 6202: 0 });
    expect(
      b.points.find((x) => x.pointID === 6201)?.checks.find((c) => c.kind === 'minWords'),
    ).toMatchObject({ ok: false, mustPass: true });
  });

  it('rude replies with every fact lose the tone check', () => {
    const p = new Session(s);
    p.do(
      reply(
        'rv1',
        'Здравствуйте, Ольга. Извините, но вы сами виноваты: в таблице размеров на странице товара написано, что нужно брать на размер больше. Платье можно обменять бесплатно, оформите возврат на странице заказа. С уважением, Maple Thread Fashion Store',
      ),
    );
    p.do(
      reply(
        'rv2',
        "Bonjour Camille, désolés, mais c'est votre faute : nous avons ajouté des photos à la lumière du jour et vous pouvez retourner le gilet depuis la page de votre commande. LISEZ BIEN LA FICHE PRODUIT. Cordialement, Maple Thread Fashion Store",
      ),
    );
    const b = p.score();
    for (const id of [6201, 6202]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
      expect(point.earned).toBeLessThan(25);
    }
  });

  it('refuses a reason asked before and a review already removed', () => {
    const p = new Session(s);
    p.do(removal('rv1', 'unrelated'));
    expect(p.refused(removal('rv1', 'unrelated')).messageKey).toBe('feedback.error.askedBefore');
    p.do(removal('rv5', 'extortion'));
    expect(p.refused(removal('rv5', 'extortion')).messageKey).toBe('feedback.error.notFound');
    expect(p.refused(reply('rv5', 'Мы сожалеем.')).messageKey).toBe('feedback.error.notFound');
    // The honest size review still stands and can be answered.
    expect(types(p.do(reply('rv1', SIZE_REPLY)))).toEqual(['FeedbackReplied']);
  });
});
