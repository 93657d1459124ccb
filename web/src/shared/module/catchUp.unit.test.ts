/** Tests of catchUp: which lists a batch of events leaves as they are, updates or reloads. */
import { describe, expect, it } from 'vitest';
import { catchUp, type Change } from './catchUp.ts';

const change = (from: number, to: number, touched: string[], contents = {}): Change => ({
  from,
  to,
  touched,
  contents,
});

describe('catchUp', () => {
  it('keeps a list no batch touched, current at the newest version', () => {
    const log = [change(4, 6, ['orders.list']), change(6, 7, ['chat.init'])];
    expect(catchUp(4, 'mail.list', log, 7)).toEqual({ reload: false, version: 7 });
  });

  it('reloads a list a batch touched without its contents', () => {
    const log = [change(4, 6, ['chat.init']), change(6, 7, ['chat.list'])];
    expect(catchUp(4, 'chat.list', log, 7)).toEqual({ reload: true });
    expect(catchUp(6, 'chat.init', log, 7)).toEqual({ reload: false, version: 7 });
  });

  it('takes the newest contents the batches carried', () => {
    const log = [
      change(4, 5, ['chat.detail:b1'], { 'chat.detail:b1': { n: 1, version: 5 } }),
      change(5, 6, ['chat.list']),
      change(6, 8, ['chat.detail:b1'], { 'chat.detail:b1': { n: 2, version: 8 } }),
    ];
    expect(catchUp(4, 'chat.detail:b1', log, 8)).toEqual({
      reload: false,
      version: 8,
      contents: { n: 2, version: 8 },
    });
    expect(catchUp(4, 'chat.detail:b2', log, 8)).toEqual({ reload: false, version: 8 });
  });

  it('reloads when a version was announced without its changes (a gap)', () => {
    const log = [change(4, 5, []), change(6, 7, [])];
    expect(catchUp(4, 'orders.list', log, 7)).toEqual({ reload: true });
    expect(catchUp(6, 'orders.list', log, 7)).toEqual({ reload: false, version: 7 });
    expect(catchUp(7, 'orders.list', log, 7)).toEqual({ reload: false, version: 7 });
  });
});
