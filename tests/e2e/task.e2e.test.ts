/**
 * Every case's task as a student reads it: opened when the case starts, in zh and in en, with
 * every number of the case file's title, description and requirements on the page (amounts,
 * order and tracking numbers are what the student acts on). While the task is unread the case
 * clock stands; closing the task starts it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { DEMO_PASSWORD, closeTask, login, row, shot, watchErrors } from './helpers.ts';

type Local = Record<string, string>;
type CaseFile = {
  id: string;
  caseType: string;
  title: Local;
  description: Local;
  require: Local[];
};

const dir = resolve(import.meta.dirname, '../../scenarios/cases');
const cases: CaseFile[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => parse(readFileSync(join(dir, f), 'utf8')) as CaseFile);

const numbersOf = (c: CaseFile, lang: 'zh' | 'en') =>
  [
    ...new Set(
      [c.title[lang], c.description[lang], ...c.require.map((r) => r[lang])]
        .join(' ')
        .match(/\d+(?:[.,:]\d+)*/g) ?? [],
    ),
  ].sort();

test('every case hands its task over whole, in zh and en, before the clock runs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/login');
  await login(page, 'student27', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  const task = page.getByTestId('task-body');
  const setLanguage = (lang: string) =>
    page.evaluate((l) => localStorage.setItem('language', l), lang);

  for (const c of cases) {
    await setLanguage('zh');
    await page.goto(`/CaseList?caseType=${c.caseType}`);
    await row(page, c.id).getByTestId('case-start').click();
    await expect(task).toBeVisible();
    const clock = page.getByTestId('case-clock');
    await expect(clock).toHaveAttribute('data-started', 'false');
    const zh = await page.locator('.ant-modal').filter({ has: task }).innerText();
    expect(
      numbersOf(c, 'zh').filter((n) => !zh.includes(n)),
      `${c.id} zh`,
    ).toEqual([]);
    expect(await task.locator('.task-require > li').count(), c.id).toBe(c.require.length);

    // In English: the unread task opens again after a reload, and the clock still waits.
    await setLanguage('en');
    await page.reload();
    await expect(task).toContainText('Requirements');
    const en = await page.locator('.ant-modal').filter({ has: task }).innerText();
    expect(
      numbersOf(c, 'en').filter((n) => !en.includes(n)),
      `${c.id} en`,
    ).toEqual([]);
    await expect(clock).toHaveAttribute('data-started', 'false');
  }

  // Closing the task starts the clock, shown in the case's zone with its speed.
  await setLanguage('zh');
  await page.reload();
  const clock = page.getByTestId('case-clock');
  await expect(clock).toHaveAttribute('data-started', 'false');
  await shot(page, 'task-clock-waiting.png');
  await closeTask(page);
  await expect(clock).toHaveAttribute('data-started', 'true');
  await expect(clock).toContainText('UTC');
  await expect(clock).toContainText('现实 1 分钟 =');
  await shot(page, 'case-clock-running.png');
  expect(errors).toEqual([]);
});
