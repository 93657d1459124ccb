/** Steps of the dispute cases' browser tests: the resolution centre, evidence, refunds, messages. */
import type { Page } from '@playwright/test';
import { modalWith, row } from '../helpers.ts';
import { downloadCaseFile, expect } from './play.ts';

/** Opens a dispute's resolution centre from its row. */
export const openCentre = async (page: Page, id: string) => {
  await row(page, id).getByTestId('dispute-open').click();
  const centre = modalWith(page, 'dispute-centre');
  await expect(centre).toBeVisible();
  return centre;
};

/** Evidence through the centre's form: reasons, text, and case files downloaded and uploaded. */
export const submitEvidence = async (
  page: Page,
  id: string,
  reasons: string[],
  text: string,
  files: string[],
) => {
  const centre = await openCentre(page, id);
  await centre.getByTestId('dispute-evidence').click();
  const form = modalWith(page, 'dispute-evidence-form');
  for (const r of reasons) await form.getByTestId(`dispute-reason-${r}`).click();
  await form.getByTestId('dispute-evidence-text').fill(text);
  for (const name of files) {
    const path = await downloadCaseFile(page, form, name);
    await form.locator('input[type=file]').setInputFiles(path);
    await expect(form.getByTestId('dispute-evidence-file').filter({ hasText: name })).toBeVisible();
  }
  await form.getByTestId('dispute-evidence-ok').click();
  await expect(form).toBeHidden();
  return centre;
};

/**
 * A refund from the row: the amount; all of what is left is a full refund, confirmed in the
 * spec's full-refund prompt.
 */
export const refundFromRow = async (page: Page, id: string, amount: string, full = false) => {
  await row(page, id).getByTestId('dispute-refund').click();
  const dialog = modalWith(page, 'dispute-refund-amount');
  await dialog
    .locator(
      'input[data-testid="dispute-refund-amount"], [data-testid="dispute-refund-amount"] input',
    )
    .first()
    .fill(amount);
  await dialog.getByTestId('dispute-refund-ok').click();
  if (full) {
    const prompt = page.locator('.ant-modal-confirm');
    await expect(prompt).toContainText('全额退款');
    await prompt.locator('.ant-btn-dangerous').click();
  }
  await expect(dialog).toBeHidden();
};

/** A message in a dispute's conversation; waits for the buyer's answer when one is expected. */
export const message = async (page: Page, id: string, text: string, buyerMessages?: number) => {
  const centre = await openCentre(page, id);
  await centre.getByTestId('dispute-message-text').fill(text);
  await centre.getByTestId('dispute-send').click();
  await expect(centre.getByTestId('dispute-message-seller').last()).toContainText(
    text.slice(0, 30),
  );
  if (buyerMessages)
    await expect(centre.getByTestId('dispute-message-buyer')).toHaveCount(buyerMessages, {
      timeout: 20_000,
    });
  await centre.getByTestId('dispute-centre-close').click();
  await expect(centre).toBeHidden();
};
