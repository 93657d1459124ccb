/**
 * Disputes: the seller's commands (every refusal key), a full refund against a partial offer, the
 * deadlines and timers on the sim clock (the response deadline, a withdrawn intervention, the
 * buyer's escalation, the ruling), the ruling policy (`judge`), the rules a case overrides, and
 * the semantic checks of a case's disputes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orderMoney } from '../orders/refunds.ts';
import type { EvidenceFile } from '../../schemas/dispute/domain.ts';
import { DISPUTE_RULES } from '../../schemas/dispute/rules.ts';
import type { DomainEvent } from '../../schemas/events.ts';
import type { Scenario } from '../../schemas/scenario.ts';
import { startEvents } from '../play.ts';
import { parseScenario } from '../scenario/parse.ts';
import { given, loadCase, META } from '../testing/fixtures.ts';
import { dataOf, Session, types } from '../testing/session.ts';

function withWorld(s: Scenario, change: (s: Scenario) => void): Scenario {
  const copy = structuredClone(s);
  change(copy);
  return copy;
}
import { disputeModule, judge } from './module.ts';
import { disputeRules } from './rules.ts';
import type { Dispute } from './state.ts';

/** The AliExpress case with both disputes opened 3 days before the start (2 of 5 days left). */
const ali = withWorld(loadCase('aliexpress-dispute-evidence'), (s) => {
  for (const d of s.world.disputes!.list) d.openedAt = '2026-10-11T09:00:00+08:00';
});
const amazon = loadCase('amazon-dispute-atoz-chargeback');
const shopee = loadCase('shopee-dispute-wrong-item');

const D1 = 'D1'; // not received, order 8185602741339071 (89.00), wins with the proof of delivery
const D2 = 'D2'; // transit damage, order 8185603318820452 (129.00), accepts 24 or more after 3h
const D1_FACTS = { id: D1, orderNo: '8185602741339071', buyer: 'b1' };
/** The sim time of `given` (the case's start) and 1 sim day in ms. */
const SIM_START = '2026-10-14T01:00:00.000Z';
const DAY = 86_400_000;
const simAt = (ms: number) => new Date(Date.parse(SIM_START) + ms).toISOString();
/** The real instant a timer scheduled by `given` is due, `simMs` of sim time later (1440×). */
const realAfter = (simMs: number) => new Date(Date.parse(META.now) + simMs / 1440).toISOString();

const POD: EvidenceFile = {
  id: 'up-1',
  name: 'pod.pdf',
  size: 1234,
  type: 'application/pdf',
  caseFile: 'pod-LP00619437226DE.pdf',
};
const PHOTO: EvidenceFile = {
  id: 'up-2',
  name: 'photo.png',
  size: 99,
  type: 'image/png',
  caseFile: null,
};
const WINNING = {
  type: 'SubmitDisputeEvidence' as const,
  id: D1,
  reasons: ['delivered' as const],
  text: 'Parcel LP00619437226DE was delivered on 8 October and signed for by J. Weber.',
  files: [POD],
};

/** The events the case's disputes open with (after AttemptStarted). */
const opening = (s: Scenario): DomainEvent[] =>
  startEvents(s, { scenarioId: s.id, seed: 1, mode: 'practice' }, META.now).slice(1);
const dispute = (x: Session, id: string): Dispute => {
  const d = x.state.dispute.byId[id];
  if (!d) throw new Error(`no dispute ${id}`);
  return d;
};

describe('the case opens its disputes', () => {
  it('with the response deadline, its timer, and the amount the order brought in', () => {
    const s = new Session(ali);
    expect(dispute(s, D1)).toMatchObject({
      status: 'waiting',
      amount: 89,
      orderAmount: 89,
      currency: 'USD',
      sku: 'TENT-2P',
      at: '2026-10-11T01:00:00.000Z',
      deadline: { stage: 'respond', due: '2026-10-16T01:00:00.000Z' },
      deadlineSeq: 0,
    });
    expect(dispute(s, D1).messages.map((m) => m.key ?? m.by)).toEqual([
      'buyer',
      'dispute.note.opened',
    ]);
    const timers = s.events.filter((e) => e.type === 'TimerScheduled').map((e) => e.data);
    // 2 sim days before the deadline: 2 real minutes at 1,440 times.
    expect(timers).toEqual([
      {
        timerId: 'T1',
        policy: 'dispute:D1',
        dueAt: '2026-01-05T01:02:00.000Z',
        action: { disputeDeadline: { id: D1, stage: 'respond', seq: 0 } },
      },
      {
        timerId: 'T2',
        policy: 'dispute:D2',
        dueAt: '2026-01-05T01:02:00.000Z',
        action: { disputeDeadline: { id: D2, stage: 'respond', seq: 0 } },
      },
    ]);
  });
});

