/**
 * An administrator manages the school and its accounts in the browser: a new college, major and
 * class; an import file with errors shows its row
 * errors and adds nobody; a good XLSX file adds its accounts; a password reset shows the
 * temporary password once, and the student who logs in with it must change it before the home
 * page opens. (student28 is reserved for this test; the imported names start with e2eadm.)
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { DEMO_PASSWORD, login, modalWith, pickOption, shot, watchErrors } from './helpers.ts';

const CLASS = 'Cross-border E-commerce 2026-2';

const importFile = async (page: Page, path: string) => {
  await page.getByTestId('admin-import').click();
  const dialog = modalWith(page, 'admin-import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  return dialog;
};

const search = async (page: Page, text: string) => {
  const box = page.getByTestId('admin-user-search').locator('input');
  await box.fill(text);
  await box.press('Enter');
};

test('an admin imports accounts and resets a password; the student must change it', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const dir = mkdtempSync(join(tmpdir(), 'cbsim-admin-e2e-'));
  const bad = join(dir, 'accounts-bad.csv');
  writeFileSync(
    bad,
    'username,displayName,class\n' +
      `e2eadm01,Ann,${CLASS}\n` +
      `e2eadm01,Ann again,${CLASS}\n` +
      'e2eadm02,Ben,No Such Class\n' +
      `student01,Taken,${CLASS}\n`,
  );
  const good = join(dir, 'accounts-good.xlsx');
  writeFileSync(
    good,
    await writeExcelFile([
      ['username', 'displayName', 'class', 'password'].map((value) => ({ value })),
      ['e2eadm01', 'Ann', CLASS, ''].map((value) => ({ value })),
      ['e2eadm02', 'Ben', CLASS, 'ben-password'].map((value) => ({ value })),
    ]).toBuffer(),
  );

  await page.goto('/login');
  await login(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Teacher$/);
  await page.getByTestId('tab-Admin').click();
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByTestId('admin-classes')).toContainText(CLASS);
  // The organisation: a new college, a major in it, and a class of that major.
  await page.getByTestId('admin-college-create').click();
  const college = modalWith(page, 'admin-college-form');
  await college.getByTestId('admin-college-name').fill('E2E School of Logistics');
  await college.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(college).toBeHidden();
  await expect(page.getByTestId('admin-org-tree')).toContainText('E2E School of Logistics');
  await page.getByTestId('admin-major-create').click();
  const major = modalWith(page, 'admin-major-form');
  await pickOption(page, major.getByTestId('admin-major-college'), 'E2E School of Logistics');
  await major.getByTestId('admin-major-name').fill('E2E Supply Chain');
  await major.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(major).toBeHidden();
  await expect(page.getByTestId('admin-org-tree')).toContainText('E2E Supply Chain');
  await page.getByTestId('admin-class-create').click();
  const cls = modalWith(page, 'admin-class-form');
  await cls.getByTestId('admin-class-name').fill('E2E Logistics 2026-1');
  await pickOption(
    page,
    cls.getByTestId('admin-class-major'),
    'E2E School of Logistics / E2E Supply Chain',
  );
  await cls.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(cls).toBeHidden();
  await expect(page.getByTestId('admin-classes')).toContainText('E2E Logistics 2026-1');
  await shot(page, 'admin-org.png');
  await expect(page.getByTestId('admin-org-tree')).toContainText('Cross-border E-commerce');
  await page.getByTestId('admin-tab-accounts').click();

  // A file with errors: every row error, nobody added.
  const dialog = await importFile(page, bad);
  const rowErrors = dialog.getByTestId('admin-import-row-errors');
  await expect(rowErrors.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(rowErrors).toContainText('e2eadm01');
  await expect(rowErrors).toContainText('No Such Class');
  await expect(rowErrors).toContainText('student01');
  await shot(page, 'admin-import-errors.png');
  await dialog.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
  await expect(dialog).toHaveCount(0);
  await search(page, 'e2eadm');
  await expect(page.getByTestId('admin-users').locator('tr.ant-table-row')).toHaveCount(0);

  // A good XLSX file: both accounts, the generated password shown once.
  await importFile(page, good);
  const notice = modalWith(page, 'admin-passwords');
  await expect(notice).toContainText('e2eadm01');
  await expect(notice).not.toContainText('e2eadm02');
  // … which the admin takes away as a file to hand on: CSV and Excel.
  const generated = (await notice.getByTestId('admin-password-e2eadm01').innerText()).trim();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByTestId('admin-passwords-csv').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync(await csv.path(), 'utf8')).toContain(`e2eadm01,${generated}\r\n`);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByTestId('admin-passwords-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(readFileSync(await xlsx.path()));
  expect(sheet[1]).toEqual(['e2eadm01', generated]);
  await notice.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(notice).toHaveCount(0);
  const users = page.getByTestId('admin-users');
  await expect(users.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(users).toContainText('Ann');
  await expect(users).toContainText('Ben');

  // Reset student28's password: confirmation, then the temporary password, once.
  await search(page, 'student28');
  await expect(users.locator('tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('admin-user-reset-student28').click();
  const confirm = page.locator('.ant-modal-confirm:visible');
  await confirm.locator('.ant-btn-primary').click();
  const shown = modalWith(page, 'admin-passwords');
  const text = (await shown.getByTestId('admin-password-student28').innerText()).trim();
  const temporary = /[A-Za-z0-9]{12}/.exec(text)?.[0] ?? '';
  expect(temporary).toHaveLength(12);
  await shot(page, 'admin-reset-password.png');
  await shown.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(users).toContainText(/需修改密码|Must change password/);
  expect(errors).toEqual([]);

  // student28 logs in with it: only the change-password dialog, which cannot be dismissed.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const student = await context.newPage();
  const studentErrors = watchErrors(student);
  await student.goto('/login');
  await login(student, 'student28', temporary);
  const change = modalWith(student, 'must-change-password');
  await expect(change).toBeVisible();
  await expect(student.getByTestId('home-page')).toHaveCount(0);
  await expect(change.locator('.ant-modal-close')).toHaveCount(0);
  await student.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await shot(student, 'admin-forced-change.png');
  // The one way out is to log out; the next login asks again.
  await change.getByTestId('forced-logout').click();
  await expect(student).toHaveURL(/\/login$/);
  await login(student, 'student28', temporary);
  await expect(change).toBeVisible();
  await student.getByTestId('pwd-old').fill(temporary);
  await student.getByTestId('pwd-new').fill('student28-new');
  await student.getByTestId('pwd-confirm').fill('student28-new');
  await change.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(student.getByTestId('home-page')).toBeVisible();
  await expect(change).toHaveCount(0);
  expect(studentErrors).toEqual([]);
  await context.close();
});

test('an admin reads the storage uploads take per class, with the quotas', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  // student30 (class 2026-2) uploads a mail attachment through the API.
  const signIn = await request.post('/api/User/login', {
    data: { userName: 'student30', password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${(await signIn.json()).data.token}` };
  const started = await request.post('/api/PracticeTraining/StartCase', {
    headers: auth,
    data: { caseID: 'amazon-late-parcel' },
  });
  const userCaseID = (await started.json()).data.userCaseID as string;
  const up = await request.post('/api/PTMail/Upload', {
    headers: auth,
    multipart: {
      userCaseID,
      file: { name: 'photo.txt', mimeType: 'text/plain', buffer: Buffer.alloc(3000, 'x') },
    },
  });
  expect(up.status()).toBe(200);

  await page.goto('/login');
  await login(page, 'admin', DEMO_PASSWORD);
  await page.getByTestId('tab-Admin').click();
  await page.getByTestId('admin-tab-storage').click();
  const panel = page.getByTestId('admin-storage');
  await expect(panel.getByTestId('admin-storage-policy')).toContainText('100');
  const row = panel.locator('tr.ant-table-row', { hasText: CLASS });
  await expect(row).toBeVisible();
  await expect(row.locator('td').nth(1)).not.toHaveText('0');
  await expect(panel.getByTestId('admin-storage-total')).toBeVisible();
  await shot(page, 'admin-storage.png');
  expect(errors).toEqual([]);
});
