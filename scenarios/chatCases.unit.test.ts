/**
 * The shipped chat cases played through the engine as a student would: quick settings saved
 * from the settings drawer, messages typed in the conversation pane, orders remarked and buyers
 * put in groups. A good walkthrough reaches full marks, a poor one scores low; buyers answer and
 * lose patience on the sim clock, and a replay of the event log gives the live score.
 */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';

const said = (events: ReturnType<Session['wait']>) =>
  events
    .filter((e) => e.type === 'ChatMessageReceived')
    .map((e) => (e.data as { text: { en: string } }).text.en);

describe('shopee-chat-presale', () => {
  const s = loadCase('shopee-chat-presale');
  const KEYWORD_REPLY =
    'We ship within 24 hours, and delivery in Singapore takes 2-4 working days.';

  it('a good walkthrough: keyword reply first, size M in time, the buyer orders (100)', () => {
    const p = new Session(s);
    expect(
      types(
        p.do({
          type: 'SetKeywordReplies',
          enabled: true,
          rules: [{ keyword: 'shipping', reply: KEYWORD_REPLY }],
        }),
      ),
    ).toEqual(['ChatKeywordRepliesSet']);
    expect(types(p.do({ type: 'ReadChat', buyer: 'b1' }))).toEqual(['ChatRead']);
    const sent = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Hi Nur! At 168 cm, size M (163-170 cm) fits you best.',
    });
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
    // 10 sim seconds later the buyer asks about shipping; the keyword reply answers at once and
    // she orders 10 sim seconds after that.
    const asked = p.wait(0.2);
    expect(said(asked)).toEqual(['Great, M then. And how long does shipping to Singapore take?']);
    expect(dataOf(asked, 'ChatMessageSent')).toMatchObject({
      by: 'keyword',
      keyword: 'shipping',
      text: KEYWORD_REPLY,
      responseMinutes: 0,
    });
    expect(said(p.wait(0.2))).toEqual(["Perfect, I'm ordering now. Thank you!"]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5101: 20, 5102: 25, 5103: 25, 5104: 30, 5105: 0 });
    expect(b.score).toBe(100);
    // The analysis quotes the message each rubric graded, with its response time.
    const quoted = Object.fromEntries(b.points.map((x) => [x.pointID, x.evidence]));
    expect(quoted[5101]).toMatchObject({
      responseMinutes: 1,
      text: expect.stringContaining('size M'),
    });
    expect(quoted[5103]).toMatchObject({ text: KEYWORD_REPLY, responseMinutes: 0 });
    expect(quoted[5104]).toBeNull();
  });

  it('a poor walkthrough: a slow vague answer, no keyword reply, the buyer leaves (0)', () => {
    const p = new Session(s);
    p.wait(6);
    const vague = p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'All sizes are in stock.' });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 7 });
    expect(said(p.wait(0.2))).toEqual(["Sorry, I still don't know which size to take: S, M or L?"]);
    // Her asking again starts her patience over: 10 sim minutes later she goes.
    expect(said(p.wait(9.7))).toEqual([]);
    expect(said(p.wait(0.2))).toEqual(["Never mind, I'll look at another shop."]);
    const b = p.score();
    // Only the banned-content checks of the size answer pass (a rubric pays checks pro rata).
    expect(earned(b)).toEqual({ 5101: 0, 5102: 18, 5103: 0, 5104: 0, 5105: -20 });
    expect(b.score).toBe(0);
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
  const FIRST =
    "Hello. My order 8190352278461530 shipped on 4 November and the tracking hasn't moved for six days. Where is my parcel?";
  const ANGRY =
    "Hello?? Is anyone there? I've waited almost two weeks and now nobody even answers. Give me the tracking number or I'm opening a dispute.";
  const ANSWER =
    "Hi Javier, I'm so sorry for the wait! Your parcel is on its way with AliExpress Standard Shipping, tracking number LP00645281937502. The 11.11 rush delayed the scans at the hub, so it should update in the next few days.";

  it('a good walkthrough: a welcome naming the store, then the number within 3 minutes (100)', () => {
    const p = new Session(s);
    expect(
      types(
        p.do({
          type: 'SetWelcomeMessages',
          enabled: true,
          messages: [{ text: 'Welcome to TrailPeak Outdoor Store! How can we help?', on: true }],
        }),
      ),
    ).toEqual(['ChatWelcomeSet']);
    // He writes three sim minutes in (90 real seconds at speed 2); the welcome message goes at once.
    const arrived = p.wait(3);
    expect(said(arrived)).toEqual([FIRST]);
    expect(dataOf(arrived, 'ChatMessageSent')).toMatchObject({
      by: 'welcome',
      text: 'Welcome to TrailPeak Outdoor Store! How can we help?',
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
    expect(said(p.wait(0.2))).toEqual(["OK, thank you. I'll keep an eye on the tracking."]);
    // Satisfied, he neither gets angry nor opens a dispute later.
    expect(said(p.wait(10))).toEqual([]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5201: 15, 5202: 20, 5203: 30, 5204: 35, 5205: 0 });
    expect(b.score).toBe(100);
  });

  it('a late but right answer still calms him down once he is angry (80)', () => {
    const p = new Session(s);
    p.do({
      type: 'SetWelcomeMessages',
      enabled: true,
      messages: [{ text: '欢迎光临 TrailPeak Outdoor Store！', on: true }],
    });
    expect(said(p.wait(3))).toEqual([FIRST]);
    // 3 sim minutes after his message he loses patience.
    expect(said(p.wait(2.9))).toEqual([]);
    expect(said(p.wait(0.2))).toEqual([ANGRY]);
    const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text: ANSWER });
    expect(dataOf(sent, 'ChatMessageSent')).toMatchObject({
      firstResponse: true,
      responseMinutes: 4,
    });
    expect(dataOf(sent, 'ChatBuyerMoved')).toMatchObject({ from: 'angry', to: 'angry' });
    expect(said(p.wait(0.2))).toEqual([
      "Fine, I can see the number now. I'll wait a few more days, but it had better arrive.",
    ]);
    const b = p.score();
    expect(earned(b)).toEqual({ 5201: 15, 5202: 0, 5203: 30, 5204: 35, 5205: 0 });
    expect(b.score).toBe(80);
  });

  it('a poor walkthrough: a welcome without the store, a slow answer without the number, a dispute (0)', () => {
    const p = new Session(s);
    p.do({
      type: 'SetWelcomeMessages',
      enabled: true,
      messages: [{ text: 'Hello! How can I help you?', on: true }],
    });
    expect(said(p.wait(3))).toEqual([FIRST]);
    expect(said(p.wait(3))).toEqual([ANGRY]);
    const vague = p.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Sorry for the wait, your parcel is on its way. Please be patient.',
    });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 4 });
    expect(said(p.wait(0.2))).toEqual(["I don't want excuses, I want my tracking number."]);
    // His asking again starts the angry state's 3 minutes over.
    expect(said(p.wait(2.7))).toEqual([]);
    const gone = p.wait(0.2);
    expect(said(gone)).toEqual([
      "That's it. I'm opening a dispute and asking AliExpress for my money back.",
    ]);
    expect(dataOf(gone, 'ChatConversationEnded')).toMatchObject({ outcome: 'dispute' });
    const b = p.score();
    // The answer passes the apology and banned-content checks only (4 of 5: 24 of 30).
    expect(earned(b)).toEqual({ 5201: 0, 5202: 0, 5203: 24, 5204: 0, 5205: -30 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
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
      text: `Hi Emily, no problem: your order hasn't shipped yet. We've noted your new address, ${NEW_ADDRESS}, for the warehouse. Please check that ZIP code 60614 is right.`,
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
    expect(earned(b)).toEqual({ 5301: 25, 5302: 15, 5303: 15, 5304: 20, 5305: 25, 5306: 0 });
    expect(b.score).toBe(100);
  });

  it('a poor walkthrough: a late vague reply, the wrong group, the buyer goes to Temu support (15)', () => {
    const p = new Session(s);
    expect(said(p.wait(6))).toEqual([]);
    const vague = p.do({ type: 'SendChatMessage', buyer: 'b1', text: 'OK, noted.' });
    expect(dataOf(vague, 'ChatMessageSent')).toMatchObject({ responseMinutes: 7 });
    expect(said(p.wait(0.2))).toEqual([
      "Sorry, just to be sure: will the parcel go to my new address, the one with ZIP code 60614? It hasn't shipped yet, right?",
    ]);
    p.do({ type: 'JoinChatGroup', buyer: 'b1', group: 'vip' });
    p.do({ type: 'RemarkOrder', orderNo: ORDER, remark: `New address: ${NEW_ADDRESS}` });
    // Her asking again starts her 10 minutes over; the remark alone does not answer her.
    expect(said(p.wait(9.5))).toEqual([]);
    const gone = p.wait(0.2);
    expect(said(gone)).toEqual(["No reply… I'll ask Temu support to change the address instead."]);
    expect(dataOf(gone, 'ChatConversationEnded')).toMatchObject({ outcome: 'followUp' });
    const b = p.score();
    // The vague reply passes only the banned-content checks (3 of 4: 15 of 20).
    expect(earned(b)).toEqual({ 5301: 25, 5302: 0, 5303: 0, 5304: 15, 5305: 0, 5306: -25 });
    expect(b.score).toBe(15);
    expect(b.passed).toBe(false);
  });
});
