/**
 * The locale files: `web/src/locales/<code>.json` holds the shared messages of a language, and
 * each module may add its own in `web/src/modules/<module>/locales/<code>.json`, merged in
 * when the signed-in pages load (a module's strings live in its folder; the login page needs none
 * of them). A language is offered in the menu only when its main file exists, so adding ru.json
 * is all it takes to offer Russian.
 */
import { LANGUAGE_INFO, type Language, type LanguageInfo } from './languages.ts';

export type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });
const fragments = import.meta.glob<Messages>('../modules/*/locales/*.json', {
  import: 'default',
});

const fileOf = (code: Language) => `../locales/${code}.json`;

export const AVAILABLE_LANGUAGES: readonly LanguageInfo[] = LANGUAGE_INFO.filter(
  (l) => fileOf(l.code) in files,
);

export const isAvailable = (code: Language) => AVAILABLE_LANGUAGES.some((l) => l.code === code);

/** Deep merge of a fragment into messages; a fragment adds keys and never replaces one. */
export const mergeMessages = (into: Messages, add: Messages, path = ''): Messages => {
  const out: Messages = { ...into };
  for (const [k, v] of Object.entries(add)) {
    const have = out[k];
    if (have === undefined) out[k] = v;
    else if (typeof have !== 'string' && typeof v !== 'string') {
      out[k] = mergeMessages(have, v, `${path}${k}.`);
    } else throw new Error(`locale key ${path}${k} is defined twice`);
  }
  return out;
};

/** Paths of a language's module fragments in a glob result. */
export const fragmentPaths = (paths: readonly string[], code: string) =>
  paths.filter((p) => p.endsWith(`/locales/${code}.json`) && p.includes('/modules/')).sort();

/** A language's main file: the shared messages (login, header, errors, case list …). */
export const loadMessages = async (code: Language): Promise<Messages> => {
  const load = files[fileOf(code)];
  if (!load) throw new Error(`no locale file for ${code}`);
  return load();
};

/** A language's module fragments merged: what the module pages add to the main file. */
export const loadModuleMessages = async (code: Language): Promise<Messages> => {
  const parts = await Promise.all(
    fragmentPaths(Object.keys(fragments), code).map((p) => fragments[p]!()),
  );
  return parts.reduce<Messages>((acc, m) => mergeMessages(acc, m), {});
};
