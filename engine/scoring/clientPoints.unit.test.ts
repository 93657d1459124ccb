/** The browser is told only the client points of its page, never the points scored from events. */
import { describe, expect, it } from 'vitest';
import { loadCase } from '../testing/fixtures.ts';
import { clientPointsOf } from './clientPoints.ts';

const s = loadCase('independent-site-orders');

describe('clientPointsOf', () => {
  it('lists the one client point of the order page (117, the toolbox stock look-up)', () => {
    expect(clientPointsOf(s, 'orderSlove')).toEqual([
      {
        pointID: 117,
        sourceID: -1,
        content: {
          zh: '发货前用工具箱查询了商品库存',
          en: 'Looked up the goods stock in the toolbox before shipping',
        },
      },
    ]);
  });

  it('lists nothing for a page with business points only, and a rule without a source id gets -1', () => {
    expect(clientPointsOf(s, 'CustomerManage')).toEqual([]);
    const bare = { ...s.scoring.find((r) => r.point === 117)!, sourceID: undefined };
    expect(clientPointsOf({ scoring: [bare] }, 'orderSlove')[0]?.sourceID).toBe(-1);
  });
});
