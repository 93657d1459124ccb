/**
 * Full marks in the dispute cases, through the UI alone and from what the pages show: a dispute's
 * order on its row, the tracking number and notes on the order desk, the case's own documents in
 * the evidence form (downloaded from the app, uploaded back), the defences each kind of dispute
 * offers, partial refunds the buyer accepts on the sim clock, and the platforms' countdowns.
 */
import type { Page } from '@playwright/test';
import { modalWith, row, shot } from '../helpers.ts';
import {
  buyerWords,
  message,
  openCentre,
  orderFacts,
  orderOf,
  pick,
  refundFromRow,
  submitEvidence,
} from './disputeSteps.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const status = (page: Page, id: string) => row(page, id).getByTestId('dispute-status');
const result = (page: Page, id: string) => row(page, id).getByTestId('dispute-result');
const countdown = (page: Page, id: string) => row(page, id).getByTestId('dispute-countdown');

test('aliexpress-dispute-evidence reaches 100 in the browser', async ({
  student: page,
  errors,
}) => {
  void errors;
  await openCase(page, 'disputeClaims', 'aliexpress-dispute-evidence');
  await menu(page, 'dispute', '/DisputeMode');
  // Both disputes wait with AliExpress's response deadline counting down (4 of 5 days left).
  await expect(status(page, 'D1')).toHaveAttribute('data-status', 'waiting');
  await expect(countdown(page, 'D1')).toHaveAttribute('data-stage', 'respond');
  await expect(countdown(page, 'D1')).toContainText(/响应剩余 [34] 天/);
  await expect(row(page, 'D1').getByTestId('dispute-kind')).toHaveAttribute(
    'data-kind',
    'notReceived',
  );

  // The facts: the order desk says the first parcel was delivered and signed for.
  const one = await orderFacts(page, await orderOf(page, 'D1'));
  const tracking = pick(one.logistics, /\b(LP\d+[A-Z]{2})\b/);
  expect(one.text).toContain('signed');

  // A 'not received' dispute offers the not-received defences only.
  const centre = await submitEvidence(
    page,
    'D1',
    ['delivered'],
    `The parcel with tracking number ${tracking} was delivered to the buyer’s address in Berlin on 8 October and was signed for by the recipient, J. Weber. The attached proof of delivery from the carrier shows the signature and the delivery time.`,
    [tracking],
    ['delivered', 'inTransit', 'customsHold', 'buyerAddress', 'refusedByBuyer'],
  );
  await expect(centre.getByTestId('dispute-acceptance')).toContainText('平台已受理');
  await expect(centre.getByTestId('dispute-evidence-list')).toContainText(tracking);
  await shot(page, 'dispute-centre-evidence.png');
  await centre.getByTestId('dispute-centre-close').click();
  await expect(status(page, 'D1')).toHaveAttribute('data-status', 'intervention');

  // Dispute two: a pole broken in transit; the store's policy refunds the pole set. Camille
  // writes French (shown as she wrote it), so the offer is explained to her in French.
  expect(await buyerWords(page, 'D2')).toContain('arceau cassé');
  const two = await openCentre(page, 'D2');
  await expect(two.getByTestId('dispute-rules')).toContainText('速卖通');
  await two
    .getByTestId('dispute-message-text')
    .fill(
      'Bonjour Madame Laurent, nous sommes désolés pour l’arceau cassé pendant le transport. Nous vous proposons un remboursement partiel de 24,00 USD, le prix du jeu d’arceaux, et vous gardez la tente.',
    );
  await two.getByTestId('dispute-send').click();
  await expect(two.getByTestId('dispute-message-buyer')).toHaveCount(2, { timeout: 20_000 });
  await expect(two.getByTestId('dispute-message-buyer').last()).toContainText('garder la tente');
  await two.getByTestId('dispute-centre-close').click();
  await refundFromRow(page, 'D2', '24');
  // An offer is an answer: the response deadline waits for the buyer's.
  await expect(row(page, 'D2')).toContainText('待买家答复');
  await expect(countdown(page, 'D2')).toHaveAttribute('data-stage', 'offer');
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
  // A chargeback goes to the card issuer: no platform intervention on its row; its reason code.
  await expect(row(page, 'A2').getByTestId('dispute-open')).toBeVisible();
  await expect(row(page, 'A2').getByTestId('dispute-intervene')).toHaveCount(0);
  await expect(row(page, 'A2').getByTestId('dispute-kind')).toContainText('Visa 10.4');
  await expect(row(page, 'A1').getByTestId('dispute-intervene')).toBeVisible();

  // The order desk: the Dutch oven's package was never handed to UPS (the store's fault); the
  // chargeback's parcel was signed for at the billing address.
  const claim = await orderFacts(page, await orderOf(page, 'A1'));
  expect(claim.text).toMatch(/never scanned|left behind/);
  const charged = await orderFacts(page, await orderOf(page, 'A2'));
  const tracking = pick(charged.logistics, /\b(1Z[0-9A-Z]{16})\b/);
  expect(charged.text).toContain('Billing address = shipping address');
  const signer = pick(charged.text, /signed ([A-Z] [A-Za-z]+)/);

  // A-to-z: the store is at fault. Apologise (in English, as Megan writes), then refund in full
  // before the 72 hours pass.
  expect(await buyerWords(page, 'A1')).toContain('Dutch oven');
  await message(
    page,
    'A1',
    'Hi Megan, we are very sorry: our warehouse confirmed that the Dutch oven package was never handed to UPS. We are refunding the US$64.99 in full today, and it will reach your card within 3 to 5 business days. Kind regards, Ironleaf Kitchen',
    2,
  );
  await refundFromRow(page, 'A1', '64.99', true);
  await expect(result(page, 'A1')).toHaveAttribute('data-result', 'refunded');

  // The chargeback takes no partial refund: the refund dialog offers the full amount only.
  await row(page, 'A2').getByTestId('dispute-refund').click();
  const refund = modalWith(page, 'dispute-refund-amount');
  await expect(refund.getByTestId('dispute-refund-full-only')).toBeVisible();
  await refund.locator('.ant-modal-footer .ant-btn:not([data-testid])').click();
  await expect(refund).toBeHidden();

  // Represent it with the UPS proof of delivery: Visa 10.4 defences, evidence once.
  const centre = await openCentre(page, 'A2');
  await centre.getByTestId('dispute-evidence').click();
  const form = modalWith(page, 'dispute-evidence-form');
  await expect(form.getByTestId('dispute-evidence-kind')).toContainText('Compelling Evidence 3.0');
  await expect(form.getByTestId('dispute-evidence-once')).toBeVisible();
  await shot(page, 'dispute-evidence-visa.png');
  await form.locator('.ant-modal-footer .ant-btn:not([data-testid])').click();
  await centre.getByTestId('dispute-centre-close').click();
  await submitEvidence(
    page,
    'A2',
    ['deliveredToCardholder'],
    `UPS parcel ${tracking} was delivered on 24 September 2026 to 2216 Alder Creek Dr, Austin, TX 78745, the billing address of the card, and signed for by ${signer}. Proof of delivery attached.`,
    [tracking],
    ['cardholderAuthorised', 'authenticated', 'deliveredToCardholder', 'refundIssued'],
  );
  await page.getByTestId('dispute-centre-close').click();
  // The issuer decides 6 sim hours after the evidence (30 s at 720×).
  await expect(result(page, 'A2')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });

  await submitForFullMarks(page, 'disputeClaims', 'amazon-dispute-atoz-chargeback');
});

