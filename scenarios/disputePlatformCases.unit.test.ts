/**
 * The Amazon and Shopee dispute cases played through the engine as a student would on the
 * Disputes page: each platform's deadlines (Amazon's 72-hour A-to-z response, the card rules of a
 * chargeback, Shopee's 2 days, its evidence file rule and the buyer's day to answer an offer),
 * evidence with the case's files, partial refunds, and a buyer who cancels once told where the
 * parcel is.
 */
import { describe, expect, it } from 'vitest';
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
import { orderMoney } from '../engine/orders/refunds.ts';

// The helpers of disputeCases.unit.test.ts, copied.

const HOUR = 60;
const DAY = 24 * HOUR;

/** What the buyer says back (the words of the reply a message got). */
const said = (events: Parameters<typeof dataOf>[0]) =>
  (dataOf(events, 'DisputeBuyerSaid') as { say: Record<string, string> }).say;

describe('amazon-dispute-atoz-chargeback', () => {
  const s = loadCase('amazon-dispute-atoz-chargeback');
  const POD = upload('pod-1Z8F4V960312774521.pdf');
  const TEXT =
    'Representment for order 113-4728819-6650237: UPS parcel 1Z8F4V960312774521 was delivered on 24 September 2026 to 2216 Alder Creek Dr, Austin, TX 78745, which is the billing address of the card, and signed for by "D Brooks" (signature required). Proof of delivery attached.';
  const SORRY =
    'Hi Megan, we are very sorry: our warehouse confirmed that the Dutch oven package was never handed to UPS. We are refunding the US$64.99 in full today, and it will reach your card within 3 to 5 business days. Kind regards, Ironleaf Kitchen';

  it('opens the A-to-z claim with 2 of its 3 days left and the chargeback with 4 of 7', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.A1).toMatchObject({
      status: 'waiting',
      type: 'platform',
      amount: 64.99,
      currency: 'USD',
      sku: 'OVEN-55',
      deadline: { stage: 'respond', due: '2026-10-08T01:00:00.000Z' },
    });
    expect(p.state.dispute.byId.A2).toMatchObject({
      status: 'waiting',
      type: 'creditCard',
      amount: 119.99,
      deadline: { stage: 'respond', due: '2026-10-10T01:00:00.000Z' },
    });
  });

  it('a good walkthrough: an apology and a full refund, the chargeback represented and won (100)', () => {
    const p = new Session(s);
    p.do(say('A1', SORRY));
    const replied = disputeEvents(p.wait(HOUR));
    expect(types(replied)).toEqual(['DisputeBuyerSaid']);
    expect(said(replied).en).toContain('keeping it');
    const refunded = p.do(refund('A1', 64.99));
    expect(dataOf(refunded, 'DisputeRefunded')).toMatchObject({ full: true, by: 'seller' });
    expect(p.state.dispute.byId.A1).toMatchObject({
      status: 'completed',
      result: 'refunded',
      refunded: 64.99,
    });
    // Only the Dutch oven leaves what the order brought in.
    expect(orderMoney(p.state.orders.byNo['114-0938261-5517042']!).net).toBe(39.99);
    const sent = p.do(evidence('A2', ['deliveredToCardholder'], TEXT, [POD]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['pod-1Z8F4V960312774521.pdf'],
      deadline: { stage: 'ruling' },
    });
    // The issuer decides 6 sim hours after the evidence (this case's own time).
    const ruled = disputeEvents(p.wait(6 * HOUR));
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ id: 'A2', won: true, missed: null });
    expect(p.state.dispute.byId.A2).toMatchObject({ result: 'won', refunded: 0 });
    // Nothing bites later: the deadlines were superseded.
    expect(disputeEvents(p.wait(8 * DAY))).toEqual([]);
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough: the A-to-z deadline bites, the chargeback is lost without the POD (low)', () => {
    const p = new Session(s);
    p.do(evidence('A2', ['deliveredToCardholder'], 'The customer received the order.'));
    const lost = disputeEvents(p.wait(6 * HOUR));
    expect(dataOf(lost, 'DisputeRuled')).toMatchObject({
      id: 'A2',
      won: false,
      key: 'dispute.why.noFiles',
    });
    expect(types(lost)).toContain('DisputeRefunded');
    // Two days after the start Amazon's 72 hours are up: the claim is granted.
    const late = disputeEvents(p.wait(DAY + 18 * HOUR));
    expect(late.map((e) => [e.type, idOf(e)])).toEqual([
      ['DisputeRuled', 'A1'],
      ['DisputeRefunded', 'A1'],
    ]);
    expect(dataOf(late, 'DisputeRuled')).toMatchObject({ missed: 'respond' });
    expect(dataOf(late, 'DisputeRefunded')).toMatchObject({ amount: 64.99, by: 'platform' });
    expect(p.refused(refund('A1', 64.99)).messageKey).toBe('dispute.error.respondPassed');
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8206]).toBe(-30);
    expect(earned(score)[8207]).toBe(-20);
  });

  it('follows the card rules: no intervention, 7 days to respond, the reason and text count', () => {
    const p = new Session(s);
    expect(p.refused(intervene('A2')).messageKey).toBe('dispute.error.noIntervention');
    // The A-to-z claim may ask Amazon to step in.
    p.do(intervene('A1'));
    expect(p.state.dispute.byId.A1?.deadline?.stage).toBe('evidence');
    // A defence of the claim the store is at fault for loses.
    p.do(evidence('A1', ['inTransit'], 'The parcel must still be with UPS.'));
    const a1 = disputeEvents(p.wait(2 * DAY));
    expect(dataOf(a1, 'DisputeRuled')).toMatchObject({
      id: 'A1',
      won: false,
      key: 'dispute.why.buyerRight',
    });
    // The chargeback's 7 days: 4 were left at the start.
    const late = disputeEvents(p.wait(2 * DAY));
    expect(dataOf(late, 'DisputeRuled')).toMatchObject({ id: 'A2', missed: 'respond' });

    const q = new Session(s);
    // A Visa 10.4 defence that is not the one the proof of delivery makes.
    q.do(evidence('A2', ['authenticated'], TEXT, [POD]));
    expect(dataOf(disputeEvents(q.wait(6 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.reason',
    });
    const r = new Session(s);
    r.do(
      evidence('A2', ['deliveredToCardholder'], 'Delivered, tracking 1Z8F4V960312774521.', [POD]),
    );
    expect(dataOf(disputeEvents(r.wait(6 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.text',
    });
  });

  it('a Chinese representment counts; a Chinese message to the buyer does not reach her', () => {
    const p = new Session(s);
    // Megan reads English: a good apology in Chinese gets asked for English and loses only its
    // language check (weighing 1 of 9: 8 of 10).
    p.do(
      say(
        'A1',
        'Megan 您好，非常抱歉，仓库确认炖锅的包裹漏发了。我们今天会为您全额退款 64.99 美元，预计 3 到 5 个工作日内退回您的银行卡。Ironleaf Kitchen 敬上',
      ),
    );
    expect(said(disputeEvents(p.wait(HOUR))).en).toContain('write it in English');
    p.do(refund('A1', 64.99));
    p.do(
      evidence(
        'A2',
        ['deliveredToCardholder'],
        'UPS 运单 1Z8F4V960312774521 已于 2026 年 9 月 24 日送达持卡人的账单地址 2216 Alder Creek Dr, Austin, TX 78745，并由 D Brooks 签名签收。附件是承运商的签收证明，上面有签名和送达时间。',
        [POD],
      ),
    );
    p.wait(12 * HOUR);
    const score = p.score();
    const a1 = score.points.find((x) => x.pointID === 8201);
    expect(a1?.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['language']);
    expect(earned(score)[8201]).toBe(8);
    expect(earned(score)[8204]).toBe(15);
    expect(score.score).toBe(98);
  });

  it('grades the apology and the representment as a team lead: ids alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    // Keyword-stuffed: at most 20 % of each point.
    const stuffed = point(8201, (p) => p.do(say('A1', 'sorry refund 64.99')));
    expect(stuffed?.earned).toBeLessThanOrEqual(2);
    expect(failed(stuffed)).toContain('sentences');
    const ids = point(8204, (p) =>
      p.do(evidence('A2', ['deliveredToCardholder'], '1Z8F4V960312774521 signed billing', [POD])),
    );
    expect(ids?.earned).toBeLessThanOrEqual(3);
    expect(failed(ids)).toContain('sentences');
    // Complete but rude: blame and shouting fail the tone check, and only it.
    const rude = point(8201, (p) =>
      p.do(
        say(
          'A1',
          'Hi Megan, sorry, the Dutch oven package was never handed to UPS. As I already told you, we are refunding the US$64.99 today and it will reach your card within 3 to 5 business days. STOP OPENING CLAIMS!!! Ironleaf Kitchen',
        ),
      ),
    );
    expect(failed(rude)).toEqual(['tone']);
    const blame = point(8204, (p) =>
      p.do(
        evidence(
          'A2',
          ['deliveredToCardholder'],
          `${TEXT} The cardholder is lying and it is his own fault, so this is your final warning.`,
          [POD],
        ),
      ),
    );
    expect(failed(blame)).toEqual(['tone']);
    expect(point(8201, (p) => p.do(say('A1', SORRY)))?.earned).toBe(10);
  });
});

describe('shopee-dispute-wrong-item', () => {
  const s = loadCase('shopee-dispute-wrong-item');
  const RECORD = upload('packing-record-2609215HQ7.png');
  const TEXT =
    'For order 2609215HQ7MXC4, our packing record shows 1 x insulated tumbler 900 ml Navy, SKU TMB-900-NV, which was packed and scan-checked against the order on 22 Sep at 10:41 and shipped with Shopee Xpress SPXMY04791236658. We did not send a pink 600 ml tumbler.';
  // Hafiz writes Malay; Lim Jia Hui writes English.
  const TRACKING =
    'Salam Encik Hafiz, maaf atas kelewatan. Parcel anda SPXMY05218840731 sudah sampai di hab Kota Kinabalu dan akan dihantar ke rumah anda pada 2 Oktober. Mohon tunggu sedikit lagi ya. Terima kasih, HydroMate Drinkware MY';
  const PARTIAL =
    'Hi Jia Hui, so sorry about the scratch on the lid. Since the jar works fine, we can offer a partial refund of RM 15.00 and you keep the jar.';

  it('opens three disputes with Shopee’s 2 days to respond running, in MYR', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.S1).toMatchObject({
      status: 'waiting',
      amount: 59.9,
      currency: 'MYR',
      deadline: { stage: 'respond', due: '2026-10-02T00:00:00.000Z' },
    });
    expect(p.state.dispute.byId.S2).toMatchObject({
      amount: 79,
      deadline: { due: '2026-10-02T01:00:00.000Z' },
    });
    expect(p.state.dispute.byId.S3).toMatchObject({
      amount: 45.9,
      deadline: { due: '2026-10-02T01:30:00.000Z' },
    });
  });

  it('a good walkthrough: the packing record wins, a partial refund settles, the buyer cancels (100)', () => {
    const p = new Session(s);
    const sent = p.do(evidence('S1', ['correctItem'], TEXT, [RECORD]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['packing-record-2609215HQ7.png'],
    });
    p.do(say('S2', PARTIAL));
    p.do(say('S3', TRACKING));
    const replied = disputeEvents(p.wait(HOUR));
    expect(dataOf(replied, 'DisputeBuyerSaid')).toMatchObject({ id: 'S2' });
    expect(said(replied).en).toContain('keep it');
    p.do(refund('S2', 15));
    expect(p.state.dispute.byId.S2?.offer).toBe(15);
    const cancelled = disputeEvents(p.wait(HOUR));
    expect(types(cancelled)).toEqual(['DisputeBuyerSaid', 'DisputeCancelled']);
    expect(said(cancelled).ms).toContain('dispute saya dah cancel');
    expect(p.state.dispute.byId.S3).toMatchObject({ status: 'cancelled', refunded: 0 });
    const later = disputeEvents(p.wait(3 * HOUR));
    expect(types(later.filter((e) => idOf(e) === 'S2'))).toEqual([
      'DisputePartialAnswered',
      'DisputeRefunded',
    ]);
    expect(p.state.dispute.byId.S2).toMatchObject({
      status: 'completed',
      result: 'partRefunded',
      refunded: 15,
    });
    expect(orderMoney(p.state.orders.byNo['260923MZ8RV0QK']!).net).toBe(64);
    // Shopee decides 6 sim hours after the evidence (this case's own time).
    const ruled = [...later, ...disputeEvents(p.wait(HOUR))];
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ id: 'S1', won: true, missed: null });
    expect(disputeEvents(p.wait(5 * DAY))).toEqual([]);
    expect(p.score().score).toBe(100);
  });

  it('a poor walkthrough: a full refund, a defence without a file, a deadline missed (low)', () => {
    const p = new Session(s);
    // The tracking number in English to a buyer who writes Malay: he asks for Malay and waits.
    p.do(
      say(
        'S3',
        'Hi Hafiz, your parcel SPXMY05218840731 has reached the Kota Kinabalu sorting hub and is on its way to you, due on 2 October.',
      ),
    );
    p.do(refund('S2', 79));
    p.do(evidence('S1', ['correctItem'], TEXT));
    const lost = disputeEvents(p.wait(12 * HOUR));
    expect(said(lost.filter((e) => idOf(e) === 'S3')).ms).toContain('Bahasa Melayu');
    expect(p.state.dispute.byId.S3?.status).toBe('waiting');
    // Shopee decides a dispute without an evidence file against the seller.
    expect(dataOf(lost, 'DisputeRuled')).toMatchObject({
      id: 'S1',
      won: false,
      key: 'dispute.why.noFiles',
    });
    expect(dataOf(lost, 'DisputeRefunded')).toMatchObject({ amount: 59.9, by: 'platform' });
    // Two days after it was opened the unanswered dispute three is refunded automatically.
    const late = disputeEvents(p.wait(2 * DAY));
    expect(late.map((e) => [e.type, idOf(e)])).toEqual([
      ['DisputeRuled', 'S3'],
      ['DisputeRefunded', 'S3'],
    ]);
    expect(dataOf(late, 'DisputeRuled')).toMatchObject({ missed: 'respond' });
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8308]).toBe(-30);
    expect(earned(score)[8309]).toBe(-15);
    // The number was there in a sentence, but not in his language, with no apology and no
    // sign-off: 3 of the message's 5 points.
    expect(
      score.points
        .find((x) => x.pointID === 8306)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['language', 'acknowledge', 'closing']);
    expect(earned(score)[8306]).toBe(3);
  });

  it('follows Shopee’s deadlines: 2 days to respond, a day to answer an offer or a counter', () => {
    const p = new Session(s);
    // An offer below what the buyer takes: she counters with RM 15.00 within the day, and the
    // seller has a day to answer.
    p.do(refund('S2', 8));
    const countered = disputeEvents(p.wait(4 * HOUR));
    expect(types(countered)).toEqual([
      'DisputePartialAnswered',
      'DisputeBuyerCountered',
      'DisputeDeadlineSet',
    ]);
    expect(p.state.dispute.byId.S2).toMatchObject({
      status: 'waiting',
      counter: 15,
      deadline: { stage: 'counter' },
    });
    // A message without the tracking number does not settle dispute three.
    p.do(say('S3', 'Please wait a few more days.'));
    expect(types(disputeEvents(p.wait(HOUR)))).toEqual(['DisputeBuyerSaid']);
    expect(p.state.dispute.byId.S3?.status).toBe('waiting');
    // The counter goes unanswered for a day: the negotiation ends, the buyer returns the jar for
    // a full refund.
    const lapsed = disputeEvents(p.wait(DAY));
    expect(dataOf(lapsed, 'DisputeRuled')).toMatchObject({
      id: 'S2',
      missed: 'counter',
      key: 'dispute.why.counterLapsed',
    });
    expect(dataOf(lapsed, 'DisputeRefunded')).toMatchObject({ amount: 79, by: 'platform' });
    // 46 hours after the start dispute one's 2 days are up, 47½ hours after it dispute three's.
    const late = disputeEvents(p.wait(DAY));
    expect(late.filter((e) => e.type === 'DisputeRuled').map(idOf)).toEqual(['S1', 'S3']);
    expect(p.state.dispute.byId.S1).toMatchObject({ result: 'lost', missed: 'respond' });
  });

  it('evidence with the wrong file or without the SKU loses; an intervention needs a file too', () => {
    const p = new Session(s);
    p.do(evidence('S1', ['correctItem'], TEXT, [upload('photo.png', null)]));
    expect(dataOf(disputeEvents(p.wait(12 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.files',
    });
    const q = new Session(s);
    q.do(
      evidence('S1', ['correctItem'], 'We sent the right tumbler for 2609215HQ7MXC4.', [RECORD]),
    );
    expect(dataOf(disputeEvents(q.wait(12 * HOUR)), 'DisputeRuled')).toMatchObject({
      won: false,
      key: 'dispute.why.text',
    });
    const r = new Session(s);
    r.do(intervene('S1'));
    expect(r.state.dispute.byId.S1?.deadline?.stage).toBe('evidence');
    // Shopee's 2 days for evidence pass: the dispute is lost.
    expect(
      dataOf(
        disputeEvents(r.wait(2 * DAY)).filter((e) => idOf(e) === 'S1'),
        'DisputeRuled',
      ),
    ).toMatchObject({ missed: 'evidence' });
  });

  it('a Chinese evidence statement counts; Chinese messages get asked for the buyers’ languages', () => {
    const p = new Session(s);
    p.do(
      evidence(
        'S1',
        ['correctItem'],
        '订单 2609215HQ7MXC4 的打包记录显示，9 月 22 日 10:41 打包并扫描核对的是 1 个 TMB-900-NV 藏青色 900 毫升保温杯，与订单一致，随后由 Shopee Xpress SPXMY04791236658 发出。我们没有发出粉色 600 毫升的杯子。',
        [RECORD],
      ),
    );
    p.do(say('S2', '很抱歉盖子有划痕。罐子功能正常，我们可以给您 15 令吉的部分退款，罐子您留着。'));
    p.do(
      say(
        'S3',
        '您好，您的包裹 SPXMY05218840731 已到达亚庇分拣中心，正在派送途中，预计 10 月 2 日送达。',
      ),
    );
    const asked = disputeEvents(p.wait(HOUR));
    expect(said(asked.filter((e) => idOf(e) === 'S2')).en).toContain('reply in English');
    expect(said(asked.filter((e) => idOf(e) === 'S3')).ms).toContain('Bahasa Melayu');
    expect(p.state.dispute.byId.S3?.status).toBe('waiting');
    // The refund itself needs no words; the tracking number in Malay settles dispute three.
    p.do(refund('S2', 15));
    p.do(say('S3', TRACKING));
    p.wait(12 * HOUR);
    expect(p.state.dispute.byId.S3?.status).toBe('cancelled');
    expect(p.score().score).toBe(100);
  });

  it('grades the statement and the message as a team lead: ids alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    // Keyword-stuffed (the witness explore found, 'TMB-900-NV 2609215HQ7MXC4'): nothing.
    const ids = point(8302, (p) =>
      p.do(evidence('S1', ['correctItem'], 'TMB-900-NV 2609215HQ7MXC4', [RECORD])),
    );
    expect(ids?.earned).toBe(0);
    expect(failed(ids)).toContain('sentences');
    const pasted = point(8306, (p) => p.do(say('S3', 'SPXMY05218840731 maaf')));
    expect(pasted?.earned).toBeLessThanOrEqual(1);
    expect(failed(pasted)).toContain('sentences');
    // Complete but rude: shouting and !!! fail the tone check, and only it.
    const rude = point(8306, (p) =>
      p.do(
        say(
          'S3',
          'Salam Encik Hafiz, maaf atas kelewatan. Parcel anda SPXMY05218840731 sudah sampai di hab Kota Kinabalu dan akan dihantar ke rumah anda pada 2 Oktober. JANGAN BUKA PERTIKAIAN LAGI!!! Terima kasih, HydroMate Drinkware MY',
        ),
      ),
    );
    expect(failed(rude)).toEqual(['tone']);
    const blame = point(8302, (p) =>
      p.do(
        evidence(
          'S1',
          ['correctItem'],
          `${TEXT} The buyer is lying, it is her own fault, and this is our final warning.`,
          [RECORD],
        ),
      ),
    );
    expect(failed(blame)).toEqual(['tone']);
    expect(point(8306, (p) => p.do(say('S3', TRACKING)))?.earned).toBe(5);
    expect(point(8302, (p) => p.do(evidence('S1', ['correctItem'], TEXT, [RECORD])))?.earned).toBe(
      10,
    );
  });
});
