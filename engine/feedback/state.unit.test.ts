/** Review metrics and the platforms' removal rules (defaults, and a scenario's own). */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { loadCase } from '../testing/fixtures.ts';
import { removalPolicy, reviewMetrics, type Review } from './state.ts';

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
  requested: [],
  refused: [],
  contacted: 0,
  position: 0,
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
