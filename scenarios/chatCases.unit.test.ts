/**
 * The shipped chat cases played through the engine as a student would: quick settings saved
 * from the settings drawer, messages typed in the conversation pane, orders remarked and buyers
 * put in groups. A good walkthrough reaches full marks, a poor one scores low; buyers answer and
 * lose patience on the sim clock, and a replay of the event log gives the live score.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';

/** What the buyer wrote, as written (in the buyer's language, or the language asked for). */
const said = (events: ReturnType<Session['wait']>, language = 'en') =>
  events
    .filter((e) => e.type === 'ChatMessageReceived')
    .map((e) => (e.data as { text: Record<string, string> }).text[language]);
/** The language check of a point's rubric. */
const languageCheck = (b: ReturnType<Session['score']>, point: number) =>
  b.points.find((x) => x.pointID === point)?.checks.find((c) => c.kind === 'language');

describe('shopee-chat-presale', () => {
  const s = loadCase('shopee-chat-presale');
  const th = (events: ReturnType<Session['wait']>) => said(events, 'th');
  // The store's keyword reply, in Thai: a word of the buyer's question (ส่ง, "send") triggers it.
  const KEYWORD = 'ส่ง';
  const KEYWORD_REPLY = 'ร้านจัดส่งภายใน 24 ชั่วโมง ส่งในไทยใช้เวลา 2-4 วันทำการค่ะ';
  const SIZE_ANSWER =
    'สวัสดีค่ะ คุณ Pimchanok ขอบคุณที่สอบถามนะคะ คุณสูง 168 ซม. เราแนะนำไซซ์ M (163-170 ซม.) ค่ะ ใส่แล้วพอดีตัวค่ะ';
  const keywordReply = (p: Session, reply = KEYWORD_REPLY) =>
    p.do({ type: 'SetKeywordReplies', enabled: true, rules: [{ keyword: KEYWORD, reply }] });

  it('a good walkthrough: keyword reply first, size M in Thai in time, the buyer orders (100)', () => {
    const p = new Session(s);
    expect(types(keywordReply(p))).toEqual(['ChatKeywordRepliesSet']);
    expect(types(p.do({ type: 'ReadChat', buyer: 'b1' }))).toEqual(['ChatRead']);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: SIZE_ANSWER });
    expect(types(sent)).toEqual([
      'ChatMessageSent',
      'TimerCancelled',
      'ChatBuyerMoved',
      'TimerScheduled',
      'TimerScheduled',
    ]);
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      by: 'student',
      firstResponse: true,
      responseMinutes: 1,
    });
    // 10 sim seconds later the buyer asks about delivery; the keyword reply answers at once and
    // she orders 10 sim seconds after that.
    const asked = p.wait(0.2);
    expect(th(asked)).toEqual(['โอเคค่ะ งั้นเอาไซซ์ M แล้วส่งกี่วันถึงคะ']);
    expect(said(asked)).toEqual(['Great, M then. And how many days does shipping take?']);
    expect(dataOf(asked, 'ChatMessageSent')).toMatchObject({
      by: 'keyword',
      keyword: KEYWORD,
      text: KEYWORD_REPLY,
      responseMinutes: 0,
    });
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    const b = p.score();
    expect(earned(b)).toEqual({ 5101: 20, 5102: 25, 5103: 25, 5104: 30, 5105: 0 });
    expect(b.score).toBe(100);
    // The analysis quotes the message each rubric graded, with its response time.
    const quoted = Object.fromEntries(b.points.map((x) => [x.pointID, x.evidence]));
    expect(quoted[5101]).toMatchObject({ responseMinutes: 1, text: SIZE_ANSWER });
    expect(quoted[5103]).toMatchObject({ text: KEYWORD_REPLY, responseMinutes: 0 });
    expect(quoted[5104]).toBeNull();
    expect(languageCheck(b, 5102)).toMatchObject({ kind: 'language', expected: 'th', ok: true });
    expect(languageCheck(b, 5103)).toMatchObject({ kind: 'language', expected: 'th', ok: true });
    for (const id of [5101, 5102, 5103]) {
      expect(b.points.find((x) => x.pointID === id)?.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('answers in English: she asks for Thai; the Thai answer gets her going again (97)', () => {
    const p = new Session(s);
    keywordReply(p);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hi! At 168 cm, size M (163-170 cm) will fit you best.',
    });
    expect(th(p.wait(0.2))).toEqual(['ขอโทษนะคะ อ่านไม่ออกเลยค่ะ ช่วยพิมพ์เป็นภาษาไทยได้ไหมคะ']);
    p.do({ type: 'SendChatMessage', buyer: 'b1', text: SIZE_ANSWER });
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ งั้นเอาไซซ์ M แล้วส่งกี่วันถึงคะ']);
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    // The size point grades the best answer: the one in Thai; the first reply, in English, loses
    // the language share of 5101 (1 of 7).
    const b = p.score();
    expect(earned(b)).toEqual({ 5101: 17, 5102: 25, 5103: 25, 5104: 30, 5105: 0 });
    expect(languageCheck(b, 5101)).toMatchObject({ kind: 'language', expected: 'th', ok: false });
    expect(b.score).toBe(97);
  });

  it('answers only in English, keyword reply too: she cannot read them and leaves (13)', () => {
    const p = new Session(s);
    keywordReply(p, 'We ship within 24 hours, and delivery in Thailand takes 2-4 working days.');
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hi! At 168 cm, size M (163-170 cm) will fit you best.',
    });
    expect(th(p.wait(0.2))).toEqual(['ขอโทษนะคะ อ่านไม่ออกเลยค่ะ ช่วยพิมพ์เป็นภาษาไทยได้ไหมคะ']);
    expect(th(p.wait(10))).toEqual(['ไม่เป็นไรค่ะ ไปดูร้านอื่นก่อนนะคะ']);
    const b = p.score();
    // First reply and size: not in Thai, and neither her name nor thanks; the keyword reply
    // never had a question.
    expect(earned(b)).toEqual({ 5101: 17, 5102: 16, 5103: 0, 5104: 0, 5105: -20 });
    expect(b.score).toBe(13);
    expect(languageCheck(b, 5102)).toMatchObject({ kind: 'language', expected: 'th', ok: false });
  });

  it('a keyword reply in English does not answer her either (96)', () => {
    const p = new Session(s);
    keywordReply(p, 'We ship within 24 hours, and delivery in Thailand takes 2-4 working days.');
    p.do({ type: 'SendChatMessage', buyer: 'b1', text: SIZE_ANSWER });
    const asked = p.wait(0.2);
    expect(dataOf(asked, 'ChatMessageSent')).toMatchObject({ by: 'keyword' });
    expect(th(p.wait(0.2))).toEqual(['ขอโทษนะคะ อ่านไม่ออกเลยค่ะ ช่วยพิมพ์เป็นภาษาไทยได้ไหมคะ']);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'ร้านจัดส่งภายใน 24 ชั่วโมง ส่งในไทยใช้เวลา 2-4 วันทำการค่ะ',
    });
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    const b = p.score();
    // The keyword reply: all but Thai (language weighs 1 of 7: 21 of 25).
    expect(earned(b)).toEqual({ 5101: 20, 5102: 25, 5103: 21, 5104: 30, 5105: 0 });
    expect(b.score).toBe(96);
  });

  it('a size answer with a link: she will not leave the app, and asks about delivery', () => {
    const p = new Session(s);
    keywordReply(p);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'แนะนำไซซ์ M ค่ะ ดูตารางไซซ์เพิ่มได้ที่ www.siamcozy.com ค่ะ',
    });
    const asked = p.wait(0.2);
    expect(th(asked)).toEqual([
      'ขอไม่กดลิงก์หรือทักไปนอกแอปนะคะ Shopee เตือนไว้ งั้นเอาไซซ์ M ค่ะ แล้วส่งกี่วันถึงคะ',
    ]);
    expect(dataOf(asked, 'ChatMessageSent')).toMatchObject({ by: 'keyword' });
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    // The size answer fails the link check, and has neither her name nor thanks.
    expect(earned(p.score())).toMatchObject({ 5102: 18, 5103: 25, 5104: 30 });
  });

  it('size and delivery time in one answer: she checks them, and the keyword reply confirms', () => {
    const p = new Session(s);
    keywordReply(p);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'สวัสดีค่ะ คุณ Pimchanok ขอบคุณที่สอบถามนะคะ เราแนะนำไซซ์ M ค่ะ ร้านส่งของภายใน 24 ชั่วโมง ในไทยได้รับใน 2-4 วันทำการค่ะ',
    });
    const checking = p.wait(0.2);
    expect(th(checking)).toEqual([
      'โอเคค่ะ งั้นเอาไซซ์ M ค่ะ ถ้าสั่งวันนี้ ร้านส่งภายใน 24 ชม. แล้วได้ของใน 2-4 วันทำการใช่ไหมคะ',
    ]);
    expect(dataOf(checking, 'ChatMessageSent')).toMatchObject({ by: 'keyword' });
    expect(dataOf(checking, 'ChatConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    expect(p.score().score).toBe(100);
  });

  it('told one of dispatch and delivery time by hand, she asks for the other', () => {
    const ask = (first: string, question: string, second: string) => {
      const p = new Session(s);
      p.do({ type: 'SendChatMessage', buyer: 'b1', text: SIZE_ANSWER });
      p.wait(0.2);
      p.do({ type: 'SendChatMessage', buyer: 'b1', text: first });
      expect(th(p.wait(0.2))).toEqual([question]);
      p.do({ type: 'SendChatMessage', buyer: 'b1', text: second });
      expect(th(p.wait(0.2))).toEqual(['โอเคค่ะ กดสั่งเลยนะคะ ขอบคุณมากค่ะ']);
    };
    ask('ได้รับภายใน 2-4 วันทำการค่ะ', 'แล้วร้านจะส่งของออกเมื่อไหร่คะ', 'ร้านจะส่งของภายใน 24 ชั่วโมงค่ะ');
    ask('ร้านจะส่งของภายใน 24 ชั่วโมงค่ะ', 'โอเคค่ะ ส่งของแล้วประมาณกี่วันถึงคะ', 'ได้รับภายใน 2-4 วันทำการค่ะ');
  });

  it('a poor walkthrough: a slow vague answer, no keyword reply, the buyer leaves (0)', () => {
    const p = new Session(s);
    p.wait(6);
    const vague = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'All of our sizes are in stock right now.',
    });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 7 });
    expect(th(p.wait(0.2))).toEqual(['ขอโทษนะคะ ยังไม่แน่ใจเลยว่าควรเอาไซซ์ไหน S, M หรือ L คะ']);
    // Her asking again starts her patience over: 10 sim minutes later she goes.
    expect(th(p.wait(9.7))).toEqual([]);
    expect(th(p.wait(0.2))).toEqual(['ไม่เป็นไรค่ะ ไปดูร้านอื่นก่อนนะคะ']);
    const b = p.score();
    // The size answer is a polite sentence with nothing banned, but in English, with no size,
    // no name and no thanks (11 of 25).
    expect(earned(b)).toEqual({ 5101: 0, 5102: 11, 5103: 0, 5104: 0, 5105: -20 });
    expect(b.score).toBe(0);
  });

  it('keyword-stuffed answers (the size, the times) earn nothing of 5101, 5102 and 5103', () => {
    const p = new Session(s);
    keywordReply(p, '24 ชั่วโมง 2-4 วัน');
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'M ไซซ์' });
    // Sent in time: the clock alone does not earn the first reply.
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      firstResponse: true,
      responseMinutes: 1,
    });
    p.wait(0.2);
    const b = p.score();
    for (const id of [5101, 5102, 5103]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    }
    expect(earned(b)).toMatchObject({ 5101: 0, 5102: 0, 5103: 0 });
  });

  it('a first reply of a few words in a sentence is no reply either: 5101 needs 12 words', () => {
    const p = new Session(s);
    // "Hello, we recommend size M."
    p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'สวัสดีค่ะ แนะนำไซซ์ M ค่ะ' });
    const point = p.score().points.find((x) => x.pointID === 5101)!;
    expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['minWords']);
    expect(point.earned).toBe(0);
  });

  it('a rude answer with every fact loses the tone check', () => {
    const p = new Session(s);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      // "…it is your own fault for not reading the size chart!!!"
      text: 'สวัสดีค่ะ คุณ Pimchanok ขอบคุณที่สอบถามนะคะ คุณสูง 168 ซม. เราแนะนำไซซ์ M ค่ะ เป็นความผิดของคุณเองที่ไม่อ่านตารางไซซ์!!!',
    });
    const b = p.score();
    for (const [id, score] of [
      [5101, 20],
      [5102, 25],
    ] as const) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
      expect(point.earned).toBeLessThan(score);
    }
  });

  it('refuses what the settings drawer must not save and messages to nobody', () => {
    const p = new Session(s);
    expect(
      p.refused({
        type: 'SetKeywordReplies',
        enabled: true,
        rules: [
          { keyword: 'Shipping', reply: 'a' },
          { keyword: 'shipping', reply: 'b' },
        ],
      }).messageKey,
    ).toBe('chat.error.keywordTwice');
    expect(p.refused({ type: 'SetQuickPhrases', phrases: ['  '] }).messageKey).toBe(
      'chat.error.empty',
    );
    expect(p.refused({ type: 'SendChatMessage', buyer: 'nobody', text: 'hi' }).messageKey).toBe(
      'chat.error.noConversation',
    );
    expect(p.refused({ type: 'JoinChatGroup', buyer: 'b2', group: 'vip' }).messageKey).toBe(
      'chat.error.inGroup',
    );
  });
});

