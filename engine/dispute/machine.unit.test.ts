/** The dispute lifecycle machine and the actions it allows: every step, allowed or refused. */
import { describe, expect, it } from 'vitest';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../schemas/dispute/domain.ts';
import { DISPUTE_RULES } from '../../schemas/dispute/rules.ts';
import { allowedDisputeActions } from './allowed.ts';
import { nextDisputeStatus, type DisputeMachineEvent } from './machine.ts';
import type { Dispute } from './state.ts';

const EVENTS: DisputeMachineEvent[] = [
  'INTERVENE',
  'WITHDRAW',
  'EVIDENCE',
  'REFUND',
  'OFFER',
  'MESSAGE',
  'RULE',
  'CANCEL',
];

const walk = (steps: DisputeMachineEvent[]) =>
  steps.reduce<DisputeStatus | null>(
    (s, e) => (s === null ? null : nextDisputeStatus(s, e)),
    'waiting',
  );

describe('dispute machine', () => {
  it('gives each status and step its next status, or null when refused', () => {
    const table = Object.fromEntries(
      DISPUTE_STATUSES.map((s) => [
        s,
        Object.fromEntries(EVENTS.map((e) => [e, nextDisputeStatus(s, e)])),
      ]),
    );
    expect(table).toEqual({
      waiting: {
        INTERVENE: 'intervention',
        WITHDRAW: null,
        EVIDENCE: 'intervention',
        REFUND: 'completed',
        OFFER: 'waiting',
        MESSAGE: 'waiting',
        RULE: 'completed',
        CANCEL: 'cancelled',
      },
      intervention: {
        INTERVENE: null,
        WITHDRAW: 'waiting',
        EVIDENCE: 'intervention',
        REFUND: 'completed',
        OFFER: 'intervention',
        MESSAGE: 'intervention',
        RULE: 'completed',
        CANCEL: 'cancelled',
      },
      cancelled: Object.fromEntries(EVENTS.map((e) => [e, null])),
      completed: Object.fromEntries(EVENTS.map((e) => [e, null])),
    });
  });

  it('walks the paths of the lifecycle and refuses steps out of order', () => {
    expect(walk(['INTERVENE', 'WITHDRAW', 'EVIDENCE', 'RULE'])).toBe('completed');
    expect(walk(['OFFER', 'MESSAGE', 'REFUND'])).toBe('completed');
    expect(walk(['EVIDENCE', 'EVIDENCE', 'CANCEL'])).toBe('cancelled');
    expect(walk(['INTERVENE', 'INTERVENE'])).toBeNull();
    expect(walk(['WITHDRAW'])).toBeNull();
    expect(walk(['REFUND', 'MESSAGE'])).toBeNull();
    expect(walk(['CANCEL', 'REFUND'])).toBeNull();
    expect(walk(['RULE', 'CANCEL'])).toBeNull();
  });

  it('answers the same from its memo on a second call', () => {
    for (const s of DISPUTE_STATUSES)
      for (const e of EVENTS) expect(nextDisputeStatus(s, e)).toBe(nextDisputeStatus(s, e));
  });
});

describe('allowedDisputeActions', () => {
  const d = (
    status: DisputeStatus,
    interventionBy: Dispute['interventionBy'] = null,
    more: Partial<Dispute> = {},
  ) => ({ status, interventionBy, offer: null, evidence: [], ...more }) as unknown as Dispute;
  const platform = DISPUTE_RULES.aliexpress.platform;
  const card = DISPUTE_RULES.aliexpress.creditCard;

  it('lets a waiting dispute be answered every way, intervention only where the rules allow it', () => {
    expect(allowedDisputeActions(d('waiting'), platform)).toEqual([
      'intervene',
      'evidence',
      'refund',
      'offer',
      'message',
    ]);
    // A card dispute: no intervention and no partial refund.
    expect(allowedDisputeActions(d('waiting'), card)).toEqual(['evidence', 'refund', 'message']);
  });

  it('lets the seller withdraw only its own intervention', () => {
    expect(allowedDisputeActions(d('intervention', 'seller'), platform)).toEqual([
      'withdraw',
      'evidence',
      'refund',
      'offer',
      'message',
    ]);
    for (const by of ['buyer', 'platform'] as const)
      expect(allowedDisputeActions(d('intervention', by), platform)).toEqual([
        'evidence',
        'refund',
        'offer',
        'message',
      ]);
    expect(allowedDisputeActions(d('intervention', 'seller'), card)).toEqual([
      'evidence',
      'refund',
      'message',
    ]);
  });

  it('no second offer while one waits; no second evidence where it goes once', () => {
    expect(allowedDisputeActions(d('waiting', null, { offer: 10 }), platform)).not.toContain(
      'offer',
    );
    const given = d('intervention', 'seller', { evidence: [{}] as Dispute['evidence'] });
    expect(allowedDisputeActions(given, card)).toEqual(['refund', 'message']);
    expect(allowedDisputeActions(given, platform)).toContain('evidence');
  });

  it('allows nothing on a closed dispute', () => {
    expect(allowedDisputeActions(d('completed'), platform)).toEqual([]);
    expect(allowedDisputeActions(d('cancelled'), platform)).toEqual([]);
  });
});
