/**
 * Full marks in the claims cases, through the UI alone: a claim filed in the form with the
 * case's documents attached by their chips, evidence given when the counterparty asks for it,
 * the answer arriving on the sim clock, and the files sent listed on the claim for download.
 */
import type { Locator, Page } from '@playwright/test';
import { modalWith, pickOption, row, shot } from '../helpers.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const status = (page: Page, id: string) => row(page, id).getByTestId('claim-status');

/** Attaches the case's file by its chip in the open dialog and waits until it is listed. */
const attach = async (dialog: Locator, name: string, listed: number) => {
  await dialog.getByTestId(`case-file-attach-${name}`).click();
  await expect(dialog.locator('[data-testid$="-file"]')).toHaveCount(listed);
  await expect(dialog.locator('[data-testid$="-file"]').nth(listed - 1)).toContainText(name);
};

test('alibaba-claim-supplier reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  await openCase(page, 'disputeClaims', 'alibaba-claim-supplier');
  await menu(page, 'claim', '/claimMode');
  await page.getByTestId('claim-add').click();
  const form = modalWith(page, 'claim-form');
  await pickOption(page, form.getByTestId('claim-store'), 'Xiamen Evergreen Home Goods Co., Ltd.');
  await pickOption(page, form.getByTestId('claim-kind'), '供应商');
  await pickOption(page, form.getByTestId('claim-counterparty'), '福建绿叶竹纤维制品有限公司');
  await pickOption(page, form.getByTestId('claim-reason'), '货不对板');
  await form
    .locator('input[data-testid="claim-amount"], [data-testid="claim-amount"] input')
    .first()
    .fill('128');
  await form
    .getByTestId('claim-description')
    .fill(
      'Under purchase order PO-260812, 40 of the 500 lunch boxes (carton 25) do not match the approved sample: they are glossy white PP plastic instead of matte oat-beige bamboo fibre. We claim their purchase cost, 40 x $3.20 = $128.00.',
    );
  // The warehouse's QC photos and inspection record, from the case's files.
  await attach(form, 'qc-photos-PO-260812-carton25.png', 1);
  await attach(form, 'inbound-inspection-PO-260812.pdf', 2);
  await form.getByTestId('claim-submit').click();
  await expect(form).toBeHidden();
  await expect(status(page, 'CL1')).toHaveAttribute('data-status', 'waiting');

  // The supplier asks for evidence 2 sim hours later (5 s at this case's speed).
  await expect(row(page, 'CL1').getByTestId('claim-addEvidence')).toBeVisible({ timeout: 20_000 });
  await row(page, 'CL1').getByTestId('claim-addEvidence').click();
  const dialog = modalWith(page, 'claim-evidence-form');
  await expect(dialog.getByTestId('claim-evidence-ask')).toContainText('采购单号');
  await dialog
    .getByTestId('claim-evidence-text')
    .fill(
      'We received 500 units under purchase order PO-260812 on 10 September. Carton 25 holds 40 units that differ from the approved sample: their colour is glossy white instead of matte oat-beige, and their material is PP plastic with no bamboo fibre. The other 460 units match the sample.',
    );
  await dialog.getByTestId('claim-evidence-ok').click();
  await expect(dialog).toBeHidden();
  await expect(status(page, 'CL1')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  // The files sent are on the claim, each a download.
  await expect(row(page, 'CL1').getByTestId('claim-files-count')).toContainText('2');
  await row(page, 'CL1').locator('.ant-table-row-expand-icon').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('claim-file').filter({ hasText: 'inbound-inspection' }).click();
  expect((await download).suggestedFilename()).toBe('inbound-inspection-PO-260812.pdf');
  await shot(page, 'claim-alibaba.png');

  await submitForFullMarks(page, 'disputeClaims', 'alibaba-claim-supplier');
});

test('shopee-claim-logistics reaches 100 in the browser', async ({ student: page, errors }) => {
  void errors;
  const ORDER = '260903QK8M2NZT';
  await openCase(page, 'disputeClaims', 'shopee-claim-logistics');
  // The tracking number is in the lost order's remark on the order desk.
  await menu(page, 'orders', '/orderSlove');
  await row(page, ORDER).locator('.ant-table-row-expand-icon').click();
  const remark = await page.getByTestId(`order-detail-${ORDER}`).innerText();
  const tracking = /NVSG\d+/.exec(remark)?.[0];
  expect(tracking).toBeTruthy();
  await menu(page, 'claim', '/claimMode');
  await page.getByTestId('claim-add').click();
  const form = modalWith(page, 'claim-form');
  await pickOption(page, form.getByTestId('claim-store'), 'Orchid Home Scents');
  await pickOption(page, form.getByTestId('claim-kind'), '物流商');
  await pickOption(page, form.getByTestId('claim-counterparty'), 'Ninja Van');
  await pickOption(page, form.getByTestId('claim-reason'), '包裹丢失');
  await pickOption(page, form.getByTestId('claim-order'), ORDER);
  // The form says how much the order brought in: the most a claim on it may ask.
  await expect(form).toContainText('最多 58.9 SGD');
  await form
    .locator('input[data-testid="claim-amount"], [data-testid="claim-amount"] input')
    .first()
    .fill('58.90');
  await form
    .getByTestId('claim-description')
    .fill(
      `Our parcel ${tracking} for order ${ORDER} was lost at your sorting hub, as Ninja Van reported on 10 September. We claim the order’s value of S$58.90: goods S$55.00 and shipping S$3.90.`,
    );
  // The lost parcel's waybill, from the case's files (the other file is the broken bottle's).
  await attach(form, `waybill-${tracking}.pdf`, 1);
  await form.getByTestId('claim-submit').click();
  await expect(form).toBeHidden();
  await expect(status(page, 'CL1')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(row(page, 'CL1')).toContainText('已赔付');

  await submitForFullMarks(page, 'disputeClaims', 'shopee-claim-logistics');
});
