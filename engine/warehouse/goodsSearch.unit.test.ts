/** The toolbox goods search: by platform, on sale or not, and a word of the SKU or a name. */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../schemas/scenario.ts';
import { searchGoods } from './goodsSearch.ts';
import { initialWarehouse } from './state.ts';

const item = (
  sku: string,
  store: string,
  status: 'forSale' | 'unsold',
  en: string,
  zh: string,
) => ({
  sku,
  name: { en, zh },
  spec: '',
  qty: 3,
  price: 10,
  status,
  store,
});
const scenario = {
  stores: [
    { id: 'a1', platform: 'amazon', name: 'A' },
    { id: 's1', platform: 'shopee', name: 'S' },
  ],
  world: {
    stock: [
      item('TENT-2P', 'a1', 'forSale', 'Two-person tent', '双人帐篷'),
      item('MUG-4', 's1', 'unsold', 'Ceramic mugs', '陶瓷杯'),
      item('LAMP-1', 'x9', 'forSale', 'Desk lamp', '台灯'),
    ],
  },
} as unknown as Scenario;
const warehouse = initialWarehouse(scenario);
const skus = (q: { platform: '' | 'amazon' | 'shopee'; state: number; value: string }) =>
  searchGoods(scenario, warehouse, q).map((g) => g.sku);

describe('searchGoods', () => {
  it('lists everything in list order with the state code and the store’s platform', () => {
    expect(searchGoods(scenario, warehouse, { platform: '', state: -1, value: '' })).toEqual([
      {
        sku: 'TENT-2P',
        name: { en: 'Two-person tent', zh: '双人帐篷' },
        specs: '',
        price: 10,
        num: 3,
        state: 0,
        platform: 'amazon',
      },
      {
        sku: 'MUG-4',
        name: { en: 'Ceramic mugs', zh: '陶瓷杯' },
        specs: '',
        price: 10,
        num: 3,
        state: 1,
        platform: 'shopee',
      },
      // A store the case does not have sells on an independent site.
      {
        sku: 'LAMP-1',
        name: { en: 'Desk lamp', zh: '台灯' },
        specs: '',
        price: 10,
        num: 3,
        state: 0,
        platform: 'independent',
      },
    ]);
  });

  it('filters by platform, by on sale (0) or not (1), and by a word of the SKU or a name', () => {
    expect(skus({ platform: 'shopee', state: -1, value: '' })).toEqual(['MUG-4']);
    expect(skus({ platform: '', state: 0, value: '' })).toEqual(['TENT-2P', 'LAMP-1']);
    expect(skus({ platform: '', state: 1, value: '' })).toEqual(['MUG-4']);
    expect(skus({ platform: '', state: -1, value: ' tent ' })).toEqual(['TENT-2P']);
    expect(skus({ platform: '', state: -1, value: 'lamp-1' })).toEqual(['LAMP-1']);
    expect(skus({ platform: '', state: -1, value: '陶瓷' })).toEqual(['MUG-4']);
    expect(skus({ platform: 'amazon', state: 1, value: '' })).toEqual([]);
  });
});
