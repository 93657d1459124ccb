/**
 * Steps of the dispute cases' browser tests: the facts a student reads (a dispute's order, the
 * order's shipping and notes on the order desk, the case files the evidence form offers), the
 * resolution centre, evidence, refunds, messages.
 */
import type { Locator, Page } from '@playwright/test';
import { modalWith, row } from '../helpers.ts';
import { expect, menu } from './play.ts';

/** The order number a dispute's row shows (on the Disputes page). */
export const orderOf = async (page: Page, id: string) => {
  const text = (await row(page, id).getByTestId('dispute-order').innerText()).trim();
  expect(text).toMatch(/^[A-Z0-9-]{6,}$/);
  return text;
};

/**
 * An order's expanded row on the order desk: its shipping (carrier, tracking number) and the
 * whole detail as text (items, receiver, remark). Comes back to the Disputes page.
 */
export const orderFacts = async (page: Page, orderNo: string) => {
  await menu(page, 'orders', '/orderSlove');
  await row(page, orderNo).locator('.ant-table-row-expand-icon').click();
  const detail = page.getByTestId(`order-detail-${orderNo}`);
  await expect(detail).toBeVisible();
  const shipping = detail.getByTestId('order-logistics');
  const logistics = (await shipping.count()) ? await shipping.innerText() : '';
  const text = await detail.innerText();
  await menu(page, 'dispute', '/DisputeMode');
  return { logistics, text };
};

/** The first match of a pattern in a text, which must be there. */
export const pick = (text: string, pattern: RegExp) => {
  const m = pattern.exec(text);
  expect(m, `${pattern} in ${text}`).toBeTruthy();
  return m?.[1] ?? m?.[0] ?? '';
};

/**
 * What the buyer wrote when opening a dispute, as the conversation shows it (in the buyer's own
 * language). Leaves the centre closed.
 */
export const buyerWords = async (page: Page, id: string) => {
  const centre = await openCentre(page, id);
  const first = centre.getByTestId('dispute-message-buyer').first();
  await expect(first).toBeVisible();
  const text = await first.innerText();
  await centre.getByTestId('dispute-centre-close').click();
  await expect(centre).toBeHidden();
  return text;
};

/** Opens a dispute's resolution centre from its row. */
export const openCentre = async (page: Page, id: string) => {
  await row(page, id).getByTestId('dispute-open').click();
  const centre = modalWith(page, 'dispute-centre');
  await expect(centre).toBeVisible();
  return centre;
};

/** The case files the evidence form offers to attach, by name. */
const offeredFiles = async (form: Locator) =>
  (
    await form
      .locator('[data-testid^="case-file-attach-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
  ).map((id) => id.replace(/^case-file-attach-/, ''));

/**
 * Evidence through the centre's form: the defences it offers (checked against `offered` when
 * given), the text, and the case files whose names contain `fileHints` (attached from their
 * chips in the form, as a student would).
 */
export const submitEvidence = async (
  page: Page,
  id: string,
  reasons: string[],
  text: string,
  fileHints: string[],
  offered?: string[],
) => {
  const centre = await openCentre(page, id);
  await centre.getByTestId('dispute-evidence').click();
  const form = modalWith(page, 'dispute-evidence-form');
  if (offered)
    await expect(form.locator('[data-testid^="dispute-reason-"]')).toHaveCount(offered.length);
  for (const r of reasons) await form.getByTestId(`dispute-reason-${r}`).click();
  await form.getByTestId('dispute-evidence-text').fill(text);
  const files = await offeredFiles(form);
  for (const hint of fileHints) {
    const name = files.find((f) => f.includes(hint));
    expect(name, `a case file for ${hint} among ${files.join(', ')}`).toBeTruthy();
    // The file's chip attaches it (its download link sits beside it).
    await form.getByTestId(`case-file-attach-${name ?? ''}`).click();
    await expect(
      form.getByTestId('dispute-evidence-file').filter({ hasText: name ?? '' }),
    ).toBeVisible();
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
