/** The empty answer of each question type, and whether an answer says anything (the navigator's "answered"). */
import type { ItemAnswer, ItemView } from '../../../../schemas/theory/view.ts';

export const emptyAnswer = (view: ItemView, language: 'zh' | 'en'): ItemAnswer => {
  switch (view.type) {
    case 'single':
      return { type: 'single', choice: null };
    case 'multiple':
      return { type: 'multiple', choices: [] };
    case 'trueFalse':
      return { type: 'trueFalse', value: null };
    case 'fill':
      return { type: 'fill', blanks: Array.from({ length: view.blanks }, () => '') };
    case 'matching':
      return { type: 'matching', matches: view.left.map(() => null) };
    case 'shortText':
      return { type: 'shortText', text: '', language };
  }
};

export { isAnswered } from '../../../../engine/theory/present.ts';