test('shopee-dispute-wrong-item reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'disputeClaims', 'shopee-dispute-wrong-item');
  await menu(page, 'dispute', '/DisputeMode');

  // The order desk: what was packed for dispute one, where dispute three's parcel is.
  const oneOrder = await orderOf(page, 'S1');
  const one = await orderFacts(page, oneOrder);
  const sku = pick(one.text, /Packing record: 1 x ([A-Z0-9-]+)/);
  const three = await orderFacts(page, await orderOf(page, 'S3'));
  const parcel = pick(three.text, /\b(SPXMY\d+)\b/);

  // Nur Aisyah writes Malay; the answer to her claim goes to Shopee, in English.
  expect(await buyerWords(page, 'S1')).toContain('warna navy');
  // Shopee: a dispute without an evidence file is lost. The packing record proves the SKU.
  const centre = await submitEvidence(
    page,
    'S1',
    ['correctItem'],
    `For order ${oneOrder}, our packing record shows 1 x insulated tumbler 900 ml Navy, SKU ${sku}, which was packed and scan-checked against the order on 22 Sep at 10:41. We did not send a pink 600 ml tumbler.`,
    ['packing-record'],
  );
  await expect(centre.getByTestId('dispute-rules')).toContainText('没有证据文件的纠纷判败诉');
  await centre.getByTestId('dispute-centre-close').click();

  // A partial refund the buyer takes within the day; Jia Hui writes English.
  expect(await buyerWords(page, 'S2')).toContain('scratch');
  await message(
    page,
    'S2',
    'Hi Jia Hui, so sorry about the scratch on the lid. Since the jar works fine, we can offer a partial refund of RM 15.00 and you keep the jar.',
  );
  await refundFromRow(page, 'S2', '15');
  await expect(result(page, 'S2')).toHaveAttribute('data-result', 'partRefunded', {
    timeout: 30_000,
  });

  // A parcel still on its way: Hafiz writes Malay; the tracking number in Malay settles it, and
  // he cancels.
  expect(await buyerWords(page, 'S3')).toContain('parcel masih tak sampai');
  await message(
    page,
    'S3',
    `Salam Encik Hafiz, maaf atas kelewatan. Parcel anda ${parcel} sudah sampai di hab Kota Kinabalu dan akan dihantar ke rumah anda pada 2 Oktober. Mohon tunggu sedikit lagi ya. Terima kasih, HydroMate Drinkware MY`,
  );
  await expect(status(page, 'S3')).toHaveAttribute('data-status', 'cancelled', { timeout: 30_000 });
  // Shopee decides 6 sim hours after the evidence (30 s at 720×).
  await expect(result(page, 'S1')).toHaveAttribute('data-result', 'won', { timeout: 45_000 });
  await shot(page, 'dispute-shopee.png');

  await submitForFullMarks(page, 'disputeClaims', 'shopee-dispute-wrong-item');
});