describe('ApplyIntervention / WithdrawIntervention', () => {
  const applied: DomainEvent = {
    type: 'DisputeInterventionApplied',
    data: {
      ...D1_FACTS,
      at: SIM_START,
      by: 'seller',
      deadline: { stage: 'evidence', due: simAt(3 * DAY) },
    },
  };

  it('asks the platform in: the evidence deadline and its timer', () => {
    given(ali, opening(ali))
      .when({ type: 'ApplyIntervention', id: D1 })
      .then([
        applied,
        {
          type: 'TimerScheduled',
          data: {
            timerId: '',
            policy: 'dispute:D1',
            dueAt: realAfter(3 * DAY),
            action: { disputeDeadline: { id: D1, stage: 'evidence', seq: 1 } },
          },
        },
      ]);
  });

  it('withdraws the seller’s own intervention: back to the response deadline it opened with', () => {
    given(ali, [...opening(ali), applied])
      .when({ type: 'WithdrawIntervention', id: D1 })
      .then([
        {
          type: 'DisputeInterventionWithdrawn',
          data: { ...D1_FACTS, at: SIM_START, deadline: { stage: 'respond', due: simAt(2 * DAY) } },
        },
        {
          type: 'TimerScheduled',
          data: {
            timerId: '',
            policy: 'dispute:D1',
            dueAt: realAfter(2 * DAY),
            action: { disputeDeadline: { id: D1, stage: 'respond', seq: 2 } },
          },
        },
      ]);
  });

  it('refuses a second intervention, a withdrawal with none, and the buyer’s to withdraw', () => {
    given(ali, [...opening(ali), applied])
      .when({ type: 'ApplyIntervention', id: D1 })
      .rejects('dispute.error.alreadyIntervening');
    given(ali, opening(ali))
      .when({ type: 'WithdrawIntervention', id: D1 })
      .rejects('dispute.error.notIntervening');
    const byBuyer = { ...applied, data: { ...applied.data, by: 'buyer' } } as DomainEvent;
    given(ali, [...opening(ali), byBuyer])
      .when({ type: 'WithdrawIntervention', id: D1 })
      .rejects('dispute.error.notYourIntervention');
  });

  it('refuses an intervention where the rules have none (a card dispute, or a case override)', () => {
    given(amazon, opening(amazon))
      .when({ type: 'ApplyIntervention', id: 'A2' })
      .rejects('dispute.error.noIntervention');
    const none = withWorld(ali, (s) => {
      s.world.disputes!.rules = [{ platform: 'aliexpress', intervention: false }];
    });
    given(none, opening(none))
      .when({ type: 'ApplyIntervention', id: D1 })
      .rejects('dispute.error.noIntervention');
  });
});

describe('refusals every command shares', () => {
  it('an unknown dispute, and one that is closed', () => {
    given(ali, opening(ali))
      .when({ type: 'SendDisputeMessage', id: 'D9', text: 'hello' })
      .rejects('dispute.error.notFound', { id: 'D9' });
    const refunded: DomainEvent = {
      type: 'DisputeRefunded',
      data: { ...D1_FACTS, at: SIM_START, amount: 89, full: true, by: 'seller' },
    };
    const closed = given(ali, [...opening(ali), refunded]);
    for (const cmd of [
      { type: 'ApplyIntervention', id: D1 },
      { type: 'WithdrawIntervention', id: D1 },
      WINNING,
      { type: 'RefundDispute', id: D1, amount: 1 },
      { type: 'SendDisputeMessage', id: D1, text: 'hello' },
    ] as const)
      closed.when(cmd).rejects('dispute.error.closed', { id: D1 });
  });

  it('a blank text, in evidence and in a message', () => {
    given(ali, opening(ali))
      .when({ ...WINNING, text: '   ' })
      .rejects('dispute.error.noText');
    given(ali, opening(ali))
      .when({ type: 'SendDisputeMessage', id: D1, text: ' \n ' })
      .rejects('dispute.error.noText');
  });
});

