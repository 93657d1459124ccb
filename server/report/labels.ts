/**
 * The report PDF's words: the web app's own locale files (web/src/locales/<lang>.json and each
 * module's web/src/modules/<m>/locales/<lang>.json, which hold its label), read on the server,
 * so the PDF and the page say the same thing. A key missing in a language falls back
 * to English, then Chinese; `{{name}}` placeholders are filled from params.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../schemas/common.ts';

type Messages = { [key: string]: string | Messages };

const LOCALES = fileURLToPath(new URL('../../web/src/locales/', import.meta.url));
const MODULES = fileURLToPath(new URL('../../web/src/modules/', import.meta.url));
const cache = new Map<string, Messages>();

const read = (file: string): Messages =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};

/** Deep merge, as the web app merges a module's fragment: it only adds keys. */
const merge = (into: Messages, add: Messages): Messages => {
  const out: Messages = { ...into };
  for (const [k, v] of Object.entries(add)) {
    const have = out[k];
    out[k] = typeof have === 'object' && typeof v === 'object' ? merge(have, v) : (have ?? v);
  }
  return out;
};

const messagesOf = (lang: string): Messages => {
  let m = cache.get(lang);
  if (!m) {
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory());
    m = modules.reduce(
      (acc, d) => merge(acc, read(`${MODULES}${d.name}/locales/${lang}.json`)),
      read(`${LOCALES}${lang}.json`),
    );
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
