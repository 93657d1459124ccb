/** The attempt's own rules: only an attempt in progress accepts commands; reset and submit close it. */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import { isRejection, type Envelope } from '../core/envelope.ts';
import { COMMAND_OWNER } from '../../schemas/modules.ts';
import { handle } from '../play.ts';
import { given, loadCase, META, stamp, started } from '../testing/fixtures.ts';
import type { Command } from './decide.ts';
import { replay } from './replay.ts';

const amazon = loadCase('amazon-partial-stock');
const LAMP = '112-3941-7781';
const submitted: DomainEvent = { type: 'AttemptSubmitted', data: { reason: 'student' } };
const reset: DomainEvent = { type: 'AttemptReset', data: { next: 'att-2' } };

/** Every command the engine knows: the status is checked before anything in the command. */
const everyCommand: Command[] = [
  ...[...COMMAND_OWNER.keys()].map((type) => ({ type }) as Command),
  { type: 'FireDueTimers' },
  { type: 'RecordClientPoint', pointID: 117, sourceID: -1, page: 'orderSlove', content: 'x' },
  { type: 'SubmitAttempt', reason: 'student' },
];

describe('ResetAttempt', () => {
  it('closes an attempt in progress', () => {
    given(amazon).when({ type: 'ResetAttempt', next: 'att-2' }).then([reset]);
  });
  it('closes a submitted attempt, to start the case over', () => {
    given(amazon, [submitted]).when({ type: 'ResetAttempt', next: 'att-2' }).then([reset]);
  });
  it('never resets twice', () => {
    given(amazon, [reset])
      .when({ type: 'ResetAttempt', next: 'att-3' })
      .rejects('attempt.error.reset');
    given(amazon, [submitted, reset])
      .when({ type: 'ResetAttempt', next: 'att-3' })
      .rejects('attempt.error.reset');
  });
});

describe('only an attempt in progress accepts commands', () => {
  it.each([
    ['reset', [reset], 'attempt.error.reset'],
    ['submitted', [submitted], 'attempt.error.submitted'],
    ['submitted, then reset', [submitted, reset], 'attempt.error.reset'],
  ] as const)('a %s attempt refuses every command', (_, past, key) => {
    expect(everyCommand.length).toBeGreaterThan(20);
    for (const cmd of everyCommand)
      given(amazon, [...past])
        .when(cmd)
        .rejects(key);
  });
  it('an attempt not started refuses commands', () => {
    const d = handle(
      amazon,
      replay(amazon, []).state,
      { type: 'SubmitAttempt', reason: 'student' },
      META,
    );
    expect(isRejection(d) && d.messageKey).toBe('attempt.error.notInProgress');
  });
});

describe('a reset in the log', () => {
  const played = (): Envelope[] => {
    let log = stamp([started]);
    const commands: Command[] = [
      { type: 'SplitOrder', orderNo: LAMP, sku: 'LAMP-01', qty: 1 },
      { type: 'ShipOrder', orderNo: LAMP, carrier: 'dhl', trackingNo: 'DHL12345678' },
      { type: 'SubmitAttempt', reason: 'student' },
    ];
    for (const cmd of commands) {
      const r = handle(amazon, replay(amazon, log).state, cmd, META);
      if (isRejection(r)) throw new Error(r.messageKey);
      log = [...log, ...r.events];
    }
    return log;
  };

  it('leaves the score of the log before it, and keeps when it was submitted', () => {
    const log = played();
    const before = replay(amazon, log);
    expect(before.breakdown.score).toBeGreaterThan(0);
    const after = replay(amazon, [...log, ...stamp([reset])]);
    expect(after.breakdown).toEqual(before.breakdown);
    expect(after.state.status).toBe('reset');
    expect(after.state.submittedAt).toBe(before.state.submittedAt);
    expect(before.state.status).toBe('submitted');
  });
});
