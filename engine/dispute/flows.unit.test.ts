/**
 * Each platform's flow on the sim clock, given/when/then: an offer is an answer (it pauses the
 * seller's deadline until the buyer answers), answers after a deadline are refused, the buyer's
 * counter-offer (Shopee), a supplier's silence that is not refunded but escalates (Alibaba.com),
 * a PayPal dispute that lapses, Temu's charge and violation, card disputes (no partial refund,
 * evidence once), defences per kind, a dispute the buyer had escalated before the start, the
 * checks of a case's flows, and an event log written before offers paused deadlines.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { decide, type Command } from '../attempt/decide.ts';
import { replay } from '../attempt/replay.ts';
import { isRejection, type Envelope } from '../core/envelope.ts';
import { createRng } from '../core/random.ts';
import { startEvents } from '../play.ts';
import { given, loadCase, META, stamp, started } from '../testing/fixtures.ts';
import { dataOf, Session, types } from '../testing/session.ts';
import { upload } from '../testing/dispute.ts';
import { allowedDisputeActions } from './allowed.ts';
import { disputeModule } from './module.ts';
import { disputeRules, ownDeadlines } from './rules.ts';
import type { Dispute } from './state.ts';

const withWorld = (s: Scenario, change: (s: Scenario) => void): Scenario => {
  const copy = structuredClone(s);
  change(copy);
  return copy;
};
const ali = loadCase('aliexpress-dispute-evidence');
const amazon = loadCase('amazon-dispute-atoz-chargeback');
const shopee = loadCase('shopee-dispute-wrong-item');
const alibaba = loadCase('alibaba-dispute-trade-assurance');
const temu = loadCase('temu-dispute-escalation');

const HOUR = 60;
const DAY = 24 * HOUR;
/** The sim minutes a student command takes at 1,440 times (Session: 2 real seconds). */
const STEP = 48;
const dispute = (x: Session, id: string): Dispute => {
  const d = x.state.dispute.byId[id];
  if (!d) throw new Error(`no dispute ${id}`);
  return d;
};
/** Sim minutes left to a dispute's current deadline. */
const minutesLeft = (x: Session, id: string) => {
  const d = dispute(x, id);
  const sim =
    Date.parse(x.scenario.clock.start) +
    (Date.parse(x.now()) - Date.parse(x.events[0]!.metadata.now)) * x.scenario.clock.speed;
  return (Date.parse(d.deadline!.due) - sim) / 60_000;
};
const notes = (x: Session, id: string) =>
  dispute(x, id).messages.flatMap((m) => (m.key ? [m.key] : []));
const dataIn = (events: readonly Envelope[], type: string, id: string) =>
  events.find((e) => e.type === type && (e.data as { id?: string }).id === id)?.data as
    Record<string, unknown> | undefined;

