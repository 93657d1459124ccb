/**
 * Full marks in the Alibaba.com Trade Assurance dispute case, through the UI alone: a quality
 * dispute defended with the third-party inspection report (downloaded from the app, uploaded
 * back) before Trade Assurance's response deadline, and a real short shipment settled with a
 * partial refund of the missing units that the buyer accepts on the sim clock.
 */
import type { Page } from '@playwright/test';
import { row, shot } from '../helpers.ts';
import { message, refundFromRow, submitEvidence } from './disputeSteps.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const status = (page: Page, id: string) => row(page, id).getByTestId('dispute-status');
const result = (page: Page, id: string) => row(page, id).getByTestId('dispute-result');
const countdown = (page: Page, id: string) => row(page, id).getByTestId('dispute-countdown');

test('alibaba-dispute-trade-assurance reaches 100 in the browser', async ({
  student: page,
  errors,
}) => {
  void errors;
  // The ruling comes 12 sim hours (30 s) after the evidence, on top of the play itself.
  test.setTimeout(120_000);
  await openCase(page, 'disputeClaims', 'alibaba-dispute-trade-assurance');
  await menu(page, 'dispute', '/DisputeMode');
  // Both disputes wait in US dollars with Trade Assurance's response deadline counting down
  // (a little over 1 of 3 days left on dispute one).
  await expect(status(page, 'TA1')).toHaveAttribute('data-status', 'waiting');
  await expect(status(page, 'TA2')).toHaveAttribute('data-status', 'waiting');
  await expect(countdown(page, 'TA1')).toHaveAttribute('data-stage', 'respond');
  await expect(countdown(page, 'TA1')).toContainText('响应剩余 1 天');
  await expect(row(page, 'TA1')).toContainText('9,240');

  // Dispute one: the buyer's own third-party inspection report shows the lot passed the AQL.
  const centre = await submitEvidence(
    page,
    'TA1',
    ['qualityAsAgreed'],
    'Order 2026081900417365: before shipment the lot of 2,400 bottles was inspected at our factory on 28 August by Kestrel Quality Assurance, the third-party inspector the buyer booked (report no. KQA-PSI-2608-05173). ISO 2859-1 Level II, 125 pcs sampled: 0 critical, 2 major, 4 minor defects, within the agreed AQL 0 / 2.5 / 4.0; heat retention, leak, 304 material and coating tests passed. Result: PASS. The buyer confirmed the shipment after receiving the report.',
    ['kqa-inspection-KQA-PSI-2608-05173.pdf'],
  );
  await expect(centre.getByTestId('dispute-acceptance')).toContainText('平台已受理');
  await expect(centre.getByTestId('dispute-evidence-list')).toContainText(
    'kqa-inspection-KQA-PSI-2608-05173.pdf',
  );
  await expect(centre.getByTestId('dispute-countdown')).toHaveAttribute('data-stage', 'ruling');
  await centre.getByTestId('dispute-centre-close').click();
  await expect(centre).toBeHidden();
  await expect(status(page, 'TA1')).toHaveAttribute('data-status', 'intervention');

  // Dispute two: the packing list shows 3 cartons really were short. Own it, then refund the
  // 72 missing sets (US$324.00), not the whole order.
  await message(
    page,
    'TA2',
    'Dear Pacific Crest team, you are right: our packing list PL-HT260902 shows only 72 of the 75 cartons were loaded, so 3 cartons (72 sets) were left at our warehouse. We apologise and will give you a partial refund of US$324.00 (72 sets x US$4.50).',
    2,
  );
  await refundFromRow(page, 'TA2', '324');
  await expect(row(page, 'TA2')).toContainText('待买家答复');
  await expect(result(page, 'TA2')).toHaveAttribute('data-result', 'partRefunded', {
    timeout: 30_000,
  });
  await expect(row(page, 'TA2')).toContainText('324');

  // Alibaba rules 12 sim hours after the evidence: for the supplier, nothing refunded.
  await expect(result(page, 'TA1')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await expect(row(page, 'TA1')).not.toContainText('已退');
  await shot(page, 'dispute-alibaba.png');

  await submitForFullMarks(page, 'disputeClaims', 'alibaba-dispute-trade-assurance');
});
