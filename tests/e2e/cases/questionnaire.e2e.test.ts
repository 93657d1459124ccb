/**
 * Full marks in the questionnaire case, through the UI alone: a satisfaction survey written on
 * /creatPaper (a single-choice question on delivery, a multiple-choice one on products, a text one
 * for suggestions), started, answered by the case's buyers on the sim clock, its results read,
 * and stopped after a confirmation.
 */
import type { Locator, Page } from '@playwright/test';
import { confirmDialog, pickOption, row, shot } from '../helpers.ts';
import { expect, menu, openCase, submitForFullMarks, test } from './play.ts';

const CASE = 'independent-survey-satisfaction';

/** Writes question n: its kind, its title, and its options (added as needed). */
const question = async (
  page: Page,
  form: Locator,
  n: number,
  kind: string,
  title: string,
  options: string[] = [],
) => {
  const id = (part: string) => form.getByTestId(`question-${n}-${part}`);
  await pickOption(page, id('kind'), kind);
  await id('title').fill(title);
  for (const [j, text] of options.entries()) {
    if (j >= 2) await id('add-option').click();
    await id(`option-${j + 1}`).fill(text);
  }
};

test('independent-survey-satisfaction reaches 100 in the browser', async ({
  student: page,
  errors,
}) => {
  void errors;
  await openCase(page, 'customerMarketing', CASE);
  await menu(page, 'questionnaire', '/questionPaper');
  await page.getByTestId('questionnaire-add').click();
  await expect(page).toHaveURL(/\/creatPaper$/);
  // The create page belongs to the questionnaire menu entry.
  await expect(page.getByTestId('menu-questionnaire')).toHaveClass(/active/);
  const form = page.getByTestId('questionnaire-form');
  await expect(form.getByTestId('paper-store')).toContainText('Lumen & Leaf');
  await form.getByTestId('paper-title').fill('客户满意度调查 Customer satisfaction survey');
  await question(page, form, 1, '单选题', 'How satisfied are you with our delivery speed?', [
    'Very fast',
    'As expected',
    'Too slow',
  ]);
  await form.getByTestId('paper-add-question').click();
  await question(page, form, 2, '多选题', 'Which products would you like to buy next?', [
    'Green tea',
    'Oolong',
    'Teaware',
    'Gift boxes',
  ]);
  await form.getByTestId('paper-add-question').click();
  await question(page, form, 3, '文字题', 'Any suggestions to help us improve?');
  await expect(form.getByTestId('question-3-option-1')).toHaveCount(0);
  await form.getByTestId('paper-submit').click();
  await expect(page).toHaveURL(/\/questionPaper$/);

  const q1 = row(page, 'Q1');
  await expect(q1.getByTestId('questionnaire-status')).toHaveAttribute('data-status', 'draft');
  await expect(q1).toContainText('Customer satisfaction survey');
  await q1.getByTestId('questionnaire-start').click();
  await expect(q1.getByTestId('questionnaire-status')).toHaveAttribute('data-status', 'inProgress');
  // The buyers answer 1h to 6h (sim) after the start: 2.5 real seconds a sim hour.
  await expect(q1.getByTestId('questionnaire-answers')).toHaveAttribute('data-count', '5', {
    timeout: 30_000,
  });

  await q1.getByTestId('questionnaire-results').click();
  const results = page.getByTestId('results-view');
  await expect(results.getByTestId('results-answers')).toContainText('5');
  await expect(results.getByTestId('results-question-1').getByTestId('results-option')).toHaveCount(
    3,
  );
  await expect(results.getByTestId('results-question-3').getByTestId('results-text')).toHaveCount(
    4,
  );
  // The customers' suggestions, each as written, in their own language.
  const suggestions = results.getByTestId('results-question-3');
  await expect(suggestions).toContainText('Chloé Dubois');
  await expect(suggestions).toContainText('12 jours');
  await expect(suggestions).toContainText('Keramik');
  await shot(page, 'questionnaire-results.png');
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();

  await q1.getByTestId('questionnaire-stop').click();
  await confirmDialog(page);
  await expect(q1.getByTestId('questionnaire-status')).toHaveAttribute('data-status', 'stopped');

  await submitForFullMarks(page, 'customerMarketing', CASE);
});