describe('an offer is an answer', () => {
  it('made in the last sim minutes, it pauses the response deadline until the buyer answers', () => {
    const s = new Session(ali);
    // AliExpress's 5 days, 4 of them left: wait until 2 sim hours remain (a command takes 2 real
    // seconds, 48 sim minutes at 1,440 times).
    s.wait(4 * DAY - 2 * HOUR);
    expect(minutesLeft(s, 'D2')).toBe(2 * HOUR);
    const offered = s.do({ type: 'RefundDispute', id: 'D2', amount: 24 });
    expect(types(offered)).toEqual([
      'DisputePartialOffered',
      'DisputeDeadlineSet',
      'TimerScheduled',
    ]);
    expect(dataOf(offered, 'DisputeDeadlineSet')).toMatchObject({
      why: 'offer',
      deadline: { stage: 'offer' },
    });
    expect(dispute(s, 'D2').suspended).toMatchObject({ stage: 'respond' });
    // The old response deadline passes: D1 is lost, D2 waits for its buyer.
    const passed = s.wait(2 * HOUR);
    expect(dataIn(passed, 'DisputeRuled', 'D1')).toMatchObject({ missed: 'respond' });
    expect(dataIn(passed, 'DisputeRuled', 'D2')).toBeUndefined();
    // The buyer answers 3 sim hours after the offer and takes it.
    const answered = s.wait(3 * HOUR);
    expect(types(answered)).toEqual(['TimerFired', 'DisputePartialAnswered', 'DisputeRefunded']);
    expect(dispute(s, 'D2')).toMatchObject({ result: 'partRefunded', refunded: 24 });
    expect(notes(s, 'D2')).not.toContain('dispute.note.missed.respond');
    expect(notes(s, 'D2')).toContain('dispute.note.deadline.offer');
  });

  it('refused during an intervention, the evidence deadline comes back with the time it had left', () => {
    const s = new Session(ali);
    s.do({ type: 'ApplyIntervention', id: 'D2' }); // evidence within 3 days
    s.wait(2 * DAY);
    const left = minutesLeft(s, 'D2');
    s.do({ type: 'RefundDispute', id: 'D2', amount: 10 });
    expect(dispute(s, 'D2').deadline?.stage).toBe('offer');
    const answered = s.wait(3 * HOUR);
    expect(types(answered)).toEqual([
      'TimerFired',
      'DisputePartialAnswered',
      'DisputeDeadlineSet',
      'TimerScheduled',
    ]);
    expect(dataOf(answered, 'DisputeDeadlineSet')).toMatchObject({
      why: 'resumed',
      deadline: { stage: 'evidence' },
    });
    // What was left when the offer went out, 2 real seconds (48 sim minutes) after `left`.
    expect(minutesLeft(s, 'D2')).toBe(left - STEP);
    const lost = s.wait(left + 1);
    expect(dataIn(lost, 'DisputeRuled', 'D2')).toMatchObject({ missed: 'evidence' });
  });

  it('a ruling’s time is the platform’s: an offer after the evidence does not pause it', () => {
    const s = new Session(ali);
    s.do({
      type: 'SubmitDisputeEvidence',
      id: 'D2',
      reasons: ['asDescribed'],
      text: 'Fine.',
      files: [],
    });
    const offered = s.do({ type: 'RefundDispute', id: 'D2', amount: 24 });
    expect(types(offered)).toEqual(['DisputePartialOffered', 'TimerScheduled']);
    expect(dispute(s, 'D2').deadline?.stage).toBe('ruling');
    // The buyer takes it (3h) before the ruling (12h).
    s.wait(3 * HOUR);
    expect(dispute(s, 'D2').result).toBe('partRefunded');
    expect(s.wait(12 * HOUR).filter((e) => e.type === 'DisputeRuled')).toEqual([]);
  });
});

describe('answers after a deadline are refused', () => {
  const at = (s: Session, cmd: Command, simMinutes: number) => {
    const now = new Date(Date.parse(s.now()) + (simMinutes * 60_000) / s.scenario.clock.speed);
    return decide(cmd, {
      scenario: s.scenario,
      state: s.state,
      now: now.toISOString(),
      rng: createRng(1),
    });
  };
  const COMMANDS: Command[] = [
    { type: 'RefundDispute', id: 'D2', amount: 24 },
    { type: 'RefundDispute', id: 'D2', amount: 129 },
    { type: 'SubmitDisputeEvidence', id: 'D2', reasons: ['asDescribed'], text: 'x', files: [] },
    { type: 'ApplyIntervention', id: 'D2' },
    { type: 'SendDisputeMessage', id: 'D2', text: 'Sorry' },
  ];

  it('before the deadline’s timer has fired, with the deadline’s key', () => {
    const s = new Session(ali);
    for (const cmd of COMMANDS) {
      const r = at(s, cmd, 4 * DAY + 1);
      expect(isRejection(r) && r).toMatchObject({
        messageKey: 'dispute.error.respondPassed',
        params: { id: 'D2' },
      });
      expect(isRejection(at(s, cmd, 4 * DAY - 1))).toBe(false);
    }
  });

  it('once the dispute was lost on it, and for a missed evidence deadline', () => {
    const s = new Session(ali);
    s.do({ type: 'ApplyIntervention', id: 'D1' });
    s.wait(4 * DAY);
    expect(dispute(s, 'D2')).toMatchObject({ result: 'lost', missed: 'respond' });
    for (const cmd of COMMANDS)
      expect(s.refused(cmd).messageKey).toBe('dispute.error.respondPassed');
    s.wait(3 * DAY);
    expect(dispute(s, 'D1').missed).toBe('evidence');
    expect(s.refused({ type: 'RefundDispute', id: 'D1', amount: 89 }).messageKey).toBe(
      'dispute.error.evidencePassed',
    );
    // A dispute closed another way says so.
    const r = new Session(ali);
    r.do({ type: 'RefundDispute', id: 'D1', amount: 89 });
    expect(r.refused({ type: 'RefundDispute', id: 'D1', amount: 1 }).messageKey).toBe(
      'dispute.error.closed',
    );
  });
});

