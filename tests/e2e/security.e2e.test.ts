/**
 * The app under its security headers in a real browser: from the login page to a case page with
 * its websocket, no Content-Security-Policy violation (antd's run-time styles, lazy chunks, the
 * API and the websocket all allowed), the sign-in's device cookie out of script's reach; and no
 * other site can show it in a frame.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeTask, DEMO_PASSWORD, login, row, watchErrors } from './helpers.ts';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** Collects the page's securitypolicyviolation events from its first script on. */
const watchCsp = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
};

test('the app runs under its CSP from the login page to a case page', async ({ page }) => {
  const violations = await watchCsp(page);
  const errors = watchErrors(page);
  const welcomed = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => ws.on('framereceived', () => resolve())),
  );

  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers).toMatchObject(HEADERS);
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');

  // The required messages and the language menu inject antd styles at run time.
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await page.getByTestId('language-menu').hover();
  await expect(page.getByTestId('lang-en')).toBeVisible();
  await page.mouse.move(0, 0);

  await login(page, 'student29', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  // The sign-in left a device cookie script cannot read, sent to the login route only.
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([
    expect.objectContaining({
      name: expect.stringMatching(/^cbsim_device_/),
      path: '/api/User/login',
      httpOnly: true,
      sameSite: 'Strict',
    }),
  ]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await page.getByTestId('tab-practiceCenter').click();
  await page.getByTestId('category-orderWarehousing').click();
  await row(page, 'amazon-partial-stock').getByTestId('case-start').click();
  await expect(page.getByTestId('toolbox')).toBeVisible();
  await closeTask(page);
  await page.getByTestId('menu-orders').click();
  await expect(page).toHaveURL(/\/orderSlove$/);
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await welcomed;

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * The framing page is on the app's own origin: Chromium's Local Network Access checks refuse an
 * about:blank or data: page framing 127.0.0.1 whatever our headers say, so such a test would pass
 * for the wrong reason. Same-origin framing is also the strictest case: X-Frame-Options
 * SAMEORIGIN would allow it, frame-ancestors 'none' and DENY refuse it.
 */
test('no page, not even one of its own origin, can show the app in a frame', async ({
  page,
  baseURL,
}) => {
  const refused = page.waitForEvent('console', (m) => m.text().includes("frame-ancestors 'none'"));
  const blocked = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/login'));
  await page.goto('/api/health');
  await page.setContent(`<iframe id="app" src="${baseURL}/login"></iframe>`);
  await refused;
  expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  await expect(page.frameLocator('#app').getByTestId('login-submit')).toHaveCount(0);
});
