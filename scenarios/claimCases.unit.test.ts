/**
 * The shipped claims cases played through the engine as a student would on the Claims page:
 * claims filed against a counterparty with the case's files (a waybill, QC photos), answered by
 * the scenario's rules after a few real seconds (sim delay / clock speed), evidence added when
 * asked, and a claim filed by mistake cancelled before the answer. A good walkthrough reaches
 * full marks; a claim without the files it needs is asked for them and paid later (or refused);
 * claiming from the wrong counterparty, for the wrong reason or without the facts fails.
 */
import { describe, expect, it } from 'vitest';
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
import type { ClaimReason, ClaimType } from '../schemas/claim/domain.ts';
import { upload, type UploadedFile } from '../engine/testing/dispute.ts';

const claim = (
  store: string,
  kind: ClaimType,
  counterparty: string,
  reason: ClaimReason,
  amount: number,
  description: string,
  orderNo?: string,
  files: UploadedFile[] = [],
) =>
  ({
    type: 'AddClaim',
    store,
    kind,
    counterparty,
    reason,
    amount,
    description,
    ...(orderNo ? { orderNo } : {}),
    ...(files.length > 0 ? { files } : {}),
  }) as const;
const evidence = (id: string, text: string, files: UploadedFile[] = []) =>
  ({ type: 'AddClaimEvidence', id, text, ...(files.length > 0 ? { files } : {}) }) as const;
const cancel = (id: string) => ({ type: 'CancelClaim', id }) as const;

/** The claim events among those written (not the timers that brought them). */
const claimEvents = (events: readonly Envelope[]) =>
  events.filter((e) => e.type.startsWith('Claim'));
/** Lets sim minutes pass and returns the claim events that fell due. */
const answersAfter = (p: Session, simMinutes: number) => claimEvents(p.wait(simMinutes));

/** The counterparties answer 2h (sim) after a claim or its evidence: 5 real seconds at 1440×. */
const ANSWER = 120;