describe('Shopee: partial refund, the buyer’s counter-offer, return for a full refund', () => {
  it('an offer below what the buyer takes gets a counter; meeting it settles at once', () => {
    const s = new Session(shopee);
    s.do({ type: 'RefundDispute', id: 'S2', amount: 10 });
    const answered = s.wait(4 * HOUR);
    expect(types(answered)).toEqual([
      'TimerFired',
      'DisputePartialAnswered',
      'DisputeBuyerCountered',
      'DisputeDeadlineSet',
      'TimerScheduled',
    ]);
    expect(dataOf(answered, 'DisputeBuyerCountered')).toMatchObject({ amount: 15 });
    expect(dispute(s, 'S2')).toMatchObject({ counter: 15, deadline: { stage: 'counter' } });
    expect(minutesLeft(s, 'S2')).toBe(DAY);
    const met = s.do({ type: 'RefundDispute', id: 'S2', amount: 15 });
    expect(types(met)).toEqual([
      'DisputePartialOffered',
      'DisputePartialAnswered',
      'DisputeRefunded',
    ]);
    expect(dispute(s, 'S2')).toMatchObject({ result: 'partRefunded', refunded: 15, counter: null });
  });

  it('a counter left unanswered ends the negotiation: the buyer returns it for a full refund', () => {
    const s = new Session(shopee);
    s.do({ type: 'RefundDispute', id: 'S2', amount: 10 });
    s.wait(4 * HOUR);
    const lapsed = s.wait(DAY);
    expect(dataIn(lapsed, 'DisputeRuled', 'S2')).toMatchObject({
      won: false,
      missed: 'counter',
      key: 'dispute.why.counterLapsed',
    });
    expect(dataIn(lapsed, 'DisputeRefunded', 'S2')).toMatchObject({ amount: 79, by: 'platform' });
    expect(s.refused({ type: 'RefundDispute', id: 'S2', amount: 15 }).messageKey).toBe(
      'dispute.error.counterPassed',
    );
  });

  it('a buyer who takes no partial refund rejects it and returns the item', () => {
    const s = new Session(shopee);
    s.do({ type: 'RefundDispute', id: 'S1', amount: 20 });
    const refused = s.wait(DAY);
    expect(dataIn(refused, 'DisputeRuled', 'S1')).toMatchObject({
      won: false,
      missed: null,
      key: 'dispute.why.offerRefused',
    });
    expect(dispute(s, 'S1')).toMatchObject({ result: 'lost', refunded: 59.9 });
  });
});

describe('Alibaba.com Trade Assurance: silence is not refunded, it escalates', () => {
  it('day 3 passes with no refund; the platform takes over when day 7 ends and asks for evidence', () => {
    const s = new Session(alibaba);
    // TA1 opened 6 sim hours before the start: its 3 days pass 66 hours in.
    const passed = s.wait(66 * HOUR);
    expect(passed.filter((e) => e.type === 'DisputeRefunded')).toEqual([]);
    expect(dataIn(passed, 'DisputeDeadlineSet', 'TA1')).toMatchObject({
      why: 'respondPassed',
      deadline: { stage: 'escalation', due: '2026-09-22T19:00:00.000Z' },
    });
    expect(dispute(s, 'TA1')).toMatchObject({ status: 'waiting', result: null });
    // Not a seller's deadline: the supplier can still answer.
    expect(
      allowedDisputeActions(dispute(s, 'TA1'), disputeRules(alibaba, 'alibaba', 'platform')),
    ).toContain('evidence');
    const escalated = s.wait(4 * DAY);
    expect(dataIn(escalated, 'DisputeInterventionApplied', 'TA1')).toMatchObject({
      by: 'platform',
      deadline: { stage: 'evidence' },
    });
    expect(dispute(s, 'TA1').interventionBy).toBe('platform');
    const lost = s.wait(2 * DAY);
    expect(dataIn(lost, 'DisputeRuled', 'TA1')).toMatchObject({ missed: 'evidence' });
    expect(dispute(s, 'TA1')).toMatchObject({ result: 'lost', refunded: 9240 });
  });

  it('evidence after day 3 still goes to Alibaba, which rules on it', () => {
    const s = new Session(alibaba);
    s.wait(3 * DAY);
    const report = upload('kqa.pdf', 'kqa-inspection-KQA-PSI-2608-05173.pdf');
    s.do({
      type: 'SubmitDisputeEvidence',
      id: 'TA1',
      reasons: ['qualityAsAgreed'],
      text: 'Inspection report KQA-PSI-2608-05173: AQL PASS.',
      files: [report],
    });
    expect(dataIn(s.wait(8 * HOUR), 'DisputeRuled', 'TA1')).toMatchObject({ won: true });
  });
});

