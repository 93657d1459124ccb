/**
 * Full marks in the dispute cases, through the UI alone: the resolution centre's evidence form
 * with the case's own document (downloaded from the app, uploaded back), a partial refund the
 * buyer accepts on the sim clock, and the countdowns of the platform's deadlines.
 */
import type { Page } from '@playwright/test';
import { row, shot } from '../helpers.ts';
import { message, openCentre, refundFromRow, submitEvidence } from './disputeSteps.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const status = (page: Page, id: string) => row(page, id).getByTestId('dispute-status');
const result = (page: Page, id: string) => row(page, id).getByTestId('dispute-result');

test('aliexpress-dispute-evidence reaches 100 in the browser', async ({
  student: page,
  errors,
}) => {
  void errors;
  await openCase(page, 'disputeClaims', 'aliexpress-dispute-evidence');
  await menu(page, 'dispute', '/DisputeMode');
  // Both disputes wait with AliExpress's response deadline counting down (2 of 5 days left).
  await expect(status(page, 'D1')).toHaveAttribute('data-status', 'waiting');
  await expect(row(page, 'D1').getByTestId('dispute-countdown')).toHaveAttribute(
    'data-stage',
    'respond',
  );
  await expect(row(page, 'D1').getByTestId('dispute-countdown')).toContainText('响应剩余 1 天');

  const centre = await submitEvidence(
    page,
    'D1',
    ['lostParcel'],
    'Parcel LP00619437226DE was delivered in Berlin on 8 October and signed for by the recipient (J. Weber). Proof of delivery attached.',
    ['pod-LP00619437226DE.pdf'],
  );
  await expect(centre.getByTestId('dispute-acceptance')).toContainText('平台已受理');
  await expect(centre.getByTestId('dispute-evidence-list')).toContainText(
    'pod-LP00619437226DE.pdf',
  );
  await shot(page, 'dispute-centre-evidence.png');
  await centre.getByTestId('dispute-centre-close').click();
  await expect(status(page, 'D1')).toHaveAttribute('data-status', 'intervention');

  // Dispute two: a message about a partial refund, then the offer from the row.
  const two = await openCentre(page, 'D2');
  await two
    .getByTestId('dispute-message-text')
    .fill(
      'Sorry about the snapped pole. We can offer a partial refund of US$24.00 for the pole set so you can keep the tent.',
    );
  await two.getByTestId('dispute-send').click();
  await expect(two.getByTestId('dispute-message-buyer')).toHaveCount(2, { timeout: 20_000 });
  await two.getByTestId('dispute-centre-close').click();
  await refundFromRow(page, 'D2', '24');
  await expect(row(page, 'D2')).toContainText('待买家答复');
  await expect(result(page, 'D2')).toHaveAttribute('data-result', 'partRefunded', {
    timeout: 30_000,
  });
  // The ruling on dispute one comes 12 sim hours after the evidence (30 s at 1440×).
  await expect(result(page, 'D1')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await shot(page, 'dispute-aliexpress.png');

  await submitForFullMarks(page, 'disputeClaims', 'aliexpress-dispute-evidence');
});

test('amazon-dispute-atoz-chargeback reaches 100 in the browser', async ({
  student: page,
  errors,
}) => {
  void errors;
  await openCase(page, 'disputeClaims', 'amazon-dispute-atoz-chargeback');
  await menu(page, 'dispute', '/DisputeMode');
  // A chargeback goes to the card issuer: no platform intervention on its row.
  await expect(row(page, 'A2').getByTestId('dispute-open')).toBeVisible();
  await expect(row(page, 'A2').getByTestId('dispute-intervene')).toHaveCount(0);
  await expect(row(page, 'A1').getByTestId('dispute-intervene')).toBeVisible();

  // A-to-z: the store is at fault. Apologise, then refund in full before the 72 hours pass.
  await message(
    page,
    'A1',
    'Hi Megan, we are very sorry: our warehouse confirmed the Dutch oven package was never handed to UPS. We are refunding the US$64.99 in full right away.',
    2,
  );
  await refundFromRow(page, 'A1', '64.99', true);
  await expect(result(page, 'A1')).toHaveAttribute('data-result', 'refunded');

  // The chargeback: represent with the UPS proof of delivery.
  await submitEvidence(
    page,
    'A2',
    ['lostParcel'],
    'UPS parcel 1Z8F4V960312774521 was delivered on 24 September 2026 to 2216 Alder Creek Dr, Austin, TX 78745, the billing address of the card, and signed for by D Brooks. Proof of delivery attached.',
    ['pod-1Z8F4V960312774521.pdf'],
  );
  await page.getByTestId('dispute-centre-close').click();
  await expect(result(page, 'A2')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });

  await submitForFullMarks(page, 'disputeClaims', 'amazon-dispute-atoz-chargeback');
});

test('shopee-dispute-wrong-item reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'disputeClaims', 'shopee-dispute-wrong-item');
  await menu(page, 'dispute', '/DisputeMode');

  // Shopee: a dispute without an evidence file is lost. The packing record proves the SKU.
  const centre = await submitEvidence(
    page,
    'S1',
    ['wrongGoodsSent'],
    'Order 2609215HQ7MXC4: our packing record shows 1 x insulated tumbler 900 ml Navy, SKU TMB-900-NV, packed and scan-checked on 22 Sep 10:41, shipped with Shopee Xpress SPXMY04791236658.',
    ['packing-record-2609215HQ7.png'],
  );
  await expect(centre.getByTestId('dispute-rules')).toContainText('没有证据文件的纠纷判败诉');
  await centre.getByTestId('dispute-centre-close').click();

  // A partial refund the buyer takes within the day.
  await message(
    page,
    'S2',
    'We are sorry about the scratch. We can offer a partial refund of RM 15.00 and you keep the jar.',
  );
  await refundFromRow(page, 'S2', '15');
  await expect(result(page, 'S2')).toHaveAttribute('data-result', 'partRefunded', {
    timeout: 30_000,
  });

  // A parcel still on its way: the tracking number settles it, and the buyer cancels.
  await message(
    page,
    'S3',
    'Hi Hafiz, your parcel SPXMY05218840731 has reached the Kota Kinabalu sorting hub and is on its way to you, due on 2 October.',
  );
  await expect(status(page, 'S3')).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
  await expect(result(page, 'S1')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await shot(page, 'dispute-shopee.png');

  await submitForFullMarks(page, 'disputeClaims', 'shopee-dispute-wrong-item');
});
