/** Unit tests: the question import's messages are the same in messages.ts and the locale files. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES_EN, englishMessage, messageKey } from './messages.ts';

const locale = (lang: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../web/src/locales/${lang}.json`, import.meta.url), 'utf8'),
    ) as { questionImport: { error: Record<string, string> } }
  ).questionImport.error;
const params = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('question import messages', () => {
  it('en.json holds exactly the English texts the CLI prints', () => {
    expect(locale('en')).toEqual(QUESTION_MESSAGES_EN);
  });

  it('zh.json translates every message with the same params', () => {
    const zh = locale('zh');
    expect(Object.keys(zh).sort()).toEqual(Object.keys(QUESTION_MESSAGES_EN).sort());
    for (const [name, en] of Object.entries(QUESTION_MESSAGES_EN)) {
      expect(zh[name], name).toMatch(/\S/);
      expect(params(zh[name] ?? ''), name).toEqual(params(en));
    }
  });

  it('fills params into the English text under the questionImport key', () => {
    expect(messageKey('duplicateId')).toBe('questionImport.error.duplicateId');
    expect(englishMessage('blankCount', { lang: 'zh', marked: 1, given: 2 })).toBe(
      'the zh text marks 1 blank(s) with ___ but 2 are given',
    );
  });
});
