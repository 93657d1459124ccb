/**
 * Full marks in the Temu dispute case, through the UI alone and from what the pages show: a
 * dispute the buyer had already escalated (the evidence deadline running, the case's own figure),
 * a fair solution the buyer refuses, the seller's own request for platform intervention, and
 * evidence with the carrier's documents found by the tracking numbers on the order desk.
 */
import type { Page } from '@playwright/test';
import { confirmDialog, row, shot } from '../helpers.ts';
import {
  buyerWords,
  openCentre,
  orderFacts,
  orderOf,
  pick,
  submitEvidence,
} from './disputeSteps.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const status = (page: Page, id: string) => row(page, id).getByTestId('dispute-status');
const result = (page: Page, id: string) => row(page, id).getByTestId('dispute-result');
const countdown = (page: Page, id: string) => row(page, id).getByTestId('dispute-countdown');

test('temu-dispute-escalation reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  // Two rulings 6 sim hours (30 s) after the evidence, on top of the play itself.
  test.setTimeout(150_000);
  await openCase(page, 'disputeClaims', 'temu-dispute-escalation');
  await menu(page, 'dispute', '/DisputeMode');
  // Dispute one: the buyer escalated before the case started; Temu's evidence time runs.
  await expect(status(page, 'T1')).toHaveAttribute('data-status', 'intervention');
  await expect(countdown(page, 'T1')).toHaveAttribute('data-stage', 'evidence');
  await expect(countdown(page, 'T1')).toContainText('举证剩余 1 天');
  // Dispute two waits for an answer.
  await expect(status(page, 'T2')).toHaveAttribute('data-status', 'waiting');
  await expect(countdown(page, 'T2')).toHaveAttribute('data-stage', 'respond');

  // The facts on the order desk.
  const broken = await orderFacts(page, await orderOf(page, 'T1'));
  const brokenParcel = pick(broken.logistics, /\b(1Z[0-9A-Z]{16})\b/);
  const report = pick(broken.text, /\b(UPS-DMG-[0-9-]+)\b/);
  expect(broken.text).toContain('replaced');
  const missingOrder = await orderOf(page, 'T2');
  const missing = await orderFacts(page, missingOrder);
  const parcel = pick(missing.logistics, /\b(1Z[0-9A-Z]{16})\b/);
  const signer = pick(missing.text, /signed ([A-Z] [A-Za-z]+)/);
  expect(missing.text).toContain('front desk');

  // Temu publishes no seller deadlines: the centre says whose they are.
  const one = await openCentre(page, 'T1');
  await expect(one.getByTestId('dispute-acceptance')).toContainText('平台已受理（买家申请）');
  await expect(one.getByTestId('dispute-rules-own')).toContainText('响应');
  await expect(one.getByTestId('dispute-withdraw')).toHaveCount(0);
  await shot(page, 'dispute-temu-escalated.png');
  await one.getByTestId('dispute-centre-close').click();
  await expect(one).toBeHidden();

  // Dispute two: the fair solution in the dispute's conversation, in English as Marcus writes;
  // the buyer wants US$150.
  expect(await buyerWords(page, 'T2')).toContain('nothing at my door');
  const two = await openCentre(page, 'T2');
  await two
    .getByTestId('dispute-message-text')
    .fill(
      `Hi Marcus, I understand how worrying a missing parcel is. UPS delivered your parcel ${parcel} on 9 November at 14:12 to the front desk of 1450 N Dearborn St, where ${signer} signed for it. Please collect it at the front desk; if it is not there, we will send you the signed proof of delivery within 24 hours. Best regards, Harbor & Hearth Home`,
    );
  await two.getByTestId('dispute-send').click();
  await expect(two.getByTestId('dispute-message-buyer')).toHaveCount(2, { timeout: 20_000 });
  await expect(two.getByTestId('dispute-message-buyer').last()).toContainText('150');
  await two.getByTestId('dispute-centre-close').click();
  await expect(two).toBeHidden();

  // He refuses a fair solution: ask Temu to intervene from the row, then give the evidence.
  await row(page, 'T2').getByTestId('dispute-intervene').click();
  await confirmDialog(page);
  await expect(status(page, 'T2')).toHaveAttribute('data-status', 'intervention');
  await expect(countdown(page, 'T2')).toHaveAttribute('data-stage', 'evidence');
  const centreTwo = await submitEvidence(
    page,
    'T2',
    ['delivered'],
    `UPS parcel ${parcel} was delivered on 9 November 2026 at 14:12 to the front desk of the buyer’s building (1450 N Dearborn St) and was signed for by the attendant, ${signer}. The attached UPS proof of delivery shows the signature.`,
    [parcel],
  );
  await expect(centreTwo.getByTestId('dispute-acceptance')).toContainText('平台已受理（卖家申请）');
  await expect(centreTwo.getByTestId('dispute-evidence-list')).toContainText(parcel);
  await centreTwo.getByTestId('dispute-centre-close').click();
  await expect(centreTwo).toBeHidden();

  // Dispute one: the carrier's damage report and the replacement.
  const centreOne = await submitEvidence(
    page,
    'T1',
    ['logisticsBreakage'],
    `The carton was crushed in a conveyor jam at the UPS Columbus hub (UPS damage inspection report ${report}, tracking ${brokenParcel}). Our packaging met UPS guidelines; 2 mugs broke, the other 10 pieces arrived intact, and we sent 2 replacement mugs free of charge (USPS 9400111202063391482755, delivered 11 November).`,
    [brokenParcel],
  );
  await expect(centreOne.getByTestId('dispute-countdown')).toHaveAttribute('data-stage', 'ruling');
  await centreOne.getByTestId('dispute-centre-close').click();
  await expect(centreOne).toBeHidden();

  // Temu rules 6 sim hours (30 s at 720×) after each piece of evidence: both for the seller,
  // nothing charged, no violation.
  await expect(result(page, 'T2')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await expect(result(page, 'T1')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await expect(row(page, 'T1')).not.toContainText('已退');
  await expect(row(page, 'T2')).not.toContainText('已退');
  await expect(page.getByTestId('dispute-violation')).toHaveCount(0);
  await shot(page, 'dispute-temu.png');

  await submitForFullMarks(page, 'disputeClaims', 'temu-dispute-escalation');
});
