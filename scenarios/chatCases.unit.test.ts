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
    expect(said(asked)).toEqual([
      'Great, M then. And how long does shipping to Singapore take?',
    ]);
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
