/**
 * The Alibaba.com Trade Assurance dispute case played through the engine as a student would on
 * the Disputes page: a "quality not as agreed" dispute the supplier defends with the third-party
 * pre-shipment inspection report (the case's PDF, recognised by its bytes), a short shipment the
 * supplier's own packing list confirms and a partial refund of the missing units settles, and
 * Trade Assurance's timeline: 3 days to respond (silence is not refunded), the buyer's escalation,
 * Alibaba taking the dispute over when day 7 ends, and its window for evidence.
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

/** Each ruling as [dispute, won, missed deadline]. */
const rulings = (events: readonly Envelope[]) =>
  events
    .filter((e) => e.type === 'DisputeRuled')
    .map((e) => {
      const d = e.data as { won: boolean; missed: string | null };
      return [idOf(e), d.won, d.missed];
    });

const HOUR = 60;
const DAY = 24 * HOUR;

/** What the buyer says back (the words of the reply a message got). */
const said = (events: readonly Envelope[]) =>
  (dataOf(events, 'DisputeBuyerSaid') as { say: Record<string, string> }).say;

describe('alibaba-dispute-trade-assurance', () => {
  const s = loadCase('alibaba-dispute-trade-assurance');
  const REPORT = upload('kqa-inspection-KQA-PSI-2608-05173.pdf');
  const DEFENCE =
    'Before shipment, the lot of 2,400 bottles for order 2026081900417365 was inspected at our factory on 28 August by Kestrel Quality Assurance, the third-party inspector that the buyer booked, under report number KQA-PSI-2608-05173. The inspector sampled 125 pieces and found 0 critical, 2 major and 4 minor defects, which is within the agreed AQL of 0 / 2.5 / 4.0. The bottles kept their heat at 66–69 °C after 12 hours, and the leak, material and coating tests all passed, so the result was PASS. The buyer confirmed the shipment after receiving the report.';
  const SHORT =
    'Dear Pacific Crest team, you are right: our packing list PL-HT260902 shows only 72 of the 75 cartons were loaded, so 3 cartons (72 sets) were left at our warehouse. We apologise and will give you a partial refund of US$324.00 (72 sets × US$4.50), which will reach your account within 3 business days. Best regards, Ningbo Hengtai Housewares';

  it('opens both disputes in USD with 2¾ and 2⅞ of Trade Assurance’s 3 response days left', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.TA1).toMatchObject({
      status: 'waiting',
      amount: 9240,
      currency: 'USD',
      sku: 'VB-500-SS',
      deadline: { stage: 'respond', due: '2026-09-18T19:00:00.000Z' },
    });
    expect(p.state.dispute.byId.TA2).toMatchObject({
      status: 'waiting',
      amount: 8100,
      currency: 'USD',
      deadline: { stage: 'respond', due: '2026-09-18T22:00:00.000Z' },
    });
  });

  it('a good walkthrough: the inspection report wins one, a partial refund settles two (100)', () => {
    const p = new Session(s);
    const sent = p.do(evidence('TA1', ['qualityAsAgreed'], DEFENCE, [REPORT]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['kqa-inspection-KQA-PSI-2608-05173.pdf'],
      // Alibaba rules 8 sim hours after the evidence in this case (the default is 2 working
      // days); a command comes 2 real seconds (32 sim minutes) after the start.
      deadline: { stage: 'ruling', due: '2026-09-16T09:32:00.000Z' },
    });
    expect(p.state.dispute.byId.TA1?.status).toBe('intervention');
    p.do(say('TA2', SHORT));
    const replied = disputeEvents(p.wait(HOUR));
    expect(types(replied)).toEqual(['DisputeBuyerSaid']);
    expect(JSON.stringify(dataOf(replied, 'DisputeBuyerSaid'))).toContain('324');
    p.do(refund('TA2', 324));
    expect(p.state.dispute.byId.TA2?.offer).toBe(324);
    const answered = disputeEvents(p.wait(4 * HOUR)).filter((e) => idOf(e) === 'TA2');
    expect(types(answered)).toEqual(['DisputePartialAnswered', 'DisputeRefunded']);
    expect(dataOf(answered, 'DisputeRefunded')).toMatchObject({ amount: 324, full: false });
    expect(p.state.dispute.byId.TA2).toMatchObject({
      status: 'completed',
      result: 'partRefunded',
      refunded: 324,
    });
    const ruled = disputeEvents(p.wait(3 * HOUR));
    expect(rulings(ruled)).toEqual([['TA1', true, null]]);
    expect(p.state.dispute.byId.TA1).toMatchObject({ result: 'won', refunded: 0 });
    // Nothing bites later: the response deadlines were superseded.
    expect(disputeEvents(p.wait(5 * DAY))).toEqual([]);
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough: the whole order refunded, the quality dispute left to lapse (low)', () => {
    const p = new Session(s);
    p.do(say('TA2', 'Please check again, we are sure we shipped everything.'));
    p.do(refund('TA2', 8100));
    expect(p.state.dispute.byId.TA2).toMatchObject({ result: 'refunded', refunded: 8100 });
    // Silence past day 3 is not refunded; when day 7 ends Alibaba takes it over, and with no
    // evidence in its window the dispute is lost.
    const late = disputeEvents(p.wait(9 * DAY));
    expect(types(late)).toEqual([
      'DisputeDeadlineSet',
      'DisputeInterventionApplied',
      'DisputeRuled',
      'DisputeRefunded',
    ]);
    expect(rulings(late)).toEqual([['TA1', false, 'evidence']]);
    expect(dataOf(late, 'DisputeRefunded')).toMatchObject({ amount: 9240, by: 'platform' });
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8507]).toBe(-20);
    expect(earned(score)[8508]).toBe(-30);
    expect(earned(score)[8509]).toBe(-20);
    expect(earned(score)[8510]).toBe(-20);
  });

  it('Trade Assurance’s timeline: no refund at day 3, the buyer may escalate, Alibaba steps in after day 7', () => {
    const p = new Session(s);
    // Dispute one opened today at 03:00: its 3 days end on 19 September at 03:00 (66 hours in).
    expect(disputeEvents(p.wait(66 * HOUR - 1))).toEqual([]);
    const passed = disputeEvents(p.wait(1));
    expect(passed.map((e) => [e.type, idOf(e)])).toEqual([['DisputeDeadlineSet', 'TA1']]);
    expect(dataOf(passed, 'DisputeDeadlineSet')).toMatchObject({
      why: 'respondPassed',
      at: '2026-09-18T19:00:00.000Z',
      // The end of day 7 from the complaint.
      deadline: { stage: 'escalation', due: '2026-09-22T19:00:00.000Z' },
    });
    expect(p.state.dispute.byId.TA1).toMatchObject({ status: 'waiting', refunded: 0 });
    // The supplier may still answer: evidence now goes to Alibaba, which rules on it.
    p.do(evidence('TA1', ['qualityAsAgreed'], DEFENCE, [REPORT]));
    expect(rulings(disputeEvents(p.wait(8 * HOUR)))).toEqual([['TA1', true, null]]);
    // Asking Alibaba to intervene on dispute two leaves 2 days for evidence (this simulator's
    // own window: Alibaba publishes none), then it is lost.
    const applied = p.do(intervene('TA2'));
    expect(dataOf(applied, 'DisputeInterventionApplied')).toMatchObject({
      by: 'seller',
      deadline: { stage: 'evidence' },
    });
    expect(disputeEvents(p.wait(2 * DAY - 1))).toEqual([]);
    expect(rulings(disputeEvents(p.wait(1)))).toEqual([['TA2', false, 'evidence']]);
    expect(p.state.dispute.byId.TA2).toMatchObject({ result: 'lost', refunded: 8100 });
    expect(earned(p.score())[8508]).toBe(-30);
  });

  it('the buyer may escalate from day 4 when the case says so', () => {
    const early = structuredClone(s);
    early.world.disputes!.list[0]!.escalatesAfter = '84h';
    const p = new Session(early);
    // 84 hours after opening (day 4), after the supplier's 3 days passed in silence.
    const events = disputeEvents(p.wait(4 * DAY)).filter((e) => idOf(e) === 'TA1');
    expect(types(events)).toEqual(['DisputeDeadlineSet', 'DisputeInterventionApplied']);
    expect(dataOf(events, 'DisputeInterventionApplied')).toMatchObject({ by: 'buyer' });
  });

  it('without the inspection report (or with the wrong reason or a thin text) the ruling is lost', () => {
    const cases: [DefenceReason, string, UploadedFile[], string][] = [
      ['qualityAsAgreed', DEFENCE, [], 'dispute.why.files'],
      ['qualityAsAgreed', DEFENCE, [upload('bottle-photo.png', null)], 'dispute.why.files'],
      ['asDescribed', DEFENCE, [REPORT], 'dispute.why.reason'],
      ['qualityAsAgreed', 'The bottles are fine, see the report.', [REPORT], 'dispute.why.text'],
    ];
    for (const [reason, text, files, key] of cases) {
      const p = new Session(s);
      p.do(evidence('TA1', [reason], text, files));
      const ruled = disputeEvents(p.wait(8 * HOUR));
      expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ id: 'TA1', won: false, key });
      expect(dataOf(ruled, 'DisputeRefunded')).toMatchObject({ amount: 9240, by: 'platform' });
      expect(earned(p.score())[8509]).toBe(-20);
    }
  });

  it('a defence of the real short shipment loses; an offer under the missing value is refused', () => {
    const p = new Session(s);
    p.do(refund('TA2', 200));
    const answered = disputeEvents(p.wait(4 * HOUR));
    expect(dataOf(answered, 'DisputePartialAnswered')).toMatchObject({
      amount: 200,
      accepted: false,
    });
    // The buyer takes the refusal to Alibaba.
    expect(p.state.dispute.byId.TA2).toMatchObject({
      status: 'intervention',
      interventionBy: 'buyer',
      refunded: 0,
    });
    p.do(evidence('TA2', ['fullQuantity'], 'We shipped all 75 cartons.', []));
    const ruled = disputeEvents(p.wait(8 * HOUR));
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({
      id: 'TA2',
      won: false,
      key: 'dispute.why.buyerRight',
    });
    expect(p.state.dispute.byId.TA2).toMatchObject({ result: 'lost', refunded: 8100 });
    expect(earned(p.score())[8509]).toBe(-20);
  });

  it('Chinese evidence counts; a Chinese message to the importer does not reach it', () => {
    const p = new Session(s);
    p.do(
      evidence(
        'TA1',
        ['qualityAsAgreed'],
        '订单 2026081900417365 出货前由买家委托的第三方验货机构 Kestrel Quality Assurance 于 8 月 28 日在工厂检验，报告编号 KQA-PSI-2608-05173：按约定 AQL（致命 0 / 严重 2.5 / 轻微 4.0）抽检合格，保温、防漏、材质、涂层测试全部通过，结论 PASS。买家收到报告后确认了发货。',
        [REPORT],
      ),
    );
    p.do(
      say(
        'TA2',
        'Pacific Crest 团队您好，经核对我方装箱单 PL-HT260902，装柜时确实漏装了 3 箱共 72 套，非常抱歉。我们按单价给您部分退款 324 美元，预计 3 个工作日内到账。宁波恒泰家居用品有限公司 敬上',
      ),
    );
    // The Seattle importer reads English: it asks for English; a good message in Chinese loses
    // only its language check (weighing 1 of 9: 8 of 10).
    expect(said(disputeEvents(p.wait(HOUR))).en).toContain('write to us in English');
    p.do(refund('TA2', 324));
    p.wait(8 * HOUR);
    expect(p.state.dispute.byId.TA1?.result).toBe('won');
    // The offer is worth what the importer asked for, in any words.
    expect(p.state.dispute.byId.TA2?.result).toBe('partRefunded');
    const score = p.score();
    expect(
      score.points
        .find((x) => x.pointID === 8504)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['language']);
    expect(earned(score)[8504]).toBe(8);
    expect(earned(score)[8502]).toBe(15);
    expect(score.score).toBe(98);
  });

  it('grades the statement and the message as a team lead: ids alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    // Keyword-stuffed: at most 20 % of each point.
    const ids = point(8502, (p) =>
      p.do(evidence('TA1', ['qualityAsAgreed'], 'KQA-PSI-2608-05173 AQL passed', [REPORT])),
    );
    expect(ids?.earned).toBe(0);
    expect(failed(ids)).toContain('sentences');
    const words = point(8504, (p) => p.do(say('TA2', '72 partial refund sorry')));
    expect(words?.earned).toBeLessThanOrEqual(2);
    expect(failed(words)).toContain('sentences');
    // Complete but rude: blame and shouting fail the tone check, and only it.
    const rude = point(8504, (p) =>
      p.do(
        say(
          'TA2',
          'Dear Pacific Crest team, our packing list PL-HT260902 shows only 72 of the 75 cartons were loaded, so 3 cartons (72 sets) were left behind. We apologise, but you should have checked the container at loading. We will give you a partial refund of US$324.00 within 3 business days, NOTHING MORE!!! Best regards, Ningbo Hengtai Housewares',
        ),
      ),
    );
    expect(failed(rude)).toEqual(['tone']);
    const blame = point(8502, (p) =>
      p.do(
        evidence(
          'TA1',
          ['qualityAsAgreed'],
          `${DEFENCE} The buyer is lying and it is their own fault, this is our final warning.`,
          [REPORT],
        ),
      ),
    );
    expect(failed(blame)).toEqual(['tone']);
    expect(point(8504, (p) => p.do(say('TA2', SHORT)))?.earned).toBe(10);
    expect(
      point(8502, (p) => p.do(evidence('TA1', ['qualityAsAgreed'], DEFENCE, [REPORT])))?.earned,
    ).toBe(15);
  });
});
