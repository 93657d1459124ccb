/**
 * The teachers' question bank in the browser (issue 24 §1): a student of teacher02's class
 * (student20, used by no other browser test) submits the fixed logistics paper with the first
 * question right and the rest blank; teacher02 opens the Question bank tab, finds that question by
 * words, reads its statistics in words with the right option counted, and sees the
 * page in English too. Then a question file's import is checked: the blank Word template
 * downloaded, the Word fixture previewed with its count by type, the errors fixture listed by line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { DEMO_PASSWORD, login, watchErrors } from './helpers.ts';

type Q = { id: string; type: string; text: { zh: string; en: string } };
const bank = parse(
  readFileSync(resolve(import.meta.dirname, '../../questions/logistics-trade.yaml'), 'utf8'),
) as Q[];
const FIRST = 'ups-volumetric-international-divisor';
const first = bank.find((q) => q.id === FIRST)!;

const call = async (page: Page, path: string, body: Record<string, unknown>) => {
  const token = await page.evaluate(() => sessionStorage.getItem('Token'));
  const res = await page.request.post(`/api/PracticeTraining/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

test('a teacher finds a question in the bank and reads its statistics in words', async ({
  browser,
}) => {
  const student = await browser.newPage();
  await student.goto('/login');
  await login(student, 'student20', DEMO_PASSWORD);
  await expect(student).toHaveURL(/\/Home$/);
  const { attemptID } = await call(student, 'StartExercise', { paperID: 'logistics-customs' });
  const paper = await call(student, 'GetExercisesQuestion', { attemptID });
  // The first question, answered right through the keys it was shown with.
  const item = (
    paper.items as { view: { options: { key: string; text: { zh: string } }[] } }[]
  )[0]!;
  const yaml = bank.find((q) => q.id === FIRST) as unknown as {
    options: { id: string; text: { zh: string } }[];
    answer: string;
  };
  const right = yaml.options.find((o) => o.id === yaml.answer)!.text.zh;
  const key = item.view.options.find((o) => o.text.zh === right)!.key;
  await call(student, 'SubmitUpdate', {
    attemptID,
    position: 0,
    answer: { type: 'single', choice: key },
  });
  await call(student, 'SubmitExercise', { attemptID });
  await student.close();

  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'teacher02', DEMO_PASSWORD);
  await expect(page.getByTestId('teacher-home')).toBeVisible();
  await page.getByTestId('tab-Teacher/questions').click();
  await expect(page).toHaveURL(/\/Teacher\/questions$/);
  await expect(page.getByTestId('question-bank')).toBeVisible();
  await expect(page.getByTestId('bank-count')).toContainText('共');

  await page.getByTestId('bank-search').locator('input').fill(FIRST);
  const rowOf = page.locator(`tr[data-row-key="${FIRST}"]`);
  await expect(rowOf).toContainText(first.text.zh.slice(0, 10));
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await rowOf.locator('.ant-table-row-expand-icon').click();
  const figures = page.getByTestId(`bank-figures-${FIRST}`);
  await expect(figures).toContainText('平均得分率');
  await expect(figures).toContainText('区分');
  const options = page.getByTestId(`bank-options-${FIRST}`);
  await expect(options.locator('.ant-list-item').filter({ hasText: right })).toContainText('正确');

  // Only dubious questions: this one is not (no index yet, or a good one); clearing lists the bank.
  await page.getByTestId('bank-filter-dubious').click();
  await expect(rowOf).toBeHidden();
  await page.getByTestId('bank-filter-dubious').click();
  await page.getByTestId('bank-search').locator('input').fill('');
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(20);

  // English.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByTestId('bank-count')).toContainText('questions');
  await expect(page.getByRole('columnheader', { name: 'Facility' })).toBeVisible();
  expect(errors).toEqual([]);
});

const fixture = (name: string) =>
  resolve(import.meta.dirname, '../../engine/questions/import/fixtures', name);

test('a teacher checks a question file before importing it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'teacher01', DEMO_PASSWORD);
  await expect(page.getByTestId('teacher-home')).toBeVisible();
  await page.getByTestId('tab-Teacher/questions').click();
  await page.getByTestId('bank-import-open').click();
  const dialog = page.getByTestId('bank-import');
  await expect(dialog).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '空白 Word 模板' }).click();
  expect((await download).suggestedFilename()).toBe('questions.docx');

  const input = dialog.locator('input[type=file]');
  await input.setInputFiles(fixture('bank.docx'));
  const preview = page.getByTestId('bank-import-preview');
  await expect(preview).toContainText('bank.docx：读取到 6 道试题');
  for (const type of ['single', 'multiple', 'trueFalse', 'fill', 'matching', 'shortText'])
    await expect(page.getByTestId(`bank-import-type-${type}`)).toHaveText('1');

  await input.setInputFiles(fixture('errors.docx'));
  const list = page.getByTestId('bank-import-errors');
  await expect(list).toContainText('不会导入任何试题');
  await expect(list.locator('tr').filter({ hasText: '第 16 行（段）' })).toContainText('论述');
  await expect(preview).toBeHidden();
  expect(errors).toEqual([]);
});