describe('SubmitDisputeEvidence', () => {
  it('goes to the platform: intervention, the ruling deadline and its timer, the case files', () => {
    given(ali, opening(ali))
      .when({ ...WINNING, text: `  ${WINNING.text}  `, files: [POD, PHOTO] })
      .then([
        {
          type: 'DisputeEvidenceSubmitted',
          data: {
            ...D1_FACTS,
            at: SIM_START,
            reasons: ['delivered'],
            text: WINNING.text,
            files: [POD, PHOTO],
            caseFiles: ['pod-LP00619437226DE.pdf'],
            deadline: { stage: 'ruling', due: simAt(12 * 3_600_000) },
          },
        },
        {
          type: 'TimerScheduled',
          data: {
            timerId: '',
            policy: 'dispute:D1',
            dueAt: realAfter(12 * 3_600_000),
            action: { disputeDeadline: { id: D1, stage: 'ruling', seq: 1 } },
          },
        },
      ]);
  });

  it('refuses a file the server did not complete, and the same file twice', () => {
    given(ali, opening(ali))
      .when({ ...WINNING, files: [POD, { id: 'up-9' }] })
      .rejects('dispute.error.fileNotFound');
    given(ali, opening(ali))
      .when({ ...WINNING, files: [POD, PHOTO, POD] })
      .rejects('dispute.error.fileTwice');
  });

  it('later evidence joins the first and keeps the ruling time (no new timer)', () => {
    const s = new Session(ali);
    s.do({ ...WINNING, files: [PHOTO], text: 'Tracking LP00619437226DE.' });
    const due = dispute(s, D1).deadline;
    expect(due).toEqual({ stage: 'ruling', due: expect.any(String) });
    const more = s.do({ ...WINNING, reasons: ['inTransit'] });
    expect(types(more)).toEqual(['DisputeEvidenceSubmitted']);
    expect(dataOf(more, 'DisputeEvidenceSubmitted')?.deadline).toEqual(due);
    expect(dispute(s, D1)).toMatchObject({ deadline: due, deadlineSeq: 1, status: 'intervention' });
    expect(dispute(s, D1).evidence).toHaveLength(2);
    // The platform rules 12 sim hours after the first evidence on everything it has.
    const ruled = s.wait(12 * 60);
    expect(types(ruled)).toEqual(['TimerFired', 'DisputeRuled']);
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ won: true, at: due?.due });
    expect(dispute(s, D1)).toMatchObject({ status: 'completed', result: 'won', refunded: 0 });
    expect(orderMoney(s.state.orders.byNo['8185602741339071']!).net).toBe(89);
  });

  it('evidence that does not convince loses: the platform refunds the buyer in full', () => {
    const s = new Session(ali);
    s.do({
      ...WINNING,
      id: D2,
      reasons: ['logisticsBreakage'],
      files: [PHOTO],
      text: 'Packed well.',
    });
    const ruled = s.wait(12 * 60);
    expect(types(ruled)).toEqual(['TimerFired', 'DisputeRuled', 'DisputeRefunded']);
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({
      won: false,
      missed: null,
      key: 'dispute.why.buyerRight',
      say: ali.world.disputes?.list[1]?.ruling?.lost,
    });
    expect(dataOf(ruled, 'DisputeRefunded')).toMatchObject({
      amount: 129,
      full: true,
      by: 'platform',
    });
    expect(dispute(s, D2)).toMatchObject({ status: 'completed', result: 'lost', refunded: 129 });
    expect(orderMoney(s.state.orders.byNo['8185603318820452']!).net).toBe(0);
  });
});

