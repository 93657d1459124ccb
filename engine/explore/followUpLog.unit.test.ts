/** The explorer writes follow-up log items only for a case that scores the log, and reaches them. */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../testing/fixtures.ts';
import { initialState } from '../attempt/state.ts';
import { candidates } from './candidates.ts';
import { explore } from './explore.ts';

describe('explorer and the follow-up log', () => {
  it('reaches a log point with an item whose detail passes its rubric', () => {
    const r = explore(loadCase('shopee-thank-you'));
    const point = r.points.find((p) => p.pointID === 4306)!;
    expect(point.reached).toBe(true);
    expect(point.witness).toEqual([
      {
        kind: 'command',
        command: expect.objectContaining({
          type: 'SaveFollowUpLog',
          detail: expect.stringContaining('260608HK3T9QZW'),
        }) as unknown,
      },
    ]);
  }, 120_000);

  it('tries log items only in a case that scores the log', () => {
    const tried = (id: string) => {
      const scenario = loadCase(id);
      const ctx = {
        scenario,
        pools: new Map(),
        texts: ['A note'],
        textsByField: new Map(),
        rubricTexts: [],
      };
      return candidates(initialState(scenario), ctx).filter((c) => c.type === 'SaveFollowUpLog');
    };
    expect(tried('amazon-partial-stock')).toEqual([]);
    expect(tried('shopee-thank-you').length).toBeGreaterThan(0);
  });
});
