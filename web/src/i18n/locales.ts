/**
 * The locale files under web/src/locales: a language is offered in the menu only when its file
 * exists, so adding ru.json is all it takes to offer Russian.
 */
import { LANGUAGE_INFO, type Language, type LanguageInfo } from './languages.ts';

export type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

const fileOf = (code: Language) => `../locales/${code}.json`;

export const AVAILABLE_LANGUAGES: readonly LanguageInfo[] = LANGUAGE_INFO.filter(
  (l) => fileOf(l.code) in files,
);

export const isAvailable = (code: Language) => AVAILABLE_LANGUAGES.some((l) => l.code === code);

export const loadMessages = async (code: Language): Promise<Messages> => {
  const load = files[fileOf(code)];
  if (!load) throw new Error(`no locale file for ${code}`);
  return load();
};