describe('RefundDispute', () => {
  it('a refund of the whole amount completes the dispute at once', () => {
    given(ali, opening(ali))
      .when({ type: 'RefundDispute', id: D1, amount: 89 })
      .then([
        {
          type: 'DisputeRefunded',
          data: { ...D1_FACTS, at: SIM_START, amount: 89, full: true, by: 'seller' },
        },
      ]);
    const s = new Session(ali);
    s.do({ type: 'RefundDispute', id: D1, amount: 89 });
    expect(dispute(s, D1)).toMatchObject({
      status: 'completed',
      result: 'refunded',
      refunded: 89,
      deadline: null,
    });
    expect(orderMoney(s.state.orders.byNo['8185602741339071']!).net).toBe(0);
    // The response deadline's timer is moot now.
    const later = s.wait(3 * 24 * 60);
    expect(later.filter((e) => e.type === 'DisputeRuled').map((e) => e.data.id)).toEqual([D2]);
    expect(dispute(s, D1).result).toBe('refunded');
  });

  it('less is an offer the buyer answers when the case says (3h, within the platform’s 2d)', () => {
    const facts = { id: D2, orderNo: '8185603318820452', buyer: 'b2', at: SIM_START };
    given(ali, opening(ali))
      .when({ type: 'RefundDispute', id: D2, amount: 24.004 })
      .then([
        { type: 'DisputePartialOffered', data: { ...facts, amount: 24, seq: 1 } },
        // An offer is an answer: the response deadline waits for the buyer's (2 days at most).
        {
          type: 'DisputeDeadlineSet',
          data: { ...facts, why: 'offer', deadline: { stage: 'offer', due: simAt(2 * DAY) } },
        },
        {
          type: 'TimerScheduled',
          data: {
            timerId: '',
            policy: 'dispute:D2',
            dueAt: realAfter(3 * 3_600_000),
            action: { disputeOfferAnswered: { id: D2, seq: 1 } },
          },
        },
      ]);
  });

  it('an accepted offer refunds part and completes; a pending offer refuses another', () => {
    const s = new Session(ali);
    s.do({ type: 'RefundDispute', id: D2, amount: 24 });
    expect(dispute(s, D2)).toMatchObject({ status: 'waiting', offer: 24, refunded: 0 });
    s.refused({ type: 'RefundDispute', id: D2, amount: 30 });
    expect(s.refused({ type: 'RefundDispute', id: D2, amount: 30 })).toMatchObject({
      messageKey: 'dispute.error.offerPending',
      params: { amount: 24 },
    });
    const answered = s.wait(3 * 60);
    expect(types(answered)).toEqual(['TimerFired', 'DisputePartialAnswered', 'DisputeRefunded']);
    expect(dataOf(answered, 'DisputeRefunded')).toMatchObject({
      amount: 24,
      full: false,
      by: 'seller',
    });
    expect(dispute(s, D2)).toMatchObject({
      status: 'completed',
      result: 'partRefunded',
      refunded: 24,
      offer: null,
    });
    expect(orderMoney(s.state.orders.byNo['8185603318820452']!).net).toBe(105);
  });

  it('an offer below what the buyer takes is refused: on AliExpress the buyer escalates', () => {
    const s = new Session(ali);
    s.do({ type: 'RefundDispute', id: D2, amount: 20 });
    const answered = s.wait(3 * 60);
    expect(types(answered)).toEqual([
      'TimerFired',
      'DisputePartialAnswered',
      'DisputeInterventionApplied',
      'TimerScheduled',
    ]);
    expect(dataOf(answered, 'DisputePartialAnswered')).toMatchObject({ accepted: false });
    expect(dataOf(answered, 'DisputeInterventionApplied')).toMatchObject({
      by: 'buyer',
      deadline: { stage: 'evidence' },
    });
    expect(dispute(s, D2)).toMatchObject({ status: 'intervention', offer: null, refunded: 0 });
    // The platform has it now, and a better offer can still settle it.
    const again = s.do({ type: 'RefundDispute', id: D2, amount: 24 });
    expect(dataOf(again, 'DisputePartialOffered')).toMatchObject({ seq: 2 });
    expect(types(s.wait(3 * 60))).toContain('DisputeRefunded');
    expect(dispute(s, D2)).toMatchObject({ result: 'partRefunded', refunded: 24 });
  });

  it('a full refund while an offer is pending ends it; the offer’s answer is moot', () => {
    const s = new Session(ali);
    s.do({ type: 'RefundDispute', id: D2, amount: 24 });
    s.do({ type: 'RefundDispute', id: D2, amount: 129 });
    expect(types(s.wait(3 * 60))).toEqual(['TimerFired']);
    expect(dispute(s, D2)).toMatchObject({ result: 'refunded', refunded: 129 });
  });

  it('refuses more than is left of the dispute', () => {
    given(ali, opening(ali))
      .when({ type: 'RefundDispute', id: D1, amount: 89.01 })
      .rejects('dispute.error.amountAbovePaid', { amount: 89 });
    // Amazon A1 disputes one line (64.99) of a 104.98 order.
    given(amazon, opening(amazon))
      .when({ type: 'RefundDispute', id: 'A1', amount: 65 })
      .rejects('dispute.error.amountAbovePaid', { amount: 64.99 });
  });
});

