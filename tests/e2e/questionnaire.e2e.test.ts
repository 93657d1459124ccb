/**
 * Questionnaires on the unhappy paths a student finds: a questionnaire with no question or more
 * questions than allowed is never sent, a duplicate option is refused with the engine's message,
 * a draft is edited on /creatPaper?id=…, a double click on start starts it once, and cancelling the
 * stop confirmation leaves it in progress.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, pickOption, row, startCase, toast, watchErrors } from './helpers.ts';

const CASE = 'independent-survey-satisfaction';

const openForm = async (page: Page) => {
  await page.getByTestId('menu-questionnaire').click();
  await expect(page).toHaveURL(/\/questionPaper$/);
  await page.getByTestId('questionnaire-add').click();
  await expect(page).toHaveURL(/\/creatPaper$/);
  return page.getByTestId('questionnaire-form');
};

test('questionnaires: no question, too many questions, a duplicate option', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student14', 'customerMarketing', CASE);
  const form = await openForm(page);
  await form.getByTestId('paper-title').fill('Satisfaction survey');

  // No question: the form says so and sends nothing.
  await form.getByTestId('question-1-remove').click();
  await form.getByTestId('paper-submit').click();
  await expect(form).toContainText('问卷至少需要一道题目');
  await expect(page).toHaveURL(/\/creatPaper$/);

  // At most 20 questions: the button to add one turns off at the limit.
  const add = form.getByTestId('paper-add-question');
  for (let i = 0; i < 20; i += 1) await add.click();
  await expect(form.getByTestId('paper-question-count')).toContainText('已有 20 题，最多 20 题');
  await expect(add).toBeDisabled();
  await expect(form.getByTestId('question-20-title')).toBeVisible();
  await expect(form.getByTestId('question-21-title')).toHaveCount(0);
  for (let i = 20; i > 1; i -= 1) await form.getByTestId(`question-${i}-remove`).click();
  await expect(add).toBeEnabled();

  // The same option twice: the engine refuses it with its message, nothing is written.
  await form.getByTestId('question-1-title').fill('Which teas do you drink?');
  await pickOption(page, form.getByTestId('question-1-kind'), '多选题');
  await form.getByTestId('question-1-option-1').fill('Oolong');
  await form.getByTestId('question-1-option-2').fill('oolong ');
  await form.getByTestId('paper-submit').click();
  await expect(toast(page).filter({ hasText: '第 1 题的选项“oolong”重复了' })).toBeVisible();
  await expect(page).toHaveURL(/\/creatPaper$/);
  await form.getByTestId('paper-cancel').click();
  await expect(page).toHaveURL(/\/questionPaper$/);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('questionnaires: edit a draft, double click on start, cancel the stop', async ({ page }) => {
  const errors = watchErrors(page);
  await startCase(page, 'student15', 'customerMarketing', CASE);
  const form = await openForm(page);
  await form.getByTestId('paper-title').fill('Delivery survey');
  await form.getByTestId('question-1-title').fill('How fast was our delivery?');
  await form.getByTestId('question-1-option-1').fill('Fast');
  await form.getByTestId('question-1-option-2').fill('Slow');
  await form.getByTestId('paper-submit').click();
  await expect(page).toHaveURL(/\/questionPaper$/);
  const q1 = row(page, 'Q1');
  const status = q1.getByTestId('questionnaire-status');
  await expect(status).toHaveAttribute('data-status', 'draft');

  // A draft opens on /creatPaper?id=Q1, filled in, under the questionnaire menu entry.
  await q1.getByTestId('questionnaire-edit').click();
  await expect(page).toHaveURL(/\/creatPaper\?id=Q1$/);
  await expect(page.getByTestId('menu-questionnaire')).toHaveClass(/active/);
  await expect(form.getByTestId('paper-title')).toHaveValue('Delivery survey');
  await expect(form.getByTestId('question-1-option-2')).toHaveValue('Slow');
  await form.getByTestId('paper-title').fill('Delivery satisfaction survey');
  await form.getByTestId('paper-submit').click();
  await expect(page).toHaveURL(/\/questionPaper$/);
  await expect(q1).toContainText('Delivery satisfaction survey');

  // A double click starts it once: one "started" toast, no refusal.
  await q1.getByTestId('questionnaire-start').dblclick();
  await expect(status).toHaveAttribute('data-status', 'inProgress');
  await expect(toast(page).filter({ hasText: '问卷已开始' })).toHaveCount(1);
  await expect(toast(page).filter({ hasText: '不能再编辑或重新开始' })).toHaveCount(0);
  await expect(q1.getByTestId('questionnaire-edit')).toHaveCount(0);
  await expect(q1.getByTestId('questionnaire-delete')).toHaveCount(0);

  // Stop asks first; cancelling leaves it in progress.
  await q1.getByTestId('questionnaire-stop').click();
  const dialog = page.locator('.ant-modal-confirm:visible');
  await expect(dialog).toContainText('Delivery satisfaction survey');
  await dialog.locator('.ant-btn:not(.ant-btn-primary)').click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveAttribute('data-status', 'inProgress');
  await q1.getByTestId('questionnaire-stop').click();
  await confirmDialog(page);
  await expect(status).toHaveAttribute('data-status', 'stopped');
  await expect(q1.getByTestId('questionnaire-delete')).toBeVisible();
  expect(errors).toEqual([]);
});