describe('aliexpress-chat-impatient', () => {
  const s = loadCase('aliexpress-chat-impatient');
  const es = (events: ReturnType<Session['wait']>) => said(events, 'es');
  const FIRST =
    'Hola. Mi pedido 8190352278461530 se envió el 4 de noviembre y el seguimiento lleva seis días sin moverse. ¿Dónde está mi paquete?';
  const ANGRY =
    '¿¿Hola?? ¿Hay alguien? Llevo casi dos semanas esperando y ahora ni siquiera me contestáis. Dadme el número de seguimiento o abro una disputa.';
  const WELCOME =
    '¡Hola y bienvenido a TrailPeak Outdoor Store! ¿En qué podemos ayudarte hoy con tu pedido?';
  const ANSWER =
    'Hola, Javier. Sentimos mucho la espera. Tu paquete va con AliExpress Standard Shipping y el número de seguimiento es LP00645281937502. Con el volumen del 11.11 los centros de tránsito van con retraso y el seguimiento no se actualiza, pero el paquete no se ha perdido. El seguimiento se actualizará en 2-3 días y lo seguimos de cerca.';
  const welcome = (p: Session, text: string) =>
    p.do({ type: 'SetWelcomeMessages', enabled: true, messages: [{ text, on: true }] });

  it('a good walkthrough: a welcome naming the store, then the number in Spanish within 5 minutes (100)', () => {
    const p = new Session(s);
    expect(types(welcome(p, WELCOME))).toEqual(['ChatWelcomeSet']);
    // He writes four sim minutes in (two real minutes at speed 2); the welcome message goes at once.
    expect(es(p.wait(3.9))).toEqual([]);
    const arrived = p.wait(0.1);
    expect(es(arrived)).toEqual([FIRST]);
    expect(dataOf(arrived, 'ChatMessageSent')).toMatchObject({
      by: 'welcome',
      text: WELCOME,
      responseMinutes: null,
      firstResponse: false,
    });
    expect(types(p.do({ type: 'ReadChat', buyer: 'b1' }))).toEqual(['ChatRead']);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: ANSWER });
    expect(types(sent)).toEqual([
      'ChatMessageSent',
      'TimerCancelled',
      'ChatBuyerMoved',
      'TimerScheduled',
      'ChatConversationEnded',
    ]);
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      by: 'student',
      firstResponse: true,
      responseMinutes: 1,
    });
    expect(dataOf(sent, 'ChatConversationEnded')).toMatchObject({ outcome: 'satisfied' });
    // He answers in Spanish; the case keeps what he means in English and Chinese.
    const thanks = p.wait(0.2).find((e) => e.type === 'ChatMessageReceived');
    expect((thanks?.data as { text: unknown }).text).toEqual({
      es: 'Vale, gracias. Estaré pendiente del seguimiento.',
      en: "OK, thank you. I'll keep an eye on the tracking.",
      zh: '好的，谢谢。我会留意物流信息的。',
    });
    // Satisfied, he neither gets angry nor opens a dispute later.
    expect(es(p.wait(15))).toEqual([]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5201: 15, 5202: 20, 5203: 30, 5204: 35, 5205: 0 });
    expect(b.score).toBe(100);
    expect(languageCheck(b, 5203)).toMatchObject({ kind: 'language', expected: 'es', ok: true });
    for (const id of [5201, 5202, 5203]) {
      expect(b.points.find((x) => x.pointID === id)?.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('the number without an apology gets asked for one; the apology then calms him (100)', () => {
    const p = new Session(s);
    welcome(p, WELCOME);
    expect(es(p.wait(4))).toEqual([FIRST]);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hola, Javier. El número de seguimiento de tu paquete es LP00645281937502 y puedes consultarlo en la app.',
    });
    expect(es(p.wait(0.2))).toEqual([
      'Vale, ya tengo el número. ¿Y ya está? Llevo casi dos semanas esperando y ni un «lo siento».',
    ]);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hola de nuevo, Javier: tienes razón, disculpa. Sentimos mucho el retraso: el atasco del 11.11 en los centros de tránsito ha parado el seguimiento de LP00645281937502, pero el paquete no se ha perdido y se moverá en 2-3 días.',
    });
    expect(es(p.wait(0.2))).toEqual(['Vale, gracias. Estaré pendiente del seguimiento.']);
    expect(p.score().score).toBe(100);
  });

  it('a link or a phone number is refused: he wants the answer in the chat', () => {
    const p = new Session(s);
    welcome(p, WELCOME);
    p.wait(4);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Lo sentimos mucho. Número LP00645281937502, puedes seguirlo en https://global.cainiao.com o llamarnos al +86 20 5555 0137.',
    });
    expect(es(p.wait(0.2))).toEqual([
      'Veo el número, pero no pienso pinchar en ningún enlace ni escribir a ningún correo o teléfono: AliExpress avisa de que no se salga de la plataforma. Explícamelo aquí, en el chat.',
    ]);
    // He is still waiting (not angry): the same answer without the link calms him.
    expect(p.state.chat.conversations.b1).toMatchObject({ state: 'waiting' });
    p.do({ type: 'SendChatMessage', buyer: 'b1', text: ANSWER });
    expect(es(p.wait(0.2))).toEqual(['Vale, gracias. Estaré pendiente del seguimiento.']);
    expect(earned(p.score())).toMatchObject({ 5203: 30, 5204: 35 });
  });

  it('a late but right answer still calms him down once he is angry (80)', () => {
    const p = new Session(s);
    welcome(p, '您好，欢迎您光临 TrailPeak Outdoor Store！请问今天有什么可以帮您的吗？');
    expect(es(p.wait(4))).toEqual([FIRST]);
    // 5 sim minutes after his message he loses patience.
    expect(es(p.wait(4.9))).toEqual([]);
    expect(es(p.wait(0.2))).toEqual([ANGRY]);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: ANSWER });
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      firstResponse: true,
      responseMinutes: 6,
    });
    expect(dataOf(sent, 'ChatBuyerMoved')).toMatchObject({ from: 'angry', to: 'angry' });
    expect(es(p.wait(0.2))).toEqual([
      'Bueno, ahora sí veo el número. Esperaré unos días más, pero más vale que llegue.',
    ]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5201: 15, 5202: 0, 5203: 30, 5204: 35, 5205: 0 });
    expect(b.score).toBe(80);
  });

  it('an answer in English: he cannot read it and asks for Spanish; left there, he disputes (29)', () => {
    const p = new Session(s);
    welcome(p, WELCOME);
    p.wait(4);
    const sent = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: "Hi Javier, I'm so sorry for the wait! Your tracking number is LP00645281937502. The 11.11 rush delayed the scans at the hub, so it should update within 2-3 days.",
    });
    expect(dataOf(sent, 'ChatBuyerMoved')).toMatchObject({ from: 'waiting', to: 'waiting' });
    expect(es(p.wait(0.2))).toEqual([
      'Perdona, pero no entiendo lo que me has escrito. ¿Me lo puedes poner en español?',
    ]);
    // Nobody writes to him in Spanish: his patience runs out, then he opens a dispute.
    expect(es(p.wait(9))).toEqual([ANGRY]);
    const gone = p.wait(5);
    expect(dataOf(gone, 'ChatConversationEnded')).toMatchObject({ outcome: 'dispute' });
    const b = p.score();
    // Everything but Spanish: language weighs 1 of 10 in the answer, 1 of 7 in the first reply.
    expect(earned(b)).toEqual({ 5201: 15, 5202: 17, 5203: 27, 5204: 0, 5205: -30 });
    expect(b.score).toBe(29);
    for (const id of [5202, 5203]) {
      expect(languageCheck(b, id)).toMatchObject({ kind: 'language', expected: 'es', ok: false });
    }
  });

  it('a poor walkthrough: a welcome without the store, a slow vague answer in English, a dispute (0)', () => {
    const p = new Session(s);
    welcome(p, 'Hello! How can I help you?');
    expect(es(p.wait(4))).toEqual([FIRST]);
    expect(es(p.wait(5))).toEqual([ANGRY]);
    const vague = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Sorry for the wait, your parcel is on its way. Please be patient.',
    });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 6 });
    expect(es(p.wait(0.2))).toEqual(['No quiero excusas, quiero mi número de seguimiento.']);
    // His asking again starts the angry state's 5 minutes over.
    expect(es(p.wait(4.7))).toEqual([]);
    const gone = p.wait(0.2);
    expect(es(gone)).toEqual([
      'Se acabó. Abro una disputa y le pido a AliExpress que me devuelva el dinero.',
    ]);
    expect(dataOf(gone, 'ChatConversationEnded')).toMatchObject({ outcome: 'dispute' });
    const b = p.score();
    // Sentences with an apology and nothing banned, but no number, no name, no time, in English.
    expect(earned(b)).toEqual({ 5201: 0, 5202: 0, 5203: 17, 5204: 0, 5205: -30 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('a keyword-stuffed answer (the number and a keyword) calms him but earns nothing of 5202 and 5203', () => {
    const p = new Session(s);
    welcome(p, 'TrailPeak welcome');
    p.wait(4);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'LP00645281937502 lo siento' });
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      firstResponse: true,
      responseMinutes: 1,
    });
    expect(es(p.wait(0.2))).toEqual(['Vale, gracias. Estaré pendiente del seguimiento.']);
    const b = p.score();
    for (const id of [5201, 5202, 5203]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
    }
    // The store's name and a keyword are no welcome, and a number sent in time no first reply.
    expect(earned(b)).toMatchObject({ 5201: 0, 5202: 0, 5203: 0 });
  });

  it('a first reply of a few words in a sentence is still no reply: 5202 needs 12 words', () => {
    const p = new Session(s);
    welcome(p, 'We can confirm the following for you: TrailPeak.');
    p.wait(4);
    p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'Hola, LP00645281937502 lo siento.' });
    const b = p.score();
    const first = b.points.find((x) => x.pointID === 5202)!;
    expect(first.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['minWords']);
    // A sentence naming the store that welcomes nobody is no welcome.
    const welcomed = b.points.find((x) => x.pointID === 5201)!;
    expect(welcomed.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['anyOf', 'minWords']);
    expect(earned(b)).toMatchObject({ 5201: 0, 5202: 0 });
  });

  it('a rude welcome and a rude answer with every fact lose the tone check', () => {
    const p = new Session(s);
    // "WELCOME TO …!!! Read the FAQ before writing to us, we have no time."
    welcome(
      p,
      '¡¡¡BIENVENIDO A TRAILPEAK OUTDOOR STORE!!! Lee las preguntas frecuentes antes de escribirnos, que no tenemos tiempo.',
    );
    p.wait(4);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hola, Javier. Lo siento, pero ya te lo dije: el número de seguimiento es LP00645281937502. ¡¡¡El paquete se moverá en 2-3 días, así que deja de escribir!!!',
    });
    const b = p.score();
    for (const [id, score] of [
      [5201, 15],
      [5202, 20],
      [5203, 30],
    ] as const) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
      expect(point.earned).toBeLessThan(score);
    }
  });
});