describe('SendDisputeMessage and the buyer’s answers', () => {
  it('the matching reply comes an hour later; otherwise the fallback', () => {
    const s = new Session(ali);
    const sent = s.do({ type: 'SendDisputeMessage', id: D1, text: ' It was signed for. ' });
    expect(types(sent)).toEqual(['DisputeMessageSent', 'TimerScheduled']);
    expect(dataOf(sent, 'DisputeMessageSent')?.text).toBe('It was signed for.');
    expect(types(s.wait(60))).toEqual(['TimerFired', 'DisputeBuyerSaid']);
    s.do({ type: 'SendDisputeMessage', id: D1, text: 'Hello' });
    const other = s.wait(60);
    expect(dataOf(other, 'DisputeBuyerSaid')?.say).toEqual(ali.world.disputes?.list[0]?.otherwise);
    expect(dispute(s, D1).messages.map((m) => m.by)).toEqual([
      'buyer',
      'platform',
      'seller',
      'buyer',
      'seller',
      'buyer',
    ]);
  });

  it('a reply with `then: cancel` withdraws the dispute', () => {
    const s = new Session(shopee);
    s.do({ type: 'SendDisputeMessage', id: 'S3', text: 'Tracking SPXMY05218840731' });
    expect(types(s.wait(2 * 60))).toEqual(['TimerFired', 'DisputeBuyerSaid', 'DisputeCancelled']);
    expect(s.state.dispute.byId.S3).toMatchObject({ status: 'cancelled', deadline: null });
    s.refused({ type: 'SendDisputeMessage', id: 'S3', text: 'thanks' });
  });

  it('no reply without a matching rule or a fallback', () => {
    const quiet = withWorld(ali, (s) => {
      delete s.world.disputes!.list[0]!.otherwise;
    });
    given(quiet, opening(quiet))
      .when({ type: 'SendDisputeMessage', id: D1, text: 'Hello' })
      .then([{ type: 'DisputeMessageSent', data: { ...D1_FACTS, at: SIM_START, text: 'Hello' } }]);
  });
});

