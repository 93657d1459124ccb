/** Unit tests: parseQuestionFile; the shipped bank. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionOf } from '../../schemas/questions.ts';
import { gradeAnswer } from './grade.ts';
import { parseQuestionFile } from './parse.ts';

const question = (id: string, extra: string) => `- id: ${id}
  version: 1
  text: { zh: 问题 ___, en: Question ___ }
  tags: { topic: returns, difficulty: 1 }
  source: { title: Rule, url: 'https://example.org/rule' }
${extra}`;

describe('parseQuestionFile', () => {
  it('reads a valid file', () => {
    const r = parseQuestionFile(question('q-fill', '  type: fill\n  blanks:\n    - accept: [a]\n'));
    expect(r.ok).toBe(true);
  });

  it('reports YAML syntax errors with line and column', () => {
    const r = parseQuestionFile('- id: x\n  text: [unclosed\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('reports each meaning error at its line: unknown type, option missing, blanks, duplicates', () => {
    const text = [
      question('q-one', '  type: essay\n'),
      question(
        'q-two',
        '  type: single\n  options:\n    - { id: a, text: { zh: 甲, en: A } }\n    - { id: b, text: { zh: 乙, en: B } }\n  answer: c\n',
      ),
      question('q-three', '  type: fill\n  blanks:\n    - accept: [a]\n    - accept: [b]\n'),
      question('q-three', '  type: trueFalse\n  answer: true\n'),
    ].join('');
    const r = parseQuestionFile(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        line: 6,
        col: 9,
        message:
          'unknown question type "essay"; one of: single, multiple, trueFalse, fill, matching, shortText (type)',
      },
      { line: 16, col: 11, message: 'answer "c" is not one of the options (a, b) (answer)' },
      {
        line: 19,
        col: 15,
        message: 'the zh text marks 1 blank(s) with ___ but 2 are given (text.zh)',
      },
      {
        line: 19,
        col: 27,
        message: 'the en text marks 1 blank(s) with ___ but 2 are given (text.en)',
      },
      { line: 26, col: 7, message: 'duplicate question id "q-three" (id)' },
    ]);
  });

  it('requires zh and en, a source, an id unique across files', () => {
    const text = `- id: q-x
  version: 1
  type: trueFalse
  answer: true
  text: { zh: 对吗 }
  tags: { topic: returns, difficulty: 4 }
`;
    const r = parseQuestionFile(text, new Set(['q-x']));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.line, e.message])).toEqual([
      [1, 'missing field "source"'],
      [5, 'missing field "en" (text)'],
      [6, 'must be <= 3 (tags.difficulty)'],
      [1, 'duplicate question id "q-x" (id)'],
    ]);
  });
});

describe('the shipped bank', () => {
  const dir = new URL('../../questions/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  const taken = new Set<string>();
  const all = files.flatMap((f) => {
    const r = parseQuestionFile(readFileSync(new URL(f, dir), 'utf8'), taken);
    if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.errors)}`);
    for (const q of r.questions) taken.add(q.id);
    return r.questions;
  });

  it('is valid, cites a source page for each question, and has every type', () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((q) => q.type)).size).toBe(6);
    for (const q of all) expect('url' in q.source).toBe(true);
  });

  it('short answers: a model answer passes in zh and en; a link fails', () => {
    const q = all.find((x) => x.id === 'amazon-divert-buyers') as QuestionOf<'shortText'>;
    const zh = gradeAnswer(q, {
      type: 'shortText',
      language: 'zh',
      text: '您好，根据亚马逊的政策，我们只能在亚马逊上与您沟通和交易，无法提供其他网站的网址，感谢理解。',
    });
    expect(zh).toMatchObject({ score: 1, right: true });
    const en = gradeAnswer(q, {
      type: 'shortText',
      language: 'en',
      text: 'Thank you for asking. Amazon policy does not allow us to send you to another website, so please order here on Amazon.',
    });
    expect(en).toMatchObject({ score: 1, right: true });
    const link = gradeAnswer(q, {
      type: 'shortText',
      language: 'en',
      text: 'Amazon policy says no, but you can order at https://our-shop.example.com for less money today.',
    });
    expect(link.right).toBe(false);
  });
});