describe('temu-chat-address', () => {
  const s = loadCase('temu-chat-address');
  const ORDER = 'PO-211-13572846019337';
  const NEW_ADDRESS = '2210 N Halsted St, Apt 3B, Chicago, IL 60614';

  it('a good walkthrough: remark, group, a reply quoting the ZIP code, the buyer confirms (100)', () => {
    const p = new Session(s);
    expect(types(p.do({ type: 'ReadChat', buyer: 'b1' }))).toEqual(['ChatRead']);
    // Daniel's earlier session is history: nothing waits for an answer there.
    expect(p.state.chat.conversations.b2).toMatchObject({ returning: true, unread: 0 });
    expect(
      types(
        p.do({
          type: 'RemarkOrder',
          orderNo: ORDER,
          remark: `Address change (buyer in chat): ${NEW_ADDRESS}`,
        }),
      ),
    ).toEqual(['OrderRemarked']);
    expect(types(p.do({ type: 'JoinChatGroup', buyer: 'b1', group: 'addrcheck' }))).toEqual([
      'ChatGroupJoined',
    ]);
    const sent = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: `Hi Emily, thank you for letting us know! Your order hasn't shipped yet. We've noted your new address, ${NEW_ADDRESS}, for the warehouse. Please check that ZIP code 60614 is right.`,
    });
    expect(types(sent)).toEqual([
      'ChatMessageSent',
      'TimerCancelled',
      'ChatBuyerMoved',
      'TimerScheduled',
      'ChatConversationEnded',
    ]);
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      by: 'student',
      firstResponse: true,
      responseMinutes: 1,
    });
    expect(said(p.wait(0.2))).toEqual(["Perfect, that's the right one. Thank you so much!"]);
    expect(said(p.wait(15))).toEqual([]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5301: 10, 5302: 15, 5303: 15, 5304: 35, 5305: 25, 5306: 0 });
    expect(b.score).toBe(100);
    expect(languageCheck(b, 5304)).toMatchObject({ kind: 'language', expected: 'en', ok: true });
    for (const id of [5301, 5303, 5304]) {
      expect(b.points.find((x) => x.pointID === id)?.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('the ZIP code with a phone number: she asks to confirm it in the chat instead', () => {
    const p = new Session(s);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hi Emily, we noted ZIP code 60614. If anything is wrong, call us at +1 773 555 0123.',
    });
    expect(said(p.wait(0.2))).toEqual([
      "Thanks! I'd rather not click links or call anyone though, Temu says to keep everything in the app. Can you just confirm here that it's going to 60614?",
    ]);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hi Emily, of course, and sorry for the trouble: your parcel will go to 2210 N Halsted St, Apt 3B, Chicago, IL 60614.',
    });
    expect(said(p.wait(0.2))).toEqual(["Perfect, that's the right one. Thank you so much!"]);
    expect(earned(p.score())).toMatchObject({ 5304: 35, 5305: 25 });
  });

  it('the ZIP code in Chinese: she cannot read it and asks for English', () => {
    const p = new Session(s);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: '您好，我们已经记下您的新地址，邮编 60614，发货前会按新地址寄出。',
    });
    expect(said(p.wait(0.2))).toEqual([
      "Sorry, I can't read that, I only see the 60614. Could you write it in English?",
    ]);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: "Sorry! We've noted your new address, 2210 N Halsted St, Apt 3B, Chicago, IL 60614. Is the ZIP code right?",
    });
    expect(said(p.wait(0.2))).toEqual(["Perfect, that's the right one. Thank you so much!"]);
  });

  it('a poor walkthrough: a late vague reply in Chinese, the wrong group, the buyer goes to Temu support (0)', () => {
    const p = new Session(s);
    expect(said(p.wait(6))).toEqual([]);
    const vague = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: '好的，我们已经记下您的新地址了。',
    });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 7 });
    expect(said(p.wait(0.2))).toEqual([
      "Sorry, just to be sure: will the parcel go to my new address, the one with ZIP code 60614? It hasn't shipped yet, right?",
    ]);
    p.do({ type: 'JoinChatGroup', buyer: 'b1', group: 'vip' });
    // A remark without the street number, the city and the state: half the address.
    p.do({ type: 'RemarkOrder', orderNo: ORDER, remark: 'New address: Halsted St, Apt 3B, 60614' });
    // Her asking again starts her 10 minutes over; the remark alone does not answer her.
    expect(said(p.wait(9.5))).toEqual([]);
    const gone = p.wait(0.2);
    expect(said(gone)).toEqual(["No reply… I'll ask Temu support to change the address instead."]);
    expect(dataOf(gone, 'ChatConversationEnded')).toMatchObject({ outcome: 'followUp' });
    const b = p.score();
    // The remark has 3 of the 6 parts of the address. The vague reply passes the banned-content,
    // sentence and tone checks only: no ZIP code, no name, too short, and Chinese to a buyer who
    // writes English (3 of 9); late, it is no first reply in time.
    expect(earned(b)).toEqual({ 5301: 5, 5302: 0, 5303: 0, 5304: 11, 5305: 0, 5306: -25 });
    expect(b.score).toBe(0);
    expect(languageCheck(b, 5304)).toMatchObject({ kind: 'language', expected: 'en', ok: false });
    expect(b.passed).toBe(false);
  });

  it('a keyword-stuffed answer (the ZIP code and keywords) earns nothing of 5303 and 5304', () => {
    const p = new Session(s);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: '60614 Halsted 3B ok' });
    // Sent in time: the clock alone does not earn the first reply.
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      firstResponse: true,
      responseMinutes: 1,
    });
    const b = p.score();
    for (const id of [5303, 5304]) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.find((c) => c.kind === 'sentences')).toMatchObject({ ok: false });
      expect(point.earned).toBe(0);
    }
  });

  it('a rude answer with every fact loses the tone check', () => {
    const p = new Session(s);
    p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: `Hi Emily, thanks for the message, but you should have checked your address before paying. We noted ${NEW_ADDRESS}; the ZIP code is 60614.`,
    });
    const b = p.score();
    for (const [id, score] of [
      [5303, 15],
      [5304, 35],
    ] as const) {
      const point = b.points.find((x) => x.pointID === id)!;
      expect(point.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
      expect(point.earned).toBeLessThan(score);
    }
  });
});
