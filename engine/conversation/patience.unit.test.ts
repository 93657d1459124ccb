/** A scripted buyer's patience as a countdown: the sim time their patience timer fires. */
import { describe, expect, it } from 'vitest';
import { CHAT_CHANNEL } from '../chat/script.ts';
import { durationMs } from '../policies/schedule.ts';
import { loadCase } from '../testing/fixtures.ts';
import { Session } from '../testing/session.ts';
import { patienceDue } from './patience.ts';

const s = loadCase('aliexpress-chat-impatient');
const script = s.world.chat!.scripts![0]!;
const first = durationMs(script.states[script.start]!.patience!.after);
const start = Date.parse(s.clock.start);

describe('patienceDue', () => {
  it('is the sim time the buyer runs out of patience, none for another buyer or after it', () => {
    const p = new Session(s);
    // The first state's patience runs from the clock's start.
    expect(patienceDue(CHAT_CHANNEL, s, p.state, script.buyer)).toBe(
      new Date(start + first).toISOString(),
    );
    expect(patienceDue(CHAT_CHANNEL, s, p.state, 'nobody')).toBeNull();
    p.wait(first / 60_000);
    // The timer fired: any next patience runs from then, later.
    const next = patienceDue(CHAT_CHANNEL, s, p.state, script.buyer);
    if (next !== null) expect(Date.parse(next)).toBeGreaterThan(start + first);
  });
});