describe('deadlines on the sim clock', () => {
  it('a response deadline that passes loses and the platform refunds the buyer', () => {
    const s = new Session(ali);
    expect(types(s.wait(2 * 24 * 60 - 1))).toEqual([]);
    const fired = s.wait(1);
    expect(types(fired)).toEqual([
      'TimerFired',
      'DisputeRuled',
      'DisputeRefunded',
      'TimerFired',
      'DisputeRuled',
      'DisputeRefunded',
    ]);
    expect(dataOf(fired, 'DisputeRuled')).toMatchObject({
      id: D1,
      won: false,
      missed: 'respond',
      key: null,
      say: null,
      at: '2026-10-16T01:00:00.000Z',
    });
    expect(dispute(s, D1)).toMatchObject({ status: 'completed', result: 'lost', refunded: 89 });
    expect(dispute(s, D1).messages.at(-1)?.key).toBe('dispute.note.refunded.platform');
    expect(orderMoney(s.state.orders.byNo['8185602741339071']!).net).toBe(0);
  });

  it('an evidence deadline after the seller’s intervention loses too', () => {
    const s = new Session(ali);
    s.do({ type: 'ApplyIntervention', id: D1 });
    s.wait(2 * 24 * 60); // D2 loses; D1's response deadline is moot
    expect(dispute(s, D1).status).toBe('intervention');
    const fired = s.wait(24 * 60);
    expect(dataOf(fired, 'DisputeRuled')).toMatchObject({ id: D1, missed: 'evidence' });
    expect(dispute(s, D1)).toMatchObject({ result: 'lost', refunded: 89 });
  });

  it('a withdrawn intervention’s evidence deadline is moot (seq); the first response one bites', () => {
    const s = new Session(ali);
    s.do({ type: 'ApplyIntervention', id: D1 });
    s.do({ type: 'WithdrawIntervention', id: D1 });
    expect(dispute(s, D1)).toMatchObject({ status: 'waiting', deadlineSeq: 2 });
    const due = dispute(s, D1).deadline?.due;
    expect(due).toBe(simAt(2 * DAY));
    expect(s.wait(24 * 60).filter((e) => e.type === 'DisputeRuled')).toEqual([]);
    const late = s.wait(24 * 60);
    const ruled = late.filter((e) => e.type === 'DisputeRuled').map((e) => e.data);
    expect(ruled.find((d) => d.id === D1)).toMatchObject({ missed: 'respond', at: due });
    expect(ruled.find((d) => d.id === D2)).toMatchObject({ missed: 'respond' });
    // The evidence deadline (3 days) of the withdrawn intervention never bites.
    expect(s.wait(2 * 24 * 60).filter((e) => e.type === 'DisputeRuled')).toEqual([]);
  });

  it('refuses to withdraw once the response deadline has passed: the platform decides', () => {
    const s = new Session(ali);
    s.do({ type: 'ApplyIntervention', id: D1 });
    s.wait(2 * 24 * 60 + 60);
    expect(dispute(s, D1)).toMatchObject({
      status: 'intervention',
      deadline: { stage: 'evidence' },
    });
    expect(s.refused({ type: 'WithdrawIntervention', id: D1 }).messageKey).toBe(
      'dispute.error.responseTimePassed',
    );
  });

  it('the buyer escalates when the case says, if the dispute still waits', () => {
    const escalating = withWorld(ali, (s) => {
      s.world.disputes!.list[0]!.escalatesAfter = '4d'; // 1 sim day after the start
    });
    const s = new Session(escalating);
    expect(types(s.wait(24 * 60 - 1))).toEqual([]);
    const fired = s.wait(1);
    expect(types(fired)).toEqual(['TimerFired', 'DisputeInterventionApplied', 'TimerScheduled']);
    expect(dataOf(fired, 'DisputeInterventionApplied')).toEqual({
      ...D1_FACTS,
      at: '2026-10-15T01:00:00.000Z',
      by: 'buyer',
      deadline: { stage: 'evidence', due: '2026-10-18T01:00:00.000Z' },
    });
    expect(dispute(s, D1)).toMatchObject({ status: 'intervention', interventionBy: 'buyer' });
    expect(s.refused({ type: 'WithdrawIntervention', id: D1 }).messageKey).toBe(
      'dispute.error.notYourIntervention',
    );
    // The old response deadline is moot; the evidence deadline bites.
    expect(types(s.wait(24 * 60)).filter((t) => t === 'DisputeRuled')).toHaveLength(1); // D2
    expect(dispute(s, D1).status).toBe('intervention');
    expect(dataOf(s.wait(2 * 24 * 60), 'DisputeRuled')).toMatchObject({
      id: D1,
      missed: 'evidence',
    });
  });

  it('no escalation once the seller answered; at the start when it was due before', () => {
    const escalating = withWorld(ali, (s) => {
      s.world.disputes!.list[0]!.escalatesAfter = '4d';
    });
    const s = new Session(escalating);
    s.do({ type: 'ApplyIntervention', id: D1 });
    const fired = s.wait(24 * 60);
    expect(types(fired)).toEqual(['TimerFired']);
    expect(dispute(s, D1).interventionBy).toBe('seller');

    const early = withWorld(ali, (s) => {
      s.world.disputes!.list[0]!.escalatesAfter = '1d';
    });
    const e = new Session(early);
    expect(types(e.fireDue())).toEqual([
      'TimerFired',
      'DisputeInterventionApplied',
      'TimerScheduled',
    ]);
    expect(e.state.dispute.byId[D1]?.interventionBy).toBe('buyer');
  });
});

