/** The exam outbox keeps the newest answer per question until the server has it. */
import { describe, expect, it } from 'vitest';
import { dropOutbox, nextSeq, putOutbox, readOutbox } from './outbox.ts';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    size: () => m.size,
  };
};
const tf = (value: boolean) => ({ type: 'trueFalse' as const, value });

describe('exam outbox', () => {
  it('keeps the newest answer per question, drops it once acknowledged, forgets when empty', () => {
    const s = memory();
    putOutbox(s, 'a', { position: 0, seq: 1, answer: tf(true) });
    putOutbox(s, 'a', { position: 1, seq: 1, answer: tf(true) });
    putOutbox(s, 'a', { position: 0, seq: 2, answer: tf(false) });
    expect(readOutbox(s, 'a')).toEqual([
      { position: 1, seq: 1, answer: tf(true) },
      { position: 0, seq: 2, answer: tf(false) },
    ]);
    expect(nextSeq(0, readOutbox(s, 'a'), 0)).toBe(3);
    expect(nextSeq(5, readOutbox(s, 'a'), 0)).toBe(6);
    // An older acknowledgement does not drop the newer answer.
    dropOutbox(s, 'a', { position: 0, seq: 1 });
    expect(readOutbox(s, 'a')).toHaveLength(2);
    dropOutbox(s, 'a', { position: 0, seq: 2 });
    dropOutbox(s, 'a', { position: 1, seq: 1 });
    expect(readOutbox(s, 'a')).toEqual([]);
    expect(s.size()).toBe(0);
  });

  it('reads garbage as empty', () => {
    const s = memory();
    s.setItem('cbsim-exam-outbox-a', '{not json');
    expect(readOutbox(s, 'a')).toEqual([]);
  });
});
