/** Unit tests: shareInFlight. */
import { describe, expect, it } from 'vitest';
import { shareInFlight } from './inFlight.ts';

describe('shareInFlight', () => {
  it('sends a command once while it is on its way, and again once it has answered', async () => {
    const sent: string[] = [];
    let answer: (v: boolean) => void = () => undefined;
    const run = shareInFlight(
      (c: { type: string }) =>
        new Promise<boolean>((resolve) => {
          sent.push(c.type);
          answer = resolve;
        }),
    );
    const first = run({ type: 'ShipOrder' });
    const second = run({ type: 'ShipOrder' });
    expect(second).toBe(first);
    expect(sent).toEqual(['ShipOrder']);
    answer(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    void run({ type: 'ShipOrder' });
    void run({ type: 'RemarkOrder' });
    expect(sent).toEqual(['ShipOrder', 'ShipOrder', 'RemarkOrder']);
  });
});
