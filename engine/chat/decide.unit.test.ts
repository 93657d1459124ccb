/**
 * The chat module: what the quick settings send when a buyer writes (welcome once, keyword
 * replies, an automatic reply picked with the seeded generator and replayed the same), read
 * receipts, response times, groups, and writing first to a buyer who ordered.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { given, loadCase } from '../testing/fixtures.ts';
import { dataOf, Session, types } from '../testing/session.ts';

const presale = loadCase('shopee-chat-presale');
const impatient = loadCase('aliexpress-chat-impatient');
const address = loadCase('temu-chat-address');

const sent = (events: ReturnType<Session['wait']>) =>
  events
    .filter((e) => e.type === 'ChatMessageSent')
    .map((e) => {
      const d = e.data as { by: string; text: string };
      return [d.by, d.text];
    });

describe('quick settings when a buyer writes', () => {
  const welcome = (s: Session, enabled = true) =>
    s.do({
      type: 'SetWelcomeMessages',
      enabled,
      messages: [
        { text: 'Welcome to TrailPeak!', on: true },
        { text: 'Switched off', on: false },
        { text: 'How can we help?', on: true },
      ],
    });

  it('sends the welcome messages switched on, in order, once a session', () => {
    const s = new Session(impatient);
    welcome(s);
    const first = s.wait(4);
    expect(types(first)).toContain('ChatMessageReceived');
    expect(sent(first)).toEqual([
      ['welcome', 'Welcome to TrailPeak!'],
      ['welcome', 'How can we help?'],
    ]);
    // Welcome messages answer nothing: no response time, not the first response.
    expect(dataOf(first, 'ChatMessageSent')).toMatchObject({
      responseMinutes: null,
      firstResponse: false,
    });
    // His next message (he loses patience) is not welcomed again.
    expect(sent(s.wait(5))).toEqual([]);
  });

  it('never sends a welcome turned on after the buyer has written (no late welcome)', () => {
    const s = new Session(impatient);
    expect(sent(s.wait(4))).toEqual([]);
    welcome(s);
    // His next message (he loses patience) gets no welcome: it would greet him mid-conversation.
    const next = s.wait(5);
    expect(types(next)).toContain('ChatMessageReceived');
    expect(sent(next)).toEqual([]);
  });

  it('sends nothing when the welcome messages are off', () => {
    const s = new Session(impatient);
    welcome(s, false);
    expect(sent(s.wait(4))).toEqual([]);
  });

  it('picks one automatic reply with the seeded generator, once until the student writes', () => {
    const replies = ['We are on it.', 'Back in a minute.', 'Thanks for waiting.'];
    const play = () => {
      const s = new Session(impatient);
      s.do({
        type: 'SetAutoReplies',
        enabled: true,
        replies: [...replies.map((text) => ({ text, on: true })), { text: 'never', on: false }],
      });
      return s;
    };
    const s = play();
    const first = sent(s.wait(4));
    expect(first).toHaveLength(1);
    expect(first[0]?.[0]).toBe('autoReply');
    expect(replies).toContain(first[0]?.[1]);
    // The same seed and stream pick the same reply; a replay agrees (score() checks it).
    expect(sent(play().wait(4))).toEqual(first);
    expect(sent(s.wait(5))).toEqual([]);
    s.score();
  });

  it('answers a keyword found in what the buyer wrote; the reply counts as an answer', () => {
    const s = new Session(presale);
    s.do({
      type: 'SetKeywordReplies',
      enabled: true,
      rules: [
        // Only in the case's English meaning of her Thai words: she never typed it.
        { keyword: 'shipping', reply: 'never sent' },
        { keyword: 'ส่ง', reply: 'ส่งภายใน 24 ชม. ค่ะ' },
      ],
    });
    s.do({ type: 'SendChatMessage', buyer: 'b1', text: 'ไซซ์ M ค่ะ' });
    const answered = s.wait(0.2);
    expect(sent(answered)).toEqual([['keyword', 'ส่งภายใน 24 ชม. ค่ะ']]);
    expect(dataOf(answered, 'ChatMessageSent')).toMatchObject({
      keyword: 'ส่ง',
      responseMinutes: 0,
    });
    expect(s.state.chat.conversations.b1?.waitingSince).toBeNull();
  });
});

describe('conversation state', () => {
  it('records read receipts: the buyer has read what she answered', () => {
    const s = new Session(presale);
    s.do({ type: 'SendChatMessage', buyer: 'b1', text: 'Size M fits.' });
    const c = () => s.state.chat.conversations.b1!;
    const mine = s.state.chat.byId[c().messages.at(-1)!]!;
    expect(mine.seq > c().buyerRead).toBe(false); // her script reacted at once: read
    s.do({ type: 'SendChatMessage', buyer: 'b2', text: 'Hello again!' });
    const toMarcus = s.state.chat.conversations.b2!;
    expect(s.state.chat.byId[toMarcus.messages.at(-1)!]!.seq > toMarcus.buyerRead).toBe(true);
  });

  it('keeps the first and the slowest response, and unread counts', () => {
    const s = new Session(presale);
    expect(s.state.chat.conversations.b1).toMatchObject({ unread: 1, returning: false });
    expect(s.state.chat.conversations.b2).toMatchObject({ unread: 0, returning: true });
    s.wait(4);
    s.do({ type: 'ReadChat', buyer: 'b1' });
    expect(s.state.chat.conversations.b1?.unread).toBe(0);
    s.do({ type: 'SendChatMessage', buyer: 'b1', text: 'Which height?' });
    s.wait(2.5);
    s.do({ type: 'SendChatMessage', buyer: 'b1', text: 'M' });
    expect(s.state.chat.conversations.b1).toMatchObject({
      firstResponseMinutes: 5,
      slowestResponseMinutes: 5,
      studentMessages: 2,
    });
  });

  it('lets the store write first to a buyer who ordered, and puts buyers in groups', () => {
    const ids = (sc: Scenario) => Object.keys(initialOf(sc));
    const initialOf = (sc: Scenario) => new Session(sc).state.chat.conversations;
    expect(ids(address).sort()).toEqual(['b1', 'b2']);
    const g = given(address);
    expect(
      types(g.when({ type: 'JoinChatGroup', buyer: 'b1', group: 'addrcheck' }).events() as never),
    ).toEqual(['ChatGroupJoined']);
    g.when({ type: 'JoinChatGroup', buyer: 'b1', group: 'nope' }).rejects('chat.error.noGroup', {
      group: 'nope',
    });
    g.when({ type: 'SendChatMessage', buyer: 'zz', text: 'hi' }).rejects(
      'chat.error.noConversation',
    );
    g.when({
      type: 'SetWelcomeMessages',
      enabled: true,
      messages: [{ text: '  ', on: true }],
    }).rejects('chat.error.empty');
  });
});
