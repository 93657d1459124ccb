/** The header: change password (required fields, confirmation, success) and logout. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, modalWith, toast } from './helpers.ts';

test('a student changes the password, logs out and signs in with the new one', async ({ page }) => {
  const fresh = 'new-secret-42';
  await page.goto('/login');
  await login(page, 'student02', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);

  await page.getByTestId('header-user').hover();
  await page.getByTestId('change-password').click();
  const dialog = modalWith(page, 'change-password-form');
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toHaveText('请填写完整');

  await dialog.getByTestId('pwd-old').fill(DEMO_PASSWORD);
  await dialog.getByTestId('pwd-new').fill(fresh);
  await dialog.getByTestId('pwd-confirm').fill('something-else');
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toContainText('请确认新密码');

  await dialog.getByTestId('pwd-confirm').fill(fresh);
  await dialog.locator('.ant-btn-primary').click();
  await expect(toast(page).filter({ hasText: '密码已修改' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/Home');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, 'student02', DEMO_PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await login(page, 'student02', fresh);
  await expect(page).toHaveURL(/\/Home$/);
});
