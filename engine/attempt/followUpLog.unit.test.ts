/** The follow-up log: items added with fresh ids, changed, deleted; the spec's limits as keys. */
import { describe, expect, it } from 'vitest';
import { given, loadCase, stateOf } from '../testing/fixtures.ts';
import type { DomainEvent } from '../../schemas/events.ts';

const s = loadCase('amazon-partial-stock');
const save = {
  type: 'SaveFollowUpLog',
  logTime: ' Day 1 ',
  kind: 'disputeClaims',
  detail: ' Promised a refund ',
  isDone: false,
} as const;
const saved = (id: string, isNew: boolean, detail = 'Promised a refund'): DomainEvent => ({
  type: 'FollowUpLogSaved',
  data: {
    id,
    isNew,
    logTime: 'Day 1',
    customerInfo: '',
    orderInfo: '',
    kind: 'disputeClaims',
    detail,
    isDone: false,
  },
});

describe('follow-up log', () => {
  it('adds an item with the next id, texts trimmed, and changes it by id', () => {
    given(s)
      .when(save)
      .then([saved('L1', true)]);
    given(s, [saved('L1', true), { type: 'FollowUpLogDeleted', data: { id: 'L1' } }])
      .when(save)
      .then([saved('L2', true)]);
    given(s, [saved('L1', true)])
      .when({ ...save, id: 'L1', detail: 'Refunded' })
      .then([saved('L1', false, 'Refunded')]);
    given(s, [saved('L1', true)])
      .when({ ...save, id: 'L1' })
      .then([]);
  });

  it('folds saves and deletes into the log', () => {
    const state = stateOf(s, [
      saved('L1', true),
      saved('L2', true, 'Second'),
      saved('L1', false, 'Changed'),
      { type: 'FollowUpLogDeleted', data: { id: 'L2' } },
    ]);
    expect(state.followUpLog.items.map((i) => [i.id, i.detail])).toEqual([['L1', 'Changed']]);
    expect(state.followUpLog.added).toBe(2);
  });

  it('refuses texts over the limits, an empty detail and unknown items', () => {
    given(s)
      .when({ ...save, customerInfo: 'x'.repeat(101) })
      .rejects('attempt.log.error.tooLong', { field: 'customerInfo', max: 100 });
    given(s)
      .when({ ...save, detail: '好'.repeat(251) })
      .rejects('attempt.log.error.tooLong', { field: 'detail', max: 250 });
    given(s)
      .when({ ...save, detail: ' ' })
      .rejects('attempt.log.error.detailRequired', {});
    given(s)
      .when({ ...save, id: 'L3' })
      .rejects('attempt.log.error.unknownItem');
    given(s).when({ type: 'DeleteFollowUpLog', id: 'L1' }).rejects('attempt.log.error.unknownItem');
  });

  it('holds at most 100 items', () => {
    const past = Array.from({ length: 100 }, (_, i) => saved(`L${i + 1}`, true));
    given(s, past).when(save).rejects('attempt.log.error.full', { max: 100 });
    given(s, past)
      .when({ ...save, id: 'L100', detail: 'Edited' })
      .then([saved('L100', false, 'Edited')]);
  });
});
