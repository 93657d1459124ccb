/**
 * The Temu dispute case played through the engine as a student would on the Disputes page: a
 * dispute the buyer escalated before the start, with the case's own 2 days for evidence running;
 * a dispute the seller takes to Temu when the buyer refuses a fair solution and any partial
 * refund; and the deadlines that bite (response, evidence), each lost one charged to the seller
 * with a violation.
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
import {
  dataOf,
  earned,
  Session,
  types,
  pointAfter,
  failedChecks,
} from '../engine/testing/session.ts';
import type { Envelope } from '../engine/core/envelope.ts';
import type { DefenceReason } from '../schemas/dispute/domain.ts';

/** Each ruling as [dispute, missed deadline]. */
const rulings = (events: readonly Envelope[]) =>
  events
    .filter((e) => e.type === 'DisputeRuled')
    .map((e) => [idOf(e), (e.data as { missed: string | null }).missed]);

const HOUR = 60;
const DAY = 24 * HOUR;

/** What the buyer says back (the words of the reply a message got). */
const said = (events: readonly Envelope[]) =>
  (dataOf(events, 'DisputeBuyerSaid') as { say: Record<string, string> }).say;

describe('temu-dispute-escalation', () => {
  const s = loadCase('temu-dispute-escalation');
  const REPORT = upload('ups-damage-report-1Z9W43E70360417725.pdf');
  const POD = upload('ups-pod-1Z9W43E70361288406.png');
  const BREAKAGE =
    'Order PO-211-20486137552918: the carton was crushed in a conveyor jam at the UPS Columbus hub (UPS damage inspection report UPS-DMG-2611-48207, tracking 1Z9W43E70360417725). Our packaging met UPS guidelines; 2 mugs broke, the other 10 pieces arrived intact, and we sent 2 replacement mugs free of charge (USPS 9400111202063391482755, delivered 11 November).';
  const SOLUTION =
    'Hi Marcus, I understand how worrying a missing parcel is. UPS delivered your parcel 1Z9W43E70361288406 on 9 November at 14:12 to the front desk of 1450 N Dearborn St, where M Ortiz signed for it. Please collect it at the front desk; if it is not there, we will send you the signed proof of delivery within 24 hours. Best regards, Harbor & Hearth Home';
  const DELIVERED =
    'UPS parcel 1Z9W43E70361288406 was delivered on 9 November 2026 at 14:12 to the front desk of the buyer’s building (1450 N Dearborn St) and was signed for by the attendant, M Ortiz. The attached UPS proof of delivery shows the signature.';

  it('opens dispute one already escalated by the buyer (evidence due), dispute two waiting, in USD', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.T1).toMatchObject({
      status: 'intervention',
      interventionBy: 'buyer',
      amount: 79.99,
      currency: 'USD',
      sku: 'DNR-12-OAT',
      // Escalated an hour before the start: Temu's 2 days (this case's own) run from then.
      deadline: { stage: 'evidence', due: '2026-11-18T00:00:00.000Z' },
    });
    expect(p.state.dispute.byId.T2).toMatchObject({
      status: 'waiting',
      amount: 64.99,
      deadline: { stage: 'respond', due: '2026-11-17T23:00:00.000Z' },
    });
    // The buyer did her part: a seller cannot withdraw it.
    expect(p.refused(withdraw('T1')).messageKey).toBe('dispute.error.notYourIntervention');
    expect(p.refused(intervene('T1')).messageKey).toBe('dispute.error.alreadyIntervening');
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
    const sent = p.do(evidence('T2', ['delivered'], DELIVERED, [POD]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['ups-pod-1Z9W43E70361288406.png'],
      deadline: { stage: 'ruling' },
    });
    const breakage = p.do(evidence('T1', ['logisticsBreakage'], BREAKAGE, [REPORT]));
    expect(dataOf(breakage, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['ups-damage-report-1Z9W43E70360417725.pdf'],
      deadline: { stage: 'ruling' },
    });
    // Temu rules 6 sim hours after each piece of evidence (this case's own time).
    const ruled = disputeEvents(p.wait(6 * HOUR));
    expect(rulings(ruled)).toEqual([
      ['T2', null],
      ['T1', null],
    ]);
    expect(ruled.every((e) => e.type !== 'DisputeRuled' || (e.data as { won: boolean }).won)).toBe(
      true,
    );
    expect(p.state.dispute.byId.T1).toMatchObject({ result: 'won', refunded: 0, violation: false });
    expect(p.state.dispute.byId.T2).toMatchObject({ result: 'won', refunded: 0, violation: false });
    // Nothing bites later: the response and evidence deadlines were superseded.
    expect(disputeEvents(p.wait(5 * DAY))).toEqual([]);
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough: a full refund, a refused partial offer, a deadline missed (low)', () => {
    const p = new Session(s);
    // The replacement told in Chinese to a buyer who reads English: she asks for English.
    p.do(say('T1', '两个碎掉的杯子我们已经免费补发，并已签收。'));
    expect(said(disputeEvents(p.wait(HOUR))).en).toContain('Please write in English');
    p.do(refund('T1', 79.99));
    p.do(say('T2', 'Please check again, we are sure it was delivered.'));
    p.do(refund('T2', 20));
    // He refuses and takes it to Temu; nobody gives evidence in the 2 days.
    const late = disputeEvents(p.wait(3 * DAY - HOUR));
    expect(dataOf(late, 'DisputeInterventionApplied')).toMatchObject({ id: 'T2', by: 'buyer' });
    expect(rulings(late)).toEqual([['T2', 'evidence']]);
    expect(p.state.dispute.byId.T2).toMatchObject({
      result: 'lost',
      refunded: 64.99,
      violation: true,
    });
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8411]).toBe(-15);
    expect(earned(score)[8410]).toBe(-30);
    expect(earned(score)[8412]).toBe(-15);
  });

  it('deadlines bite: dispute two’s response, then dispute one’s evidence; each charged with a violation', () => {
    const p = new Session(s);
    expect(disputeEvents(p.wait(46 * HOUR - 1))).toEqual([]);
    const t2 = disputeEvents(p.wait(1));
    expect(t2.map((e) => [e.type, idOf(e)])).toEqual([
      ['DisputeRuled', 'T2'],
      ['DisputeViolationRecorded', 'T2'],
      ['DisputeRefunded', 'T2'],
    ]);
    expect(dataOf(t2, 'DisputeRuled')).toMatchObject({ won: false, missed: 'respond' });
    const t1 = disputeEvents(p.wait(HOUR));
    expect(rulings(t1)).toEqual([['T1', 'evidence']]);
    expect(dataOf(t1, 'DisputeRefunded')).toMatchObject({ amount: 79.99, by: 'platform' });
    expect(p.state.dispute.byId.T1?.messages.at(-1)?.key).toBe('dispute.note.refunded.charged');
    expect(p.refused(evidence('T1', ['logisticsBreakage'], BREAKAGE, [REPORT])).messageKey).toBe(
      'dispute.error.evidencePassed',
    );
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8409]).toBe(-30);
    expect(earned(score)[8410]).toBe(-30);
    expect(earned(score)[8412]).toBe(-15);
  });

  it('the buyer refuses any partial refund and takes it to Temu; evidence still wins', () => {
    const p = new Session(s);
    p.do(refund('T2', 40));
    expect(p.refused(refund('T2', 45)).messageKey).toBe('dispute.error.offerPending');
    // The response deadline waits while the offer does.
    expect(p.state.dispute.byId.T2?.deadline?.stage).toBe('offer');
    const answered = disputeEvents(p.wait(6 * HOUR));
    expect(dataOf(answered, 'DisputePartialAnswered')).toMatchObject({
      amount: 40,
      accepted: false,
    });
    expect(p.state.dispute.byId.T2).toMatchObject({
      status: 'intervention',
      interventionBy: 'buyer',
      refunded: 0,
      offer: null,
      deadline: { stage: 'evidence' },
    });
    p.do(say('T2', 'We can offer a partial refund as a goodwill gesture.'));
    expect(JSON.stringify(dataOf(disputeEvents(p.wait(HOUR)), 'DisputeBuyerSaid'))).toContain(
      '150',
    );
    p.do(evidence('T2', ['delivered'], DELIVERED, [POD]));
    expect(dataOf(disputeEvents(p.wait(6 * HOUR)), 'DisputeRuled')).toMatchObject({
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
      ['asDescribed', BREAKAGE, [REPORT], 'dispute.why.reason'],
      ['logisticsBreakage', BREAKAGE, [upload('photo.png', null)], 'dispute.why.files'],
      ['logisticsBreakage', 'The mugs broke in transit.', [REPORT], 'dispute.why.text'],
    ];
    for (const [reason, text, files, key] of cases) {
      const p = new Session(s);
      p.do(evidence('T1', [reason], text, files));
      expect(dataOf(disputeEvents(p.wait(6 * HOUR)), 'DisputeRuled')).toMatchObject({
        id: 'T1',
        won: false,
        key,
      });
    }
    const q = new Session(s);
    q.do(evidence('T2', ['delivered'], 'It was delivered.', [POD]));
    expect(dataOf(disputeEvents(q.wait(6 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.text',
    });
  });

  it('Chinese evidence counts; a Chinese message to the buyer does not reach him', () => {
    const p = new Session(s);
    // Marcus reads English: a good fair solution in Chinese gets asked for English and loses
    // only its language check (weighing 1 of 11: 9 of 10).
    p.do(
      say(
        'T2',
        'Marcus 您好，理解您找不到包裹的着急。UPS 运单 1Z9W43E70361288406 已于 11 月 9 日 14:12 送达您所住大楼的前台，由前台 M Ortiz 签收。请到前台领取；如果前台没有，我们会在 24 小时内把签收证明发给您。Harbor & Hearth Home 敬上',
      ),
    );
    expect(said(disputeEvents(p.wait(HOUR))).en).toContain('Write in English');
    p.do(intervene('T2'));
    p.do(
      evidence(
        'T2',
        ['delivered'],
        'UPS 运单 1Z9W43E70361288406 已于 11 月 9 日 14:12 送达买家所住大楼 1450 N Dearborn St 的前台，由前台人员 M Ortiz 签收。附件是 UPS 的签收证明，上面有签名和送达时间。',
        [POD],
      ),
    );
    p.wait(HOUR);
    expect(p.state.dispute.byId.T1?.interventionBy).toBe('buyer');
    p.do(
      evidence(
        'T1',
        ['logisticsBreakage'],
        '包裹在 UPS 哥伦布转运中心的传送带故障中被压坏，见 UPS 破损检验报告 UPS-DMG-2611-48207。我们的包装符合 UPS 的要求；碎了 2 个马克杯，其余 10 件完好，我们已于 11 月 8 日免费补发 2 个马克杯，买家已签收。',
        [REPORT],
      ),
    );
    p.wait(6 * HOUR);
    const score = p.score();
    expect(
      score.points
        .find((x) => x.pointID === 8404)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['language']);
    expect(earned(score)[8404]).toBe(9);
    expect(earned(score)[8402]).toBe(10);
    expect(earned(score)[8407]).toBe(5);
    expect(score.score).toBe(99);
  });

  it('grades the statements and the message as a team lead: ids alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    // Keyword-stuffed: at most 20 % of each point.
    const ids = point(8402, (p) =>
      p.do(evidence('T1', ['logisticsBreakage'], 'UPS-DMG-2611-48207 reshipped', [REPORT])),
    );
    expect(ids?.earned).toBe(0);
    expect(failed(ids)).toContain('sentences');
    const pasted = point(8404, (p) => p.do(say('T2', '1Z9W43E70361288406 front desk sorry')));
    expect(pasted?.earned).toBeLessThanOrEqual(2);
    expect(failed(pasted)).toContain('sentences');
    const signed = point(8407, (p) => {
      p.do(intervene('T2'));
      p.do(evidence('T2', ['delivered'], '1Z9W43E70361288406 signed', [POD]));
    });
    expect(signed?.earned).toBe(0);
    // Complete but rude: blame, an ultimatum and shouting fail the tone check, and only it.
    const rude = point(8404, (p) =>
      p.do(
        say(
          'T2',
          'Hi Marcus, I understand, but you should have checked the front desk. UPS delivered your parcel 1Z9W43E70361288406 on 9 November at 14:12 and M Ortiz signed for it there. Collect it within 24 hours or else we will report you. Best regards, Harbor & Hearth Home',
        ),
      ),
    );
    expect(failed(rude)).toEqual(['tone']);
    const blame = point(8402, (p) =>
      p.do(
        evidence(
          'T1',
          ['logisticsBreakage'],
          `${BREAKAGE} THE BUYER IS ABUSING THE DISPUTE SYSTEM!!!`,
          [REPORT],
        ),
      ),
    );
    expect(failed(blame)).toEqual(['tone']);
    expect(point(8404, (p) => p.do(say('T2', SOLUTION)))?.earned).toBe(10);
  });
});