describe('judge', () => {
  const withEvidence = (d: Dispute, ...evidence: Partial<Dispute['evidence'][number]>[]) => ({
    ...d,
    evidence: evidence.map((e) => ({
      reasons: ['delivered' as const],
      text: WINNING.text,
      files: [POD],
      at: SIM_START,
      ...e,
    })),
  });
  const d1 = dispute(new Session(ali), D1);

  it('wins when the evidence meets every condition, over several submissions', () => {
    expect(judge(ali, withEvidence(d1, {}))).toEqual({ won: true, key: null });
    expect(
      judge(
        ali,
        withEvidence(
          d1,
          { reasons: ['inTransit'], files: [], text: 'LP00619437226DE' },
          { reasons: ['delivered'], files: [PHOTO, POD], text: 'It was signed for.' },
        ),
      ),
    ).toEqual({ won: true, key: null });
  });

  it('names why it loses: reason, case file, text', () => {
    expect(judge(ali, withEvidence(d1, { reasons: ['inTransit'] }))).toEqual({
      won: false,
      key: 'dispute.why.reason',
    });
    expect(judge(ali, withEvidence(d1, { files: [PHOTO] }))).toEqual({
      won: false,
      key: 'dispute.why.files',
    });
    expect(judge(ali, withEvidence(d1, { files: [{ ...POD, caseFile: null }] }))).toEqual({
      won: false,
      key: 'dispute.why.files',
    });
    expect(judge(ali, withEvidence(d1, { text: 'It was delivered.' }))).toEqual({
      won: false,
      key: 'dispute.why.text',
    });
    expect(judge(ali, withEvidence(d1, { text: 'LP00619437226DE, see file.' }))).toEqual({
      won: false,
      key: 'dispute.why.text',
    });
  });

  it('without a `win` policy the buyer is right', () => {
    const d2 = dispute(new Session(ali), D2);
    expect(judge(ali, withEvidence(d2, {}))).toEqual({ won: false, key: 'dispute.why.buyerRight' });
  });

  it('loses without any file where the platform requires one (Shopee, or a case override)', () => {
    const s1 = dispute(new Session(shopee), 'S1');
    expect(
      judge(shopee, withEvidence(s1, { reasons: ['correctItem'], files: [], text: 'TMB-900-NV' })),
    ).toEqual({ won: false, key: 'dispute.why.noFiles' });
    // Without the requirement the missing file is what the policy names.
    expect(judge(ali, withEvidence(d1, { files: [] }))).toEqual({
      won: false,
      key: 'dispute.why.files',
    });
    const strict = withWorld(ali, (s) => {
      s.world.disputes!.rules = [{ platform: 'aliexpress', filesRequired: true }];
    });
    expect(judge(strict, withEvidence(d1, { files: [] }))).toEqual({
      won: false,
      key: 'dispute.why.noFiles',
    });
  });

  it('on Shopee the packing record wins', () => {
    const s1 = dispute(new Session(shopee), 'S1');
    const record: EvidenceFile = { ...PHOTO, caseFile: 'packing-record-2609215HQ7.png' };
    expect(
      judge(
        shopee,
        withEvidence(s1, {
          reasons: ['correctItem'],
          files: [record],
          text: 'Order 2609215HQ7MXC4: TMB-900-NV was packed and scanned.',
        }),
      ),
    ).toEqual({ won: true, key: null });
  });
});

describe('disputeRules', () => {
  it('applies a case override without a type to both types of its platform only', () => {
    expect(disputeRules(ali, 'aliexpress', 'platform')).toEqual({
      ...DISPUTE_RULES.aliexpress.platform,
      decideAfter: '12h',
    });
    expect(disputeRules(ali, 'aliexpress', 'creditCard')).toEqual({
      ...DISPUTE_RULES.aliexpress.creditCard,
      decideAfter: '12h',
    });
    expect(disputeRules(ali, 'shopee', 'platform')).toEqual(DISPUTE_RULES.shopee.platform);
  });

  it('applies an override with a type to that type only', () => {
    expect(disputeRules(amazon, 'amazon', 'platform')).toEqual(DISPUTE_RULES.amazon.platform);
    expect(disputeRules(amazon, 'amazon', 'creditCard')).toEqual({
      ...DISPUTE_RULES.amazon.creditCard,
      decideAfter: '6h',
    });
  });

  it('applies overrides in order (the later wins) and never changes the defaults', () => {
    const two = withWorld(ali, (s) => {
      s.world.disputes!.rules = [
        { platform: 'aliexpress', respondWithin: '1d', filesRequired: true },
        { platform: 'aliexpress', type: 'platform', respondWithin: '6h' },
      ];
    });
    const r = disputeRules(two, 'aliexpress', 'platform');
    expect(r).toMatchObject({ respondWithin: '6h', filesRequired: true, evidenceWithin: '3d' });
    expect(disputeRules(two, 'aliexpress', 'creditCard')).toMatchObject({ respondWithin: '1d' });
    r.respondWithin = '1s';
    expect(DISPUTE_RULES.aliexpress.platform.respondWithin).toBe('5d');
    const none = withWorld(ali, (s) => {
      delete s.world.disputes;
    });
    expect(disputeRules(none, 'temu', 'platform')).toEqual(DISPUTE_RULES.temu.platform);
  });

  it('a case override moves the opening deadline', () => {
    const quick = withWorld(ali, (s) => {
      s.world.disputes!.rules = [{ platform: 'aliexpress', respondWithin: '4d' }];
    });
    expect(new Session(quick).state.dispute.byId[D1]?.deadline).toEqual({
      stage: 'respond',
      due: '2026-10-15T01:00:00.000Z',
    });
  });
});

