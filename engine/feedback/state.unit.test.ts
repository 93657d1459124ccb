/** Review metrics and the platforms' removal rules (defaults, and a scenario's own). */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { loadCase } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';
import { isStanding, removalPolicy, reviewMetrics, type Review } from './state.ts';

const review = (rating: number, extra: Partial<Review> = {}): Review => ({
  id: `r${rating}`,
  kind: 'store',
  store: 's',
  buyer: 'b',
  orderNo: null,
  sku: null,
  rating,
  text: { en: 'x' },
  at: '2026-01-01T00:00:00.000Z',
  violates: [],
  reply: null,
  removed: false,
  removal: null,
  requested: [],
  refused: [],
  contacted: 0,
  position: 0,
  pending: null,
  ...extra,
});

describe('reviewMetrics', () => {
  it('averages to one decimal and shares in percent over the reviews that stand', () => {
    const m = reviewMetrics([
      review(5, { reply: 'thanks' }),
      review(4),
      review(3),
      review(1),
      review(1, { removed: true }),
      review(2),
    ]);
    expect(m).toEqual({
      reviews: 5,
      rating: 3,
      positive: 40,
      neutral: 20,
      negative: 40,
      responseRate: 20,
    });
    expect(reviewMetrics([review(5), review(4), review(4)]).rating).toBe(4.3);
    expect(reviewMetrics([])).toMatchObject({ reviews: 0, rating: null, responseRate: 0 });
  });
});

describe('removalPolicy', () => {
  it('takes the platform default unless the scenario names its own', () => {
    const s = loadCase('amazon-feedback-removal');
    expect(removalPolicy(s, 'amazon')).toEqual([
      'obscene',
      'personalData',
      'productOnly',
      'promotional',
    ]);
    expect(removalPolicy(s, 'amazon')).not.toContain('unrelated');
    const own: Scenario = {
      ...s,
      world: { ...s.world, feedback: { reviews: [], removalPolicy: { amazon: ['obscene'] } } },
    };
    expect(removalPolicy(own, 'amazon')).toEqual(['obscene']);
    expect(removalPolicy(own, 'shopee')).toContain('promotional');
  });
});

describe('a review that waits for a conversation to end', () => {
  it('appears, with the time the buyer left, only when the buyer leaves that way', () => {
    const chat = loadCase('aliexpress-chat-impatient');
    const review = {
      id: 'angry',
      kind: 'store' as const,
      store: 'ae1',
      buyer: 'b1',
      rating: 1,
      text: { en: 'Nobody answered me.' },
      at: chat.clock.start,
      arrivesWhen: { outcome: 'dispute' as const },
    };
    const s: Scenario = { ...chat, world: { ...chat.world, feedback: { reviews: [review] } } };
    const waiting = new Session(s);
    expect(isStanding(waiting.state.feedback.byId.angry!)).toBe(false);
    waiting.refused({ type: 'ReplyFeedback', id: 'angry', text: 'Sorry' });
    // Nobody answers Javier: he writes at 4 sim minutes, gets angry at 9, opens a dispute at 14.
    const ended = waiting.wait(15);
    const at = (ended.find((e) => e.type === 'ChatConversationEnded')?.data as { at: string }).at;
    expect(waiting.state.feedback.byId.angry).toMatchObject({ pending: null, at });
    expect(reviewMetrics(Object.values(waiting.state.feedback.byId)).reviews).toBe(1);

    const helped = new Session(s);
    helped.wait(4.5);
    helped.do({
      type: 'SendChatMessage',
      buyer: 'b1',
      text: 'Sentimos mucho la espera. Tu número de seguimiento es LP00645281937502.',
    });
    helped.wait(15);
    expect(isStanding(helped.state.feedback.byId.angry!)).toBe(false);
  });
});
