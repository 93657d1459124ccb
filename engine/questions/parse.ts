/**
 * A question file's YAML text → its questions, or errors with line and column (check.ts for what
 * is checked). Pure: the caller reads the file and passes the ids of the bank's other files.
 */
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { Question } from '../../schemas/questions.ts';
import { checkQuestions } from './check.ts';

export type QuestionFileError = { line: number; col: number; message: string };
export type QuestionFileResult =
  { ok: true; questions: Question[] } | { ok: false; errors: QuestionFileError[] };

const locate = (doc: Document, lc: LineCounter, path: (string | number)[], key?: string) => {
  type Ranged = { range?: [number, number, number] | null };
  let node = doc.getIn(path, true) as Ranged | undefined;
  for (let n = path.length; !node?.range && n > 0; n -= 1) {
    node = doc.getIn(path.slice(0, n - 1), true) as Ranged | undefined;
  }
  let offset = node?.range?.[0] ?? 0;
  if (key && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    if (pair && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
  }
  return lc.linePos(offset);
};

export const parseQuestionFile = (
  text: string,
  taken: ReadonlySet<string> = new Set(),
): QuestionFileResult => {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((e) => ({
        ...lc.linePos(e.pos[0]),
        message: e.message.split('\n')[0] ?? 'YAML error',
      })),
    };
  }
  const { questions, issues } = checkQuestions(doc.toJS(), taken);
  if (issues.length === 0) return { ok: true, questions };
  return {
    ok: false,
    errors: issues.map((i) => {
      const pos = locate(doc, lc, i.path, i.key);
      const where = i.path.length > 1 ? ` (${i.path.slice(1).join('.')})` : '';
      return { line: pos.line, col: pos.col, message: `${i.message}${where}` };
    }),
  };
};
