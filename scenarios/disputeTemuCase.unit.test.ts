/**
 * The Temu dispute case played through the engine as a student would on the Disputes page: a
 * dispute the buyer escalates at the time the case sets, after which Temu's 2 days for evidence
 * run; a dispute the seller takes to Temu when the buyer refuses a fair solution and refuses any
 * partial refund; and the deadlines that bite (response, evidence).
 */
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../engine/testing/dispute.ts';
import {
  disputeEvents,
  evidence,
  idOf,
  intervene,
  refund,
  say,
  upload,
  withdraw,
} from '../engine/testing/dispute.ts';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';
import type { Envelope } from '../engine/core/envelope.ts';
import type { DefenceReason } from '../schemas/dispute/domain.ts';

/** Each ruling as [dispute, missed deadline]. */
const rulings = (events: readonly Envelope[]) =>
  events
    .filter((e) => e.type === 'DisputeRuled')
    .map((e) => [idOf(e), (e.data as { missed: string | null }).missed]);

const HOUR = 60;
const DAY = 24 * HOUR;

describe('temu-dispute-escalation', () => {
  const s = loadCase('temu-dispute-escalation');
  const REPORT = upload('ups-damage-report-1Z9W43E70360417725.pdf');
  const POD = upload('ups-pod-1Z9W43E70361288406.png');
  const BREAKAGE =
    'Order PO-211-20486137552918: the carton was crushed in a conveyor jam at the UPS Columbus hub (UPS damage inspection report UPS-DMG-2611-48207, tracking 1Z9W43E70360417725). Our packaging met UPS guidelines; 2 mugs broke, the other 10 pieces arrived intact, and we sent 2 replacement mugs free of charge (USPS 9400111202063391482755, delivered 11 November).';
  const SOLUTION =
    'Hi Marcus, UPS delivered your parcel 1Z9W43E70361288406 on 9 November at 14:12 to the front desk of 1450 N Dearborn St, where M Ortiz signed for it. Please collect it at the front desk.';
  const DELIVERED =
    'UPS parcel 1Z9W43E70361288406 was delivered on 9 November 2026 to the front desk of the buyer’s building (1450 N Dearborn St) and signed for by the attendant, M Ortiz. Proof of delivery attached.';

  it('opens both disputes with a little over 1 of Temu’s 2 response days left, in USD', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.T1).toMatchObject({
      status: 'waiting',
      amount: 79.99,
      currency: 'USD',
      sku: 'DNR-12-OAT',
      deadline: { stage: 'respond', due: '2026-11-17T05:00:00.000Z' },
    });
    expect(p.state.dispute.byId.T2).toMatchObject({
      status: 'waiting',
      amount: 64.99,
      deadline: { stage: 'respond', due: '2026-11-17T07:00:00.000Z' },
    });
  });

  it('a good walkthrough: the fair solution, Temu asked to intervene, both won (100)', () => {
    const p = new Session(s);
    p.do(say('T2', SOLUTION));
    const refused = disputeEvents(p.wait(HOUR));
    expect(types(refused)).toEqual(['DisputeBuyerSaid']);
    expect(JSON.stringify(dataOf(refused, 'DisputeBuyerSaid'))).toContain('150');
    const applied = p.do(intervene('T2'));
    expect(dataOf(applied, 'DisputeInterventionApplied')).toMatchObject({
      by: 'seller',
      deadline: { stage: 'evidence' },
    });
    const sent = p.do(evidence('T2', ['lostParcel'], DELIVERED, [POD]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['ups-pod-1Z9W43E70361288406.png'],
      deadline: { stage: 'ruling' },
    });
    // Four sim hours after the start the buyer escalates dispute one: Temu intervenes.
    const escalated = disputeEvents(p.wait(HOUR));
    expect(escalated.map((e) => [e.type, idOf(e)])).toEqual([['DisputeInterventionApplied', 'T1']]);
    expect(p.state.dispute.byId.T1).toMatchObject({
      status: 'intervention',
      interventionBy: 'buyer',
      deadline: { stage: 'evidence', due: '2026-11-18T05:00:00.000Z' },
    });
    // The buyer did her part: a seller cannot withdraw it.
    expect(p.refused(withdraw('T1')).messageKey).toBe('dispute.error.notYourIntervention');
    const breakage = p.do(evidence('T1', ['logisticsBreakage'], BREAKAGE, [REPORT]));
    expect(dataOf(breakage, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['ups-damage-report-1Z9W43E70360417725.pdf'],
      deadline: { stage: 'ruling' },
    });
    const ruled = disputeEvents(p.wait(12 * HOUR));
    expect(rulings(ruled)).toEqual([
      ['T2', null],
      ['T1', null],
    ]);
    expect(ruled.every((e) => e.type !== 'DisputeRuled' || (e.data as { won: boolean }).won)).toBe(
      true,
    );
    expect(p.state.dispute.byId.T1).toMatchObject({ result: 'won', refunded: 0 });
    expect(p.state.dispute.byId.T2).toMatchObject({ result: 'won', refunded: 0 });
    // Nothing bites later: the response and evidence deadlines were superseded.
    expect(disputeEvents(p.wait(5 * DAY))).toEqual([]);
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough: a full refund, a refused partial offer, deadlines missed (low)', () => {
    const p = new Session(s);
    p.do(refund('T1', 79.99));
    p.do(say('T2', 'Please check again, we are sure it was delivered.'));
    p.do(refund('T2', 20));
    const late = disputeEvents(p.wait(3 * DAY));
    expect(rulings(late)).toEqual([['T2', 'respond']]);
    expect(p.state.dispute.byId.T2).toMatchObject({ result: 'lost', refunded: 64.99 });
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8411]).toBe(-15);
    expect(earned(score)[8409]).toBe(-30);
  });

  it('the buyer escalates at the configured time; then Temu’s 2 days for evidence bite', () => {
    const p = new Session(s);
    // Just before 13:00 on 16 November (4 sim hours after the start) nothing has happened.
    expect(disputeEvents(p.wait(4 * HOUR - 1))).toEqual([]);
    expect(p.state.dispute.byId.T1?.status).toBe('waiting');
    const escalated = disputeEvents(p.wait(1));
    expect(escalated.map((e) => [e.type, idOf(e)])).toEqual([['DisputeInterventionApplied', 'T1']]);
    expect(dataOf(escalated, 'DisputeInterventionApplied')).toMatchObject({
      by: 'buyer',
      at: '2026-11-16T05:00:00.000Z',
      deadline: { stage: 'evidence', due: '2026-11-18T05:00:00.000Z' },
    });
    // A second request is refused: Temu already intervenes.
    expect(p.refused(intervene('T1')).messageKey).toBe('dispute.error.alreadyIntervening');
    // Dispute one's response deadline (17 November, 13:00) no longer bites; dispute two's does.
    expect(rulings(disputeEvents(p.wait(DAY + 2 * HOUR)))).toEqual([['T2', 'respond']]);
    expect(p.state.dispute.byId.T1?.status).toBe('intervention');
    // Two days after the escalation the evidence deadline passes: lost and refunded.
    const late = disputeEvents(p.wait(DAY - 2 * HOUR - 1));
    expect(late).toEqual([]);
    const lost = disputeEvents(p.wait(1));
    expect(lost.map((e) => [e.type, idOf(e)])).toEqual([
      ['DisputeRuled', 'T1'],
      ['DisputeRefunded', 'T1'],
    ]);
    expect(dataOf(lost, 'DisputeRuled')).toMatchObject({ won: false, missed: 'evidence' });
    expect(dataOf(lost, 'DisputeRefunded')).toMatchObject({ amount: 79.99, by: 'platform' });
    expect(p.refused(evidence('T1', ['logisticsBreakage'], BREAKAGE, [REPORT])).messageKey).toBe(
      'dispute.error.closed',
    );
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8409]).toBe(-30);
    expect(earned(score)[8410]).toBe(-30);
  });

  it('evidence before the escalation leaves the buyer nothing to escalate', () => {
    const p = new Session(s);
    p.do(evidence('T1', ['logisticsBreakage'], BREAKAGE, [REPORT]));
    expect(p.state.dispute.byId.T1).toMatchObject({
      status: 'intervention',
      deadline: { stage: 'ruling' },
    });
    const next = disputeEvents(p.wait(12 * HOUR));
    expect(types(next)).not.toContain('DisputeInterventionApplied');
    expect(dataOf(next, 'DisputeRuled')).toMatchObject({ id: 'T1', won: true });
  });

  it('the buyer refuses any partial refund within the day; the response deadline still runs', () => {
    const p = new Session(s);
    p.do(refund('T2', 40));
    expect(p.refused(refund('T2', 45)).messageKey).toBe('dispute.error.offerPending');
    const answered = disputeEvents(p.wait(6 * HOUR));
    expect(dataOf(answered, 'DisputePartialAnswered')).toMatchObject({
      amount: 40,
      accepted: false,
    });
    expect(p.state.dispute.byId.T2).toMatchObject({ status: 'waiting', refunded: 0, offer: null });
    p.do(say('T2', 'We can offer a partial refund as a goodwill gesture.'));
    expect(JSON.stringify(dataOf(disputeEvents(p.wait(HOUR)), 'DisputeBuyerSaid'))).toContain(
      '150',
    );
    // Moving on in time still wins: intervention, then evidence.
    p.do(intervene('T2'));
    p.do(evidence('T2', ['lostParcel'], DELIVERED, [POD]));
    expect(dataOf(disputeEvents(p.wait(12 * HOUR)), 'DisputeRuled')).toMatchObject({
      id: 'T2',
      won: true,
    });
  });

  it('an intervention the seller asked for leaves 2 days for evidence; late evidence loses', () => {
    const p = new Session(s);
    p.do(intervene('T2'));
    expect(p.state.dispute.byId.T2?.deadline?.stage).toBe('evidence');
    expect(rulings(disputeEvents(p.wait(2 * DAY)).filter((e) => idOf(e) === 'T2'))).toEqual([
      ['T2', 'evidence'],
    ]);
  });

  it('the wrong reason, a missing file or a thin text loses the ruling', () => {
    const cases: [DefenceReason, string, UploadedFile[], string][] = [
      ['lostParcel', BREAKAGE, [REPORT], 'dispute.why.reason'],
      ['logisticsBreakage', BREAKAGE, [upload('photo.png', null)], 'dispute.why.files'],
      ['logisticsBreakage', 'The mugs broke in transit.', [REPORT], 'dispute.why.text'],
    ];
    for (const [reason, text, files, key] of cases) {
      const p = new Session(s);
      p.do(evidence('T1', [reason], text, files));
      expect(dataOf(disputeEvents(p.wait(12 * HOUR)), 'DisputeRuled')).toMatchObject({
        id: 'T1',
        won: false,
        key,
      });
    }
    const q = new Session(s);
    q.do(evidence('T2', ['lostParcel'], 'It was delivered.', [POD]));
    expect(dataOf(disputeEvents(q.wait(12 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.text',
    });
  });

  it('the Chinese texts count as well', () => {
    const p = new Session(s);
    p.do(
      say(
        'T2',
        '您好，UPS 运单 1Z9W43E70361288406 已于 11 月 9 日 14:12 送达您所住大楼的前台，由前台 M Ortiz 签收，请到前台领取。',
      ),
    );
    p.wait(HOUR);
    p.do(intervene('T2'));
    p.do(
      evidence(
        'T2',
        ['lostParcel'],
        'UPS 运单 1Z9W43E70361288406 已于 11 月 9 日送达买家所住大楼前台，由前台人员 M Ortiz 签收，附签收证明。',
        [POD],
      ),
    );
    p.wait(HOUR);
    expect(p.state.dispute.byId.T1?.interventionBy).toBe('buyer');
    p.do(
      evidence(
        'T1',
        ['logisticsBreakage'],
        '包裹在 UPS 哥伦布转运中心被压坏，见 UPS 破损检验报告 UPS-DMG-2611-48207；碎了 2 个马克杯，我们已于 11 月 8 日免费补发并已签收，其余 10 件完好。',
        [REPORT],
      ),
    );
    p.wait(12 * HOUR);
    expect(p.score().score).toBe(100);
  });
});
