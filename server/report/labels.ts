/**
 * The report PDF's words: the web app's own locale files (web/src/locales/<lang>.json), read on
 * the server, so the PDF and the page say the same thing. A key missing in a language falls back
 * to English, then Chinese; `{{name}}` placeholders are filled from params.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../schemas/common.ts';

type Messages = { [key: string]: string | Messages };

const LOCALES = fileURLToPath(new URL('../../web/src/locales/', import.meta.url));
const cache = new Map<string, Messages>();

const messagesOf = (lang: string): Messages => {
  let m = cache.get(lang);
  if (!m) {
    const file = `${LOCALES}${lang}.json`;
    m = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};
    cache.set(lang, m);
  }
  return m;
};

const lookup = (m: Messages, key: string): string | undefined => {
  let at: string | Messages | undefined = m;
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
};

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export const translator = (lang: Language): Translate => {
  const chain = [lang, 'en', 'zh'].map(messagesOf);
  return (key, params = {}) => {
    const text = chain.reduce<string | undefined>((found, m) => found ?? lookup(m, key), undefined);
    return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
      name in params ? String(params[name]) : all,
    );
  };
};

/** Scenario text in a language (falls back to en, then zh), as the web app's pickText. */
export const pickText = (text: Partial<Record<Language, string>>, lang: Language): string =>
  text[lang] ?? text.en ?? text.zh ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
