/** Test helper: the answer to a theory item, right or wrong, in the keys the page was shown. */
import { keyOf } from '../../engine/theory/present.ts';
import type { Question } from '../../schemas/questions.ts';
import type { ItemAnswer, ItemView } from '../../schemas/theory/view.ts';

export const answerFor = (q: Question, v: ItemView, right: boolean): ItemAnswer => {
  const indexOfText = (texts: readonly { en: string }[], en: string) =>
    texts.findIndex((t) => t.en === en);
  switch (q.type) {
    case 'single': {
      if (v.type !== 'single') throw new Error('view');
      const en = q.options.find((o) => o.id === q.answer)!.text.en;
      const i = indexOfText(
        v.options.map((o) => o.text),
        en,
      );
      return { type: 'single', choice: keyOf(right ? i : (i + 1) % v.options.length) };
    }
    case 'multiple': {
      if (v.type !== 'multiple') throw new Error('view');
      const rights = q.options.filter((o) => q.answers.includes(o.id)).map((o) => o.text.en);
      const keys = v.options.filter((o) => rights.includes(o.text.en)).map((o) => o.key);
      return {
        type: 'multiple',
        choices: right ? keys : v.options.filter((o) => !keys.includes(o.key)).map((o) => o.key),
      };
    }
    case 'trueFalse':
      return { type: 'trueFalse', value: right ? q.answer : !q.answer };
    case 'fill':
      return { type: 'fill', blanks: q.blanks.map((b) => (right ? b.accept[0]! : 'zzz')) };
    case 'matching': {
      if (v.type !== 'matching') throw new Error('view');
      const keys = q.pairs.map((p) => v.targets.find((r) => r.text.en === p.right.en)!.key);
      return { type: 'matching', matches: right ? keys : [...keys.slice(1), keys[0]!] };
    }
    case 'shortText':
      return { type: 'shortText', text: right ? 'n/a' : '', language: 'en' };
  }
};
