/** /api/PracticeTraining/GoodsSearch: the toolbox's goods lookup in the spec's shape. */
import { describe, expect, it } from 'vitest';
import { useModuleApi } from '../testing/moduleApi.ts';

const api = useModuleApi();

describe('/api/PracticeTraining/GoodsSearch', () => {
  it('finds goods by name or code, platform and state, in the spec shape', async () => {
    const id = await api.h.start(api.token, 'shopee-return-refund');
    const r = await api.h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: -1, value: 'mug' },
      api.token,
    );
    expect(r.json().data.list).toEqual([
      expect.objectContaining({
        sku: 'MUG-CER4',
        specs: '380 ml / white',
        price: 8.5,
        num: 36,
        state: 0,
        platform: 'shopee',
      }),
    ]);
    const none = await api.h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: 'amazon', state: -1, value: '' },
      api.token,
    );
    expect(none.json().data.list).toEqual([]);
    const bad = await api.h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: 7, value: '' },
      api.token,
    );
    expect(bad.statusCode).toBe(400);
    const theirs = await api.h.post(
      '/api/PracticeTraining/GoodsSearch',
      { userCaseID: id, platform: '', state: -1, value: '' },
      api.other,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
