/**
 * The shipped dispute cases played through the engine as a student would on the Disputes page:
 * disputes open when the clock starts with the platform's response deadline already running;
 * evidence (with the case's files, as the server completes an upload that is byte for byte a case
 * file), partial refunds the scripted buyer answers, and deadlines that bite when the student
 * waits.
 */
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../engine/testing/dispute.ts';
import {
  disputeEvents,
  evidence,
  intervene,
  refund,
  say,
  upload,
  withdraw,
} from '../engine/testing/dispute.ts';
import { loadCase } from '../engine/testing/fixtures.ts';
import { dataOf, earned, Session, types } from '../engine/testing/session.ts';
import { orderMoney } from '../engine/orders/refunds.ts';

describe('aliexpress-dispute-evidence', () => {
  const s = loadCase('aliexpress-dispute-evidence');
  const POD = upload('pod-LP00619437226DE.pdf');
  const TEXT =
    'The parcel with tracking number LP00619437226DE was delivered to the buyer’s address in Berlin on 8 October and was signed for by the recipient, J. Weber. The attached proof of delivery from the carrier shows the signature and the delivery time.';
  /** What the buyer says back (the words of the reply a message got). */
  const said = (events: Parameters<typeof dataOf>[0]) =>
    (dataOf(events, 'DisputeBuyerSaid') as { say: Record<string, string> }).say;

  it('opens both disputes with 4 of AliExpress’s 5 response days left (4 real minutes)', () => {
    const p = new Session(s);
    expect(p.state.dispute.byId.D1).toMatchObject({
      status: 'waiting',
      amount: 89,
      deadline: { stage: 'respond', due: '2026-10-18T01:00:00.000Z' },
    });
    expect(p.state.dispute.byId.D2).toMatchObject({ status: 'waiting', amount: 129 });
    // 4 sim days at 1,440 times: the first deadline is 240 real seconds after the clock starts.
    expect(types(p.wait(4 * 24 * 60 - 1))).toEqual([]);
  });

  it('a good walkthrough: evidence wins dispute one, a partial refund settles two (100)', () => {
    const p = new Session(s);
    // Jonas writes German: the agent answers him in German before the platform rules.
    p.do(
      say(
        'D1',
        'Hallo Herr Weber, laut Zustellnachweis wurde Ihr Paket LP00619437226DE am 8. Oktober in Berlin zugestellt und von J. Weber unterschrieben. Bitte fragen Sie auch bei Ihren Nachbarn nach.',
      ),
    );
    expect(said(disputeEvents(p.wait(60))).de).toContain('Nachbarn');
    const sent = p.do(evidence('D1', ['delivered'], TEXT, [POD]));
    expect(dataOf(sent, 'DisputeEvidenceSubmitted')).toMatchObject({
      caseFiles: ['pod-LP00619437226DE.pdf'],
      deadline: { stage: 'ruling' },
    });
    expect(p.state.dispute.byId.D1?.status).toBe('intervention');
    // Camille writes French: the offer is explained in French.
    p.do(
      say(
        'D2',
        'Bonjour Madame Laurent, nous sommes désolés pour l’arceau cassé pendant le transport. Nous vous proposons un remboursement partiel de 24,00 USD, le prix du jeu d’arceaux, et vous gardez la tente.',
      ),
    );
    const replied = disputeEvents(p.wait(60));
    expect(types(replied)).toEqual(['DisputeBuyerSaid']);
    expect(said(replied).fr).toContain('garder la tente');
    p.do(refund('D2', 24));
    expect(p.state.dispute.byId.D2?.offer).toBe(24);
    expect(p.state.dispute.byId.D2?.deadline?.stage).toBe('offer');
    const answered = disputeEvents(p.wait(3 * 60));
    expect(types(answered)).toEqual(['DisputePartialAnswered', 'DisputeRefunded']);
    expect(p.state.dispute.byId.D2).toMatchObject({
      status: 'completed',
      result: 'partRefunded',
      refunded: 24,
    });
    // The refund leaves what the order brought in.
    expect(orderMoney(p.state.orders.byNo['8185603318820452']!).net).toBe(105);
    const ruled = disputeEvents(p.wait(12 * 60));
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ id: 'D1', won: true, missed: null });
    // Nothing bites later: the deadlines were superseded.
    expect(disputeEvents(p.wait(5 * 24 * 60))).toEqual([]);
    const score = p.score();
    expect(score.score).toBe(100);
  });

  it('grades the evidence statement as an arbitrator reads it: ids alone earn nothing, rudeness loses tone', () => {
    const point = (text: string) => {
      const p = new Session(s);
      p.do(evidence('D1', ['delivered'], text, [POD]));
      return p.score().points.find((x) => x.pointID === 8102);
    };
    // Keyword-stuffed: the id and a keyword, no sentence — at most 20 % of the 15 points.
    const stuffed = point('LP00619437226DE signed delivered');
    expect(stuffed?.earned).toBeLessThanOrEqual(3);
    expect(stuffed?.checks.find((c) => c.kind === 'sentences')?.ok).toBe(false);
    // Complete but rude: blames the buyer and shouts; the tone check fails, the rest passes.
    const rude = point(
      'The parcel LP00619437226DE was delivered in Berlin on 8 October and signed for by J. Weber. It is your fault if you cannot find it, THE BUYER IS LYING ABOUT THIS!!!',
    );
    expect(rude?.checks.find((c) => c.kind === 'tone')?.ok).toBe(false);
    expect(rude?.checks.filter((c) => !c.ok).map((c) => c.kind)).toEqual(['tone']);
    expect(rude?.earned).toBeLessThan(15);
    expect(point(TEXT)?.earned).toBe(15);
  });

  it('refuses what the rules do not allow, writing nothing', () => {
    const p = new Session(s);
    expect(p.refused(refund('D1', 90)).messageKey).toBe('dispute.error.amountAbovePaid');
    expect(p.refused(withdraw('D1')).messageKey).toBe('dispute.error.notIntervening');
    expect(p.refused(say('D9', 'hello')).messageKey).toBe('dispute.error.notFound');
    // A 'not received' dispute is not answered with a quality report.
    expect(p.refused(evidence('D1', ['qualityAsAgreed'], TEXT, [POD])).messageKey).toBe(
      'dispute.error.reasonNotApplicable',
    );
    p.do(intervene('D1'));
    expect(p.refused(intervene('D1')).messageKey).toBe('dispute.error.alreadyIntervening');
    p.do(refund('D2', 10));
    expect(p.refused(refund('D2', 12)).messageKey).toBe('dispute.error.offerPending');
    p.do(refund('D2', 129));
    expect(p.refused(refund('D2', 1)).messageKey).toBe('dispute.error.closed');
    expect(
      p.refused(evidence('D1', ['delivered'], 'x', [{ id: 'raw' } as unknown as UploadedFile]))
        .messageKey,
    ).toBe('dispute.error.fileNotFound');
  });

  it('a poor walkthrough: a full refund of each, and a deadline missed (low)', () => {
    const p = new Session(s);
    // An offer in English to a buyer who writes French: she asks for French.
    p.do(
      say(
        'D2',
        'Sorry about the pole. We can offer a partial refund of US$24.00 for the pole set.',
      ),
    );
    expect(said(disputeEvents(p.wait(60))).fr).toContain('en français');
    p.do(refund('D2', 129));
    // Waiting four sim days: dispute one's response deadline passes and it is refunded.
    const late = disputeEvents(p.wait(4 * 24 * 60 - 60));
    expect(types(late)).toEqual(['DisputeRuled', 'DisputeRefunded']);
    expect(dataOf(late, 'DisputeRuled')).toMatchObject({ id: 'D1', won: false, missed: 'respond' });
    expect(p.state.dispute.byId.D1).toMatchObject({
      status: 'completed',
      result: 'lost',
      refunded: 89,
    });
    // Too late now, and the refusal says why.
    expect(p.refused(evidence('D1', ['delivered'], TEXT, [POD])).messageKey).toBe(
      'dispute.error.respondPassed',
    );
    const score = p.score();
    expect(score.score).toBe(0);
    expect(earned(score)[8106]).toBe(-30);
    expect(earned(score)[8108]).toBe(-15);
  });

  it('refunding the delivered parcel breaks the store’s policy', () => {
    const p = new Session(s);
    p.do(refund('D1', 89));
    expect(earned(p.score())[8107]).toBe(-20);
  });

  it('evidence without the proof of delivery loses the ruling', () => {
    const p = new Session(s);
    p.do(evidence('D1', ['delivered'], TEXT, [upload('photo.png', null)]));
    const ruled = disputeEvents(p.wait(12 * 60));
    expect(dataOf(ruled, 'DisputeRuled')).toMatchObject({ won: false, key: 'dispute.why.files' });
    expect(types(ruled)).toContain('DisputeRefunded');
  });

  it('a low offer is refused and the buyer escalates; the right one still settles it', () => {
    const p = new Session(s);
    p.do(refund('D2', 15));
    const refused = disputeEvents(p.wait(3 * 60));
    expect(types(refused)).toEqual(['DisputePartialAnswered', 'DisputeInterventionApplied']);
    expect(p.state.dispute.byId.D2).toMatchObject({
      status: 'intervention',
      interventionBy: 'buyer',
      deadline: { stage: 'evidence' },
    });
    p.do(refund('D2', 24));
    p.wait(3 * 60);
    expect(p.state.dispute.byId.D2).toMatchObject({ result: 'partRefunded', refunded: 24 });
  });

  it('an intervention leaves the seller the evidence time; withdrawing restarts the response', () => {
    const p = new Session(s);
    p.do(intervene('D2'));
    expect(p.state.dispute.byId.D2?.deadline?.stage).toBe('evidence');
    p.do(withdraw('D2'));
    expect(p.state.dispute.byId.D2?.deadline?.stage).toBe('respond');
    // The evidence deadline (3 days) of the withdrawn intervention no longer bites; the response
    // deadline the dispute opened with (4 days left) does.
    expect(
      disputeEvents(p.wait(4 * 24 * 60)).filter((e) => (e.data as { id?: string }).id === 'D2'),
    ).toMatchObject([
      { type: 'DisputeRuled', data: { missed: 'respond' } },
      { type: 'DisputeRefunded' },
    ]);
  });
});
