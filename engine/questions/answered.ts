/** Whether an answer says anything (an empty one is not answered): the bank's or the page's shape. */
import type { QuestionAnswer } from '../../schemas/questions.ts';
import type { ItemAnswer } from '../../schemas/theory/view.ts';

export const isAnswered = (a: QuestionAnswer | ItemAnswer | null): boolean => {
  if (!a) return false;
  switch (a.type) {
    case 'single':
      return a.choice !== null;
    case 'multiple':
      return a.choices.length > 0;
    case 'trueFalse':
      return a.value !== null;
    case 'fill':
      return a.blanks.some((b) => b.trim() !== '');
    case 'matching':
      return a.matches.some((m) => m !== null);
    case 'shortText':
      return a.text.trim() !== '';
  }
};