describe('semantic checks of a case’s disputes', () => {
  const errorsOf = (s: Scenario) => {
    const out: { path: string; message: string }[] = [];
    disputeModule.check(s, (path, message) => out.push({ path: path.join('/'), message }));
    return out;
  };
  const first = (change: (d: NonNullable<Scenario['world']['disputes']>['list'][number]) => void) =>
    errorsOf(
      withWorld(ali, (s) => {
        change(s.world.disputes!.list[0]!);
      }),
    );

  it('accepts the shipped cases', () => {
    expect([ali, amazon, shopee].flatMap(errorsOf)).toEqual([]);
  });

  it('reports each meaning error at its path', () => {
    expect(
      first((d) => {
        d.orderNo = 'NOPE';
      }),
    ).toEqual([{ path: 'world/disputes/list/0/orderNo', message: 'unknown order "NOPE"' }]);
    expect(
      first((d) => {
        d.amount = 89.5;
      }),
    ).toEqual([
      {
        path: 'world/disputes/list/0/amount',
        message: 'above what order 8185602741339071 brought in (89)',
      },
    ]);
    expect(
      first((d) => {
        d.acceptsPartial = 89;
      }),
    ).toEqual([
      {
        path: 'world/disputes/list/0/acceptsPartial',
        message: 'not below the dispute amount: no partial refund could pass',
      },
    ]);
    expect(
      first((d) => {
        d.amount = 20;
        d.acceptsPartial = 24;
      }).map((e) => e.path),
    ).toEqual(['world/disputes/list/0/acceptsPartial']);
    expect(
      first((d) => {
        d.openedAt = '2026-10-14T09:00:01+08:00';
      }),
    ).toEqual([{ path: 'world/disputes/list/0/openedAt', message: 'after the case starts' }]);
    expect(
      first((d) => {
        d.openedAt = '2026-10-09T09:00:00+08:00'; // 5 days: due exactly at the start
      }),
    ).toEqual([
      {
        path: 'world/disputes/list/0/openedAt',
        message: 'its response deadline has passed before the case starts',
      },
    ]);
    expect(
      first((d) => {
        d.ruling!.win!.files = ['pod-LP00619437226DE.pdf', 'nope.pdf'];
      }),
    ).toEqual([
      {
        path: 'world/disputes/list/0/ruling/win/files',
        message: '"nope.pdf" is not one of the case\'s attachments',
      },
    ]);
    expect(
      first((d) => {
        d.sku = 'TENT-3P';
      }),
    ).toEqual([
      {
        path: 'world/disputes/list/0/sku',
        message: 'order 8185602741339071 has no line of "TENT-3P"',
      },
    ]);
    expect(
      errorsOf(
        withWorld(ali, (s) => {
          s.world.disputes!.list[1]!.id = D1;
        }),
      ),
    ).toEqual([{ path: 'world/disputes/list', message: 'duplicate dispute "D1"' }]);
  });

  it('an override counts in the deadline check, and the parser reports it with a line', () => {
    const path = fileURLToPath(
      new URL('../../scenarios/cases/aliexpress-dispute-evidence.yaml', import.meta.url),
    );
    const text = readFileSync(path, 'utf8').replace(
      '      - { platform: aliexpress, decideAfter: 12h }',
      '      - { platform: aliexpress, decideAfter: 12h, respondWithin: 1d }',
    );
    const r = parseScenario(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.message)).toEqual([
      'its response deadline has passed before the case starts',
      'its response deadline has passed before the case starts',
    ]);
    expect(r.errors.every((e) => e.line > 1)).toBe(true);
  });
});