describe('an independent site’s PayPal dispute lapses; Temu charges and records a violation', () => {
  it('PayPal: unanswered and not escalated within 20 days, the dispute closes', () => {
    const paypal = withWorld(ali, (s) => {
      s.stores[0]!.platform = 'independent';
      delete s.world.disputes!.rules;
    });
    const s = new Session(paypal);
    const lapsed = s.wait(20 * DAY);
    expect(types(lapsed.filter((e) => (e.data as { id?: string }).id === 'D1'))).toEqual([
      'DisputeDeadlineSet',
      'DisputeCancelled',
    ]);
    expect(dispute(s, 'D1')).toMatchObject({ status: 'cancelled', refunded: 0 });
    expect(notes(s, 'D1')).toContain('dispute.note.deadline.lapsed');
  });

  it('Temu: a lost dispute is charged to the seller with a violation', () => {
    const s = new Session(temu);
    const lost = s.wait(2 * DAY);
    const t2 = lost.filter((e) => (e.data as { id?: string }).id === 'T2').map((e) => e.type);
    expect(t2).toEqual(['DisputeRuled', 'DisputeViolationRecorded', 'DisputeRefunded']);
    expect(dispute(s, 'T2')).toMatchObject({ violation: true, result: 'lost', refunded: 64.99 });
    expect(notes(s, 'T2').slice(-2)).toEqual([
      'dispute.note.violation',
      'dispute.note.refunded.charged',
    ]);
  });

  it('Temu’s deadlines are all the simulator’s own; a case override is the case’s own', () => {
    expect(ownDeadlines(temu, 'temu', 'platform')).toEqual([
      'respondWithin',
      'evidenceWithin',
      'decideAfter',
      'partialAnswerWithin',
    ]);
    expect(ownDeadlines(amazon, 'amazon', 'creditCard')).toContain('decideAfter');
    expect(ownDeadlines(amazon, 'amazon', 'platform')).not.toContain('respondWithin');
    expect(ownDeadlines(shopee, 'shopee', 'platform')).toEqual(['evidenceWithin', 'decideAfter']);
  });
});

describe('card disputes and defences per kind', () => {
  const POD = upload('pod.pdf', 'pod-1Z8F4V960312774521.pdf');
  it('a chargeback takes no partial refund, and evidence once', () => {
    const s = new Session(amazon);
    expect(s.refused({ type: 'RefundDispute', id: 'A2', amount: 50 })).toMatchObject({
      messageKey: 'dispute.error.noPartialOffer',
      params: { amount: 119.99 },
    });
    const rules = disputeRules(amazon, 'amazon', 'creditCard');
    expect(allowedDisputeActions(dispute(s, 'A2'), rules)).toEqual([
      'evidence',
      'refund',
      'message',
    ]);
    s.do({
      type: 'SubmitDisputeEvidence',
      id: 'A2',
      reasons: ['deliveredToCardholder'],
      text: '1Z8F4V960312774521 signed for at the billing address.',
      files: [POD],
    });
    expect(allowedDisputeActions(dispute(s, 'A2'), rules)).toEqual(['refund', 'message']);
    expect(
      s.refused({
        type: 'SubmitDisputeEvidence',
        id: 'A2',
        reasons: ['authenticated'],
        text: 'AVS match',
        files: [],
      }).messageKey,
    ).toBe('dispute.error.evidenceOnce');
  });

  it('refuses a defence that does not answer the dispute’s kind', () => {
    given(amazon, opening(amazon))
      .when({
        type: 'SubmitDisputeEvidence',
        id: 'A2',
        reasons: ['delivered'],
        text: 'x',
        files: [POD],
      })
      .rejects('dispute.error.reasonNotApplicable');
    given(amazon, opening(amazon))
      .when({
        type: 'SubmitDisputeEvidence',
        id: 'A1',
        reasons: ['qualityAsAgreed'],
        text: 'x',
        files: [],
      })
      .rejects('dispute.error.reasonNotApplicable');
  });
});

const opening = (s: Scenario): DomainEvent[] =>
  startEvents(s, { scenarioId: s.id, seed: 1, mode: 'practice' }, META.now).slice(1);

