/**
 * A scripted buyer's condition may ask for their own language (`language: buyer`): a reply they
 * cannot read does not satisfy them; a reply too short to tell still may.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { semanticErrors } from '../scenario/semantic.ts';
import { loadCase } from '../testing/fixtures.ts';
import { dataOf, Session } from '../testing/session.ts';

const TRACKING = 'LP00645281937502';
/** The impatient chat buyer, writing Spanish, satisfied only by the number in Spanish. */
const spanish = (): Scenario => {
  const s = structuredClone(loadCase('aliexpress-chat-impatient'));
  s.buyers = s.buyers.map((b) => (b.id === 'b1' ? { ...b, language: 'es' } : b));
  const script = s.world.chat!.scripts![0]!;
  const state = script.states[script.start]!;
  state.on = [
    {
      if: { mustInclude: [TRACKING], language: 'buyer' },
      say: state.on![0]!.say,
      outcome: 'satisfied',
    },
  ];
  state.otherwise = { say: state.otherwise?.say ?? state.on[0]!.say, to: script.start };
  return s;
};

const reply = (text: string) => {
  const s = spanish();
  const p = new Session(s);
  // Just after his first message: he is waiting for an answer.
  const first = s.world.chat!.conversations.find((c) => c.buyer === 'b1')!.messages[0]!;
  p.wait((Date.parse(first.at) - Date.parse(s.clock.start)) / 60_000 + 0.2);
  const sent = p.do({ type: 'SendChatMessage', buyer: 'b1', text });
  return dataOf(sent, 'ChatBuyerMoved') as { trigger: string };
};

describe('language: buyer in a buyer script', () => {
  it('holds for a reply in the buyer language, not for one they cannot read', () => {
    expect(
      reply(`Hola Javier, lo siento mucho por la espera. Tu número de seguimiento es ${TRACKING}.`)
        .trigger,
    ).toBe('message');
    expect(
      reply(`您好，非常抱歉让您久等了，您的包裹运单号是 ${TRACKING}，我们会继续跟进。`).trigger,
    ).toBe('otherwise');
  });

  it('never fails a reply too short to tell', () => {
    expect(reply(TRACKING).trigger).toBe('message');
  });
});

describe('validation of language: buyer in conditions', () => {
  it("refuses a condition asking for the buyer's language when the buyer has none", () => {
    const s = spanish();
    expect(semanticErrors(s)).toEqual([]);
    const mute = { ...s, buyers: s.buyers.map(({ language: _, ...b }) => b) };
    expect(semanticErrors(mute).map((e) => e.message)).toContain(
      'a condition asks for the buyer\'s language, but buyer "b1" has none',
    );
  });
});
