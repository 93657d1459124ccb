/** Shared steps of the browser tests. */
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const ARTIFACTS = resolve(import.meta.dirname, 'artifacts');
export const DEMO_PASSWORD = 'demo1234';

export const login = async (page: Page, userName: string, password: string) => {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
};

/** A data row of an antd table by its row key (order number, case id). */
export const row = (page: Page, key: string): Locator =>
  page.locator(`tr.ant-table-row[data-row-key="${key}"]`);

/** The open modal that contains the given test id. */
export const modalWith = (page: Page, testId: string): Locator =>
  page.locator('.ant-modal').filter({ has: page.getByTestId(testId) });

/** Adds an item to the toolbox's follow-up log (opening it first) and waits for its row. */
export const logItem = async (page: Page, customer: string, order: string, detail: string) => {
  const log = modalWith(page, 'follow-up-log');
  if (!(await log.isVisible())) await page.getByTestId('tool-log').click();
  await log.getByTestId('log-add').click();
  const form = modalWith(page, 'log-form');
  await form.getByTestId('log-customerInfo').fill(customer);
  await form.getByTestId('log-orderInfo').fill(order);
  await form.getByTestId('log-detail').fill(detail);
  await form.locator('.ant-btn-primary').click();
  await expect(form).toBeHidden();
  await expect(log.locator('tr.ant-table-row').filter({ hasText: detail })).toHaveCount(1);
};

/**
 * Picks an option of an antd select and waits until the select shows it. On a slow machine a
 * click can land while the dropdown is still opening and select nothing: then it tries again.
 */
export const pickOption = async (page: Page, select: Locator, title: string) => {
  const option = page.locator(
    `.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`,
  );
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    await option.click({ timeout: 3_000 });
    await expect(select).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

/** antd's open/close motions of modals, messages and popups (not button icons or waves). */
const MOTIONS = ['zoom', 'fade', 'slide-up', 'move-up']
  .flatMap((m) => ['appear', 'enter', 'leave'].map((phase) => `[class*="${m}-${phase}"]`))
  .join(', ');

/** A screenshot once those motions have settled. */
export const shot = async (page: Page, name: string, fullPage = false) => {
  await expect(page.locator(MOTIONS)).toHaveCount(0);
  await page.screenshot({ path: join(ARTIFACTS, name), fullPage, animations: 'disabled' });
};

export const toast = (page: Page): Locator => page.locator('.ant-message-notice');

export const confirmDialog = async (page: Page) => {
  const dialog = page.locator('.ant-modal-confirm:visible');
  await expect(dialog).toHaveCount(1);
  await dialog.locator('.ant-btn-primary').click();
  // Gone before the next step, so a later confirmation is never mistaken for this closing one.
  await expect(dialog).toHaveCount(0);
};

/** Uncaught page errors and console errors, except the browser's own note on 4xx replies. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return errors;
};

/** Sends an order command as another tab would (same token, straight to the API). */
export const operateElsewhere = async (page: Page, command: Record<string, unknown>) => {
  const { token, userCaseID } = await page.evaluate(() => ({
    token: sessionStorage.getItem('Token'),
    userCaseID: sessionStorage.getItem('usercaseID'),
  }));
  const res = await page.request.post('/api/PTOrder/Operate', {
    headers: { Authorization: `Bearer ${token}` },
    data: { userCaseID, command },
  });
  expect(res.status()).toBe(200);
};

/** Signs in and starts a case from the practice centre's case list of its category. */
export const startCase = async (page: Page, userName: string, caseType: string, caseId: string) => {
  await page.goto('/login');
  await login(page, userName, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await page.getByTestId('tab-practiceCenter').click();
  await page.getByTestId(`category-${caseType}`).click();
  await row(page, caseId).getByTestId('case-start').click();
  await expect(page.getByTestId('toolbox')).toBeVisible();
  await closeTask(page);
};

/** The task opens when a case starts: read, then closed. */
export const closeTask = async (page: Page) => {
  const task = page.locator('.ant-modal').filter({ has: page.getByTestId('task-body') });
  await expect(task).toBeVisible();
  await task.locator('.ant-modal-close').click();
  await expect(task).toBeHidden();
};

/** The attempt's token and id, to read a list straight from the API. */
export const apiPost = async (page: Page, path: string, body: Record<string, unknown>) => {
  const { token, userCaseID } = await page.evaluate(() => ({
    token: sessionStorage.getItem('Token'),
    userCaseID: sessionStorage.getItem('usercaseID'),
  }));
  const res = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userCaseID, ...body },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
};

/** Fills every line of an open inventory check: the given counts, the book quantity elsewhere. */
export const countStock = async (panel: Locator, counted: Record<string, number>) => {
  const lines = panel.locator('tr.ant-table-row');
  const n = await lines.count();
  for (let i = 0; i < n; i += 1) {
    const line = lines.nth(i);
    const sku = (await line.getAttribute('data-row-key')) ?? '';
    const book = Number(await line.locator('td').nth(1).innerText());
    await line.getByTestId('check-counted').fill(String(counted[sku] ?? book));
  }
  return n;
};

/** The reason of one count line. */
export const countReason = (panel: Locator, sku: string, reason: string) =>
  panel.locator(`tr[data-row-key="${sku}"]`).getByTestId('check-reason').fill(reason);