describe('a dispute the buyer escalated before the start', () => {
  it('opens under intervention with the evidence deadline running, and no response timer', () => {
    const events = opening(temu);
    const t1 = events.filter(
      (e) => (e.data as { id?: string }).id === 'T1' || JSON.stringify(e.data).includes('"T1"'),
    );
    expect(t1.map((e) => e.type)).toEqual([
      'DisputeOpened',
      'DisputeInterventionApplied',
      'TimerScheduled',
    ]);
    expect(t1[1]?.data).toMatchObject({
      by: 'buyer',
      at: '2026-11-16T00:00:00.000Z',
      deadline: { stage: 'evidence', due: '2026-11-18T00:00:00.000Z' },
    });
    const s = new Session(temu);
    expect(dispute(s, 'T1')).toMatchObject({ status: 'intervention', interventionBy: 'buyer' });
    expect(minutesLeft(s, 'T1')).toBe(47 * HOUR);
  });
});

describe('checks of a case’s flows', () => {
  const errorsOf = (s: Scenario) => {
    const out: string[] = [];
    disputeModule.check(s, (path, message) => out.push(`${path.join('/')}: ${message}`));
    return out;
  };
  const change = (
    s: Scenario,
    i: number,
    f: (d: NonNullable<Scenario['world']['disputes']>['list'][number]) => void,
  ) => errorsOf(withWorld(s, (x) => f(x.world.disputes!.list[i]!)));

  it('accepts the shipped dispute cases', () => {
    expect([ali, amazon, shopee, alibaba, temu].flatMap(errorsOf)).toEqual([]);
  });

  it('a kind the platform does not have, and a winning defence the kind never offers', () => {
    expect(change(amazon, 1, (d) => (d.kind = 'notReceived'))).toEqual([
      expect.stringMatching(
        /^world\/disputes\/list\/1\/kind: not a kind of amazon creditCard dispute/,
      ),
      expect.stringMatching(
        /ruling\/win\/reasons: "deliveredToCardholder" does not answer a notReceived dispute/,
      ),
    ]);
    expect(change(ali, 0, (d) => (d.ruling!.win!.reasons = ['qualityAsAgreed']))).toEqual([
      expect.stringMatching(/"qualityAsAgreed" does not answer a notReceived dispute/),
    ]);
  });

  it('negotiation the platform does not have, and an escalation out of time', () => {
    expect(change(amazon, 1, (d) => (d.acceptsPartial = 50))).toEqual([
      'world/disputes/list/1/acceptsPartial: amazon creditCard disputes take no partial refund',
    ]);
    expect(change(ali, 1, (d) => (d.counter = 30))).toEqual([
      'world/disputes/list/1/counter: aliexpress buyers make no counter-offers',
    ]);
    expect(change(shopee, 1, (d) => (d.counter = 10))).toEqual([
      'world/disputes/list/1/counter: below acceptsPartial: the buyer would counter with less than they take',
    ]);
    expect(change(temu, 0, (d) => (d.escalatedAt = '2026-11-14T00:00:00+08:00'))).toEqual([
      'world/disputes/list/0/escalatedAt: not between the opening and the case’s start',
      'world/disputes/list/0/escalatedAt: its evidence deadline has passed before the case starts',
    ]);
  });
});

describe('an event log written before offers paused deadlines', () => {
  it('folds as it did: the offer stood, the response deadline lost the dispute', () => {
    const facts = { id: 'D2', orderNo: '8185603318820452', buyer: 'b2' };
    const old: DomainEvent[] = [
      ...startEvents(ali, { scenarioId: ali.id, seed: 1, mode: 'practice' }, META.now),
      {
        type: 'DisputePartialOffered',
        data: { ...facts, at: '2026-10-18T00:59:00.000Z', amount: 24, seq: 1 },
      },
      {
        type: 'DisputeRuled',
        data: {
          ...facts,
          at: '2026-10-18T01:00:00.000Z',
          won: false,
          missed: 'respond',
          key: null,
          say: null,
        },
      },
      {
        type: 'DisputeRefunded',
        data: { ...facts, at: '2026-10-18T01:00:00.000Z', amount: 129, full: true, by: 'platform' },
      },
    ];
    const r = replay(ali, stamp(old));
    expect(r.state.dispute.byId.D2).toMatchObject({
      status: 'completed',
      result: 'lost',
      missed: 'respond',
      offer: null,
      suspended: null,
      refunded: 129,
    });
    expect(r.state.dispute.byId.D2?.messages.map((m) => m.key).filter(Boolean)).toEqual([
      'dispute.note.opened',
      'dispute.note.offered',
      'dispute.note.missed.respond',
      'dispute.note.refunded.platform',
    ]);
    expect(r.breakdown.points.find((p) => p.pointID === 8106)?.earned).toBe(-30);
    void started;
  });
});