describe('alibaba-claim-supplier', () => {
  const s = loadCase('alibaba-claim-supplier');
  const DESCRIPTION =
    'Under purchase order PO-260812, 40 of the 500 lunch boxes (carton 25) do not match the approved sample: they are glossy white PP plastic instead of matte oat-beige bamboo fibre. We claim their purchase cost, 40 x $3.20 = $128.00.';
  const EVIDENCE =
    'We received 500 units under purchase order PO-260812 on 10 September. Carton 25 holds 40 units that differ from the approved sample: their colour is glossy white instead of matte oat-beige, and their material is PP plastic with no bamboo fibre. The other 460 units match the sample.';
  /** The warehouse's QC photos and inbound inspection record, as the student uploads them. */
  const PHOTOS = upload('qc-photos-PO-260812-carton25.png');
  const RECORD = upload('inbound-inspection-PO-260812.pdf');
  const supplier = (amount: number, description: string, files = [PHOTOS, RECORD]) =>
    claim('ab1', 'supplier', 'sup1', 'productMismatch', amount, description, undefined, files);

  it('a good walkthrough: the mismatch claimed from the supplier with the QC photos and the inspection record, evidence given, paid (100)', () => {
    expect(s.clock.speed).toBe(1440);
    const p = new Session(s);
    const filed = p.do(supplier(128, DESCRIPTION));
    expect(dataOf(filed, 'ClaimAdded')).toMatchObject({
      id: 'CL1',
      store: 'ab1',
      kind: 'supplier',
      counterparty: 'sup1',
      reason: 'productMismatch',
      orderNo: null,
      amount: 128,
      currency: 'USD',
      description: DESCRIPTION,
      files: [PHOTOS, RECORD],
      caseFiles: ['qc-photos-PO-260812-carton25.png', 'inbound-inspection-PO-260812.pdf'],
    });
    // Nothing yet after 1h40 (sim); the supplier asks for evidence 2h after the claim.
    expect(answersAfter(p, 100)).toEqual([]);
    const asked = answersAfter(p, ANSWER - 100);
    expect(types(asked)).toEqual(['ClaimEvidenceRequested']);
    expect(dataOf(asked, 'ClaimEvidenceRequested')).toMatchObject({
      id: 'CL1',
      counterparty: 'sup1',
      ask: { en: expect.stringContaining('purchase order number') as unknown },
    });
    expect(p.state.claim.byId.CL1).toMatchObject({ status: 'waiting', evidenceAsked: true });

    const added = p.do(evidence('CL1', EVIDENCE));
    expect(dataOf(added, 'ClaimEvidenceAdded')).toMatchObject({ id: 'CL1', text: EVIDENCE });
    const paid = answersAfter(p, ANSWER);
    expect(types(paid)).toEqual(['ClaimPaid']);
    expect(dataOf(paid, 'ClaimPaid')).toEqual({
      id: 'CL1',
      counterparty: 'sup1',
      reason: 'productMismatch',
      orderNo: null,
      amount: 128,
    });
    expect(p.state.claim.byId.CL1).toMatchObject({ status: 'paid', paid: 128 });

    const b = p.score();
    expect(earned(b)).toEqual({ 6301: 20, 6302: 20, 6303: 15, 6306: 15, 6304: 30, 6305: 0 });
    expect(b.score).toBe(100);
    expect(b.points.find((x) => x.pointID === 6305)?.outcome).toBe('avoided');
  });

  it('a claim without the files: the supplier asks for them with the statement, and pays once they come with the evidence (85)', () => {
    const p = new Session(s);
    p.do(supplier(128, DESCRIPTION, []));
    const asked = answersAfter(p, ANSWER);
    expect(dataOf(asked, 'ClaimEvidenceRequested')).toMatchObject({
      id: 'CL1',
      ask: { en: expect.stringContaining('inspection record') as unknown },
    });
    // The statement alone would not do: the files come with it.
    const added = p.do(evidence('CL1', EVIDENCE, [PHOTOS, RECORD]));
    expect(dataOf(added, 'ClaimEvidenceAdded')).toMatchObject({
      caseFiles: ['qc-photos-PO-260812-carton25.png', 'inbound-inspection-PO-260812.pdf'],
    });
    expect(types(answersAfter(p, ANSWER))).toEqual(['ClaimPaid']);
    const b = p.score();
    // Paid, but the claim went without its proof: the files point is missed.
    expect(earned(b)).toEqual({ 6301: 20, 6302: 20, 6303: 15, 6306: 0, 6304: 30, 6305: 0 });
    expect(b.score).toBe(85);
  });

  it('the photos alone, or a file that is not the case file, leave the supplier refusing (0 for the files)', () => {
    const p = new Session(s);
    // A photo of the student's own: uploaded, but not the warehouse's record by its bytes.
    p.do(supplier(128, DESCRIPTION, [PHOTOS, upload('my-notes.pdf', null)]));
    answersAfter(p, ANSWER);
    p.do(evidence('CL1', EVIDENCE));
    const refused = answersAfter(p, ANSWER);
    expect(types(refused)).toEqual(['ClaimRefused']);
    expect(dataOf(refused, 'ClaimRefused')).toMatchObject({
      why: { en: expect.stringContaining('inspection record') as unknown },
    });
    expect(earned(p.score())).toMatchObject({ 6306: 0, 6304: 0, 6305: -20 });
  });

  it('claiming the selling price: the supplier pays only the purchase cost, and the amount point is lost (80)', () => {
    const p = new Session(s);
    p.do(supplier(272, DESCRIPTION.replace('40 x $3.20 = $128.00', '40 x $6.80 = $272.00')));
    answersAfter(p, ANSWER);
    p.do(evidence('CL1', EVIDENCE));
    expect(dataOf(answersAfter(p, ANSWER), 'ClaimPaid')).toMatchObject({ amount: 128 });
    const b = p.score();
    expect(earned(b)).toEqual({ 6301: 20, 6302: 0, 6303: 15, 6306: 15, 6304: 30, 6305: 0 });
    expect(b.score).toBe(80);
  });

  it('a poor walkthrough: the freight company, the wrong reason, a claim without the facts or the files (0)', () => {
    const p = new Session(s);
    // The cartons arrived intact: the freight company is not the one to pay for a wrong colour.
    p.do(claim('ab1', 'logistics', 'lg1', 'damagedInTransit', 128, 'Wrong colour lunch boxes.'));
    // Nor are the goods defective: the supplier wants a product-mismatch claim.
    p.do(claim('ab1', 'supplier', 'sup1', 'qualityDiscrepancy', 128, 'Bad quality boxes.'));
    const refused = answersAfter(p, ANSWER);
    expect(types(refused)).toEqual(['ClaimRefused', 'ClaimRefused']);
    expect(refused.map((e) => (e.data as { why: { en: string } }).why.en)).toEqual([
      expect.stringContaining('not a transport matter'),
      expect.stringContaining('file it as a product mismatch'),
    ]);
    // The right claim at last, but the selling price, no purchase order or count, no photos
    // or inspection record, and evidence that says no more: the supplier refuses.
    p.do(supplier(272, 'Some lunch boxes are the wrong colour. Please refund.', []));
    answersAfter(p, ANSWER);
    p.do(evidence('CL3', 'They are white, not beige. Please check.'));
    const last = answersAfter(p, ANSWER);
    expect(types(last)).toEqual(['ClaimRefused']);
    expect(dataOf(last, 'ClaimRefused')).toMatchObject({
      id: 'CL3',
      why: { en: expect.stringContaining('purchase order number') as unknown },
    });
    const b = p.score();
    // The evidence names the colour but not the order or the count the supplier needs: nothing.
    expect(
      b.points
        .find((x) => x.pointID === 6303)
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.kind),
    ).toEqual(['mustInclude', 'mustInclude', 'minWords']);
    expect(earned(b)).toEqual({ 6301: 0, 6302: 0, 6303: 0, 6306: 0, 6304: 0, 6305: -20 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('grades the description and the evidence as a claims desk reads them: ids alone earn nothing, rudeness loses tone', () => {
    const point = (id: number, act: (p: Session) => void) => pointAfter(s, id, act);
    const failed = failedChecks;
    const withEvidence = (text: string) => (p: Session) => {
      p.do(supplier(128, DESCRIPTION));
      answersAfter(p, ANSWER);
      p.do(evidence('CL1', text));
    };
    // Keyword-stuffed: the ids and keywords only earn nothing.
    const stuffed = point(6301, (p) => p.do(supplier(128, 'PO-260812 40 white PP 128')));
    expect(stuffed?.earned).toBe(0);
    expect(failed(stuffed)).toContain('sentences');
    const ids = point(6303, withEvidence('PO-260812 40 white PP'));
    expect(ids?.earned).toBe(0);
    expect(failed(ids)).toContain('sentences');
    // Complete but rude: blame and shouting fail the tone check, and only it.
    const rude = point(6301, (p) =>
      p.do(supplier(128, `${DESCRIPTION} This is entirely your fault, SO PAY IMMEDIATELY!!!`)),
    );
    expect(failed(rude)).toEqual(['tone']);
    expect(rude?.earned).toBeLessThan(20);
    const threat = point(
      6303,
      withEvidence(`${EVIDENCE} Pay within 24 hours or else we will expose your factory online.`),
    );
    expect(failed(threat)).toEqual(['tone']);
    expect(point(6303, withEvidence(EVIDENCE))?.earned).toBe(15);
  });

  it('the warehouse and a short shipment are refused too', () => {
    const p = new Session(s);
    p.do(claim('ab1', 'warehouse', 'wh1', 'productMismatch', 128, DESCRIPTION));
    p.do(claim('ab1', 'supplier', 'sup1', 'shortShipment', 128, DESCRIPTION));
    const refused = answersAfter(p, ANSWER);
    expect(refused.map((e) => [e.type, (e.data as { id: string }).id])).toEqual([
      ['ClaimRefused', 'CL1'],
      ['ClaimRefused', 'CL2'],
    ]);
    expect(dataOf(refused, 'ClaimRefused')).toMatchObject({
      why: { en: expect.stringContaining('supplier') as unknown },
    });
    expect(earned(p.score())).toMatchObject({ 6301: 0, 6304: 0, 6305: -20 });
  });

  it('refuses a claim above the order, the wrong kind, a reason not for the kind, evidence not asked, cancelling a paid claim', () => {
    const p = new Session(s);
    // Order AB-2026-00537 brought in 500 × $6.80 = $3,400.00.
    expect(
      p.refused(
        claim('ab1', 'supplier', 'sup1', 'productMismatch', 3400.01, DESCRIPTION, 'AB-2026-00537'),
      ),
    ).toMatchObject({ messageKey: 'claim.error.amountAbovePaid', params: { amount: 3400 } });
    expect(
      p.refused(claim('ab1', 'supplier', 'lg1', 'productMismatch', 128, DESCRIPTION)),
    ).toMatchObject({ messageKey: 'claim.error.wrongKind' });
    expect(
      p.refused(claim('ab1', 'logistics', 'lg1', 'productMismatch', 128, DESCRIPTION)).messageKey,
    ).toBe('claim.error.reasonNotForKind');
    expect(
      p.refused(claim('ab1', 'warehouse', 'wh1', 'qualityDiscrepancy', 128, DESCRIPTION))
        .messageKey,
    ).toBe('claim.error.reasonNotForKind');

    // Linked to the customer's order, within what it brought in: accepted.
    expect(
      dataOf(
        p.do(
          claim('ab1', 'supplier', 'sup1', 'productMismatch', 128, DESCRIPTION, 'AB-2026-00537', [
            PHOTOS,
            RECORD,
          ]),
        ),
        'ClaimAdded',
      ),
    ).toMatchObject({ id: 'CL1', orderNo: 'AB-2026-00537' });
    // The supplier has not asked for evidence yet.
    expect(p.refused(evidence('CL1', EVIDENCE))).toMatchObject({
      messageKey: 'claim.error.noEvidenceAsked',
      params: { id: 'CL1' },
    });
    answersAfter(p, ANSWER);
    p.do(evidence('CL1', EVIDENCE));
    // Evidence given: no more is asked for until the supplier has looked at it.
    expect(p.refused(evidence('CL1', EVIDENCE)).messageKey).toBe('claim.error.noEvidenceAsked');
    expect(types(answersAfter(p, ANSWER))).toEqual(['ClaimPaid']);
    expect(p.refused(cancel('CL1'))).toMatchObject({
      messageKey: 'claim.error.notWaiting',
      params: { id: 'CL1' },
    });
    expect(p.refused(evidence('CL1', EVIDENCE)).messageKey).toBe('claim.error.notWaiting');
    expect(p.refused(cancel('CL9')).messageKey).toBe('claim.error.notFound');
  });
});

describe('shopee-claim-logistics', () => {
  const s = loadCase('shopee-claim-logistics');
  const LOST = '260903QK8M2NZT';
  const BROKEN = '260905RT4Y7PLA';
  const DESCRIPTION =
    'Our parcel NVSG0427718355 for order 260903QK8M2NZT was lost at your sorting hub, as Ninja Van reported on 10 September. We claim the order’s value of S$58.90: goods S$55.00 and shipping S$3.90.';
  /** The warehouse's copy of the lost parcel's waybill; the buyer's photos of the breakage. */
  const WAYBILL = upload('waybill-NVSG0427718355.pdf');
  const PHOTOS = upload('damage-photos-NVSG0427731902.png');
  const lost = (amount: number, description = DESCRIPTION, files = [WAYBILL]) =>
    claim('sp1', 'logistics', 'lg1', 'lostParcel', amount, description, LOST, files);
  const damaged = (files: UploadedFile[] = []) =>
    claim(
      'sp1',
      'logistics',
      'lg1',
      'damagedInTransit',
      24.5,
      'Parcel NVSG0427731902 arrived with one glass bottle broken.',
      BROKEN,
      files,
    );

  it('a good walkthrough: the lost parcel claimed from Ninja Van with its waybill and paid up to the declared value (100)', () => {
    expect(s.clock.speed).toBe(1440);
    const p = new Session(s);
    const filed = p.do(lost(58.9));
    expect(dataOf(filed, 'ClaimAdded')).toMatchObject({
      id: 'CL1',
      kind: 'logistics',
      counterparty: 'lg1',
      reason: 'lostParcel',
      orderNo: LOST,
      amount: 58.9,
      currency: 'SGD',
      files: [WAYBILL],
      caseFiles: ['waybill-NVSG0427718355.pdf'],
    });
    expect(answersAfter(p, ANSWER - 10)).toEqual([]);
    const paid = answersAfter(p, 10);
    expect(types(paid)).toEqual(['ClaimPaid']);
    // Ninja Van pays the declared value on the waybill, not the shipping.
    expect(dataOf(paid, 'ClaimPaid')).toEqual({
      id: 'CL1',
      counterparty: 'lg1',
      reason: 'lostParcel',
      orderNo: LOST,
      amount: 55,
    });
    const b = p.score();
    expect(earned(b)).toEqual({ 6401: 25, 6402: 20, 6405: 15, 6403: 40, 6404: 0 });
    expect(b.score).toBe(100);
    expect(b.points.find((x) => x.pointID === 6401)?.evidence).toMatchObject({
      text: DESCRIPTION,
    });
  });

  it('a claim without the waybill: Ninja Van asks for it, and pays once it comes with the evidence (85)', () => {
    const p = new Session(s);
    p.do(lost(58.9, DESCRIPTION, []));
    const asked = answersAfter(p, ANSWER);
    expect(types(asked)).toEqual(['ClaimEvidenceRequested']);
    expect(dataOf(asked, 'ClaimEvidenceRequested')).toMatchObject({
      id: 'CL1',
      ask: { en: expect.stringContaining('waybill') as unknown },
    });
    // The same upload twice is one file: refused, nothing written.
    expect(p.refused(evidence('CL1', 'Attached.', [WAYBILL, WAYBILL])).messageKey).toBe(
      'claim.error.fileTwice',
    );
    p.do(evidence('CL1', 'Attached is the waybill of parcel NVSG0427718355.', [WAYBILL]));
    expect(answersAfter(p, ANSWER - 10)).toEqual([]);
    const paid = answersAfter(p, 10);
    expect(dataOf(paid, 'ClaimPaid')).toMatchObject({ id: 'CL1', amount: 55 });
    const b = p.score();
    expect(earned(b)).toEqual({ 6401: 25, 6402: 20, 6405: 0, 6403: 40, 6404: 0 });
    expect(b.score).toBe(85);
  });

  it('a damage claim filed by mistake and cancelled before the answer costs nothing (100)', () => {
    const p = new Session(s);
    p.do(damaged());
    p.do(lost(55));
    expect(types(answersAfter(p, ANSWER))).toEqual(['ClaimPaid']);
    // The damage claim waits for an inspection (1d sim, a real minute): time to take it back.
    expect(types(claimEvents(p.do(cancel('CL1'))))).toEqual(['ClaimCancelled']);
    expect(answersAfter(p, 24 * 60)).toEqual([]);
    expect(p.state.claim.byId.CL1?.status).toBe('cancelled');
    const b = p.score();
    expect(earned(b)).toEqual({ 6401: 25, 6402: 20, 6405: 15, 6403: 40, 6404: 0 });
    expect(b.score).toBe(100);
  });

  it('a poor walkthrough: the badly packed breakage claimed with its photos, the wrong carrier, a lost-parcel claim without the tracking number or the waybill (0)', () => {
    const p = new Session(s);
    // The buyer's photos show the poly mailer with no bubble wrap: they prove the store's fault.
    p.do(damaged([PHOTOS]));
    p.do(claim('sp1', 'logistics', 'lg2', 'lostParcel', 58.9, DESCRIPTION, LOST));
    p.do(lost(20, 'Parcel never arrived, please compensate.', []));
    const answered = answersAfter(p, ANSWER);
    expect(answered.map((e) => [e.type, (e.data as { id: string }).id])).toEqual([
      ['ClaimRefused', 'CL2'],
      ['ClaimEvidenceRequested', 'CL3'],
    ]);
    expect(dataOf(answered, 'ClaimRefused')).toMatchObject({
      why: { en: expect.stringContaining('did not carry this parcel') as unknown },
    });
    // Asked for the waybill, the student sends words and no file: refused.
    p.do(evidence('CL3', 'Please pay for the lost parcel, it never arrived.'));
    const reviewed = answersAfter(p, ANSWER);
    expect(dataOf(reviewed, 'ClaimRefused')).toMatchObject({
      id: 'CL3',
      why: { en: expect.stringContaining('waybill') as unknown },
    });
    const inspected = answersAfter(p, 24 * 60);
    expect(types(inspected)).toEqual(['ClaimRefused']);
    expect(dataOf(inspected, 'ClaimRefused')).toMatchObject({
      id: 'CL1',
      orderNo: BROKEN,
      why: { en: expect.stringContaining('plain poly mailer') as unknown },
    });
    const b = p.score();
    // No tracking number (the desk cannot find the parcel), no word for a lost parcel, no
    // waybill: nothing, however polite.
    expect(earned(b)).toEqual({ 6401: 0, 6402: 0, 6405: 0, 6403: 0, 6404: -25 });
    expect(b.score).toBe(0);
    expect(b.passed).toBe(false);
  });

  it('grades the description as a claims desk reads it: ids alone earn nothing, rudeness loses tone', () => {
    const point = (description: string) => {
      const p = new Session(s);
      p.do(lost(58.9, description));
      return p.score().points.find((x) => x.pointID === 6401);
    };
    const failed = (x: ReturnType<typeof point>) =>
      x?.checks.filter((c) => !c.ok).map((c) => c.kind);
    const stuffed = point('NVSG0427718355 lost 260903QK8M2NZT');
    expect(stuffed?.earned).toBe(0);
    expect(failed(stuffed)).toContain('sentences');
    const rude = point(`${DESCRIPTION} YOUR DRIVERS ARE USELESS, pay now or else!!!`);
    expect(failed(rude)).toEqual(['tone']);
    expect(rude?.earned).toBeLessThan(25);
    expect(point(DESCRIPTION)?.earned).toBe(25);
  });

  it('a lost-parcel claim with the wrong reason or without the order is refused', () => {
    const p = new Session(s);
    p.do(claim('sp1', 'logistics', 'lg1', 'damagedInTransit', 55, DESCRIPTION, LOST));
    p.do(claim('sp1', 'logistics', 'lg1', 'lostParcel', 55, DESCRIPTION));
    const refused = answersAfter(p, ANSWER);
    expect(types(refused)).toEqual(['ClaimRefused', 'ClaimRefused']);
    expect(earned(p.score())).toMatchObject({ 6401: 0, 6403: 0, 6404: -25 });
  });

  it('refuses a claim above what the order brought in, the wrong kind, a reason not for the kind, evidence not asked, cancelling a paid claim', () => {
    const p = new Session(s);
    // The order brought in S$45.90 + S$9.10 + S$3.90 shipping = S$58.90.
    expect(p.refused(lost(58.91))).toMatchObject({
      messageKey: 'claim.error.amountAbovePaid',
      params: { amount: 58.9 },
    });
    expect(
      p.refused(claim('sp1', 'supplier', 'lg1', 'lostParcel', 55, DESCRIPTION, LOST)).messageKey,
    ).toBe('claim.error.wrongKind');
    expect(
      p.refused(claim('sp1', 'logistics', 'lg1', 'shortShipment', 55, DESCRIPTION, LOST))
        .messageKey,
    ).toBe('claim.error.reasonNotForKind');
    expect(
      p.refused(claim('sp1', 'supplier', 'sup1', 'lostParcel', 55, DESCRIPTION, LOST)).messageKey,
    ).toBe('claim.error.reasonNotForKind');
    expect(p.refused(lost(55, '   ')).messageKey).toBe('claim.error.noDescription');

    p.do(lost(55));
    // Ninja Van pays without asking for evidence.
    expect(p.refused(evidence('CL1', 'Tracking NVSG0427718355.')).messageKey).toBe(
      'claim.error.noEvidenceAsked',
    );
    expect(types(answersAfter(p, ANSWER))).toEqual(['ClaimPaid']);
    expect(p.refused(cancel('CL1'))).toMatchObject({
      messageKey: 'claim.error.notWaiting',
      params: { id: 'CL1' },
    });
  });
});
