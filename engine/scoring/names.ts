/**
 * Whether a reply's opening addresses the buyer by name (the `greeting` part, docs/adr/0019).
 * Names compare without accents, Cyrillic in Latin letters and y/j read as i (Ольга is Olga,
 * Дмитрий is Dmitry); a part of 4 or more letters matches a word sharing a prefix of at least
 * max(4, length − 2) letters (case endings: Дмитрию), a shorter part only itself; a Chinese or
 * Japanese name matches as written, or its family name with a title (李女士, 田中様).
 */
import type { Segmented } from './text.ts';

const CYRILLIC: Record<string, string> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((c, i) => [
    c,
    'a|b|v|g|d|e|e|zh|z|i|i|k|l|m|n|o|p|r|s|t|u|f|h|ts|ch|sh|sch||y||e|yu|ya'.split('|')[i] ?? '',
  ]),
);
const nameKey = (s: string) =>
  [...s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((c) => CYRILLIC[c] ?? c)
    .join('')
    .replace(/kh/g, 'h')
    .replace(/[yj]/g, 'i')
    .replace(/[^\p{L}]/gu, '');

/** Words in names that are not what a buyer is called by. */
const NOT_A_NAME = new Set('bin|binti|bte|van|von|der|de|da|del|la|le'.split('|'));
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u;

/** The parts of a buyer's name that address them (given name, family name). */
export const nameParts = (name: string): string[] =>
  name
    .split(/[\s,]+/u)
    .map(nameKey)
    .filter((p) => p.length >= 2 && !NOT_A_NAME.has(p));

/** A word is the name part, or the same name in another case or spelling. */
const sameName = (word: string, part: string) => {
  if (word === part) return true;
  if (part.length <= 3) return false;
  let i = 0;
  while (i < word.length && i < part.length && word[i] === part[i]) i += 1;
  return i >= Math.max(4, part.length - 2);
};

/** Whether the text before `end` names the buyer (a name with no usable part: yes). */
export const namedIn = (t: Segmented, end: number, buyerName: string): boolean => {
  const parts = nameParts(buyerName);
  if (parts.length === 0) return true;
  const words = t.words.filter((w) => w.index < end).map((w) => nameKey(w.segment));
  const head = t.text.slice(0, end);
  return parts.some((p) =>
    NO_SPACES.test(p)
      ? head.includes(p) || new RegExp(`${p[0]}(?:先生|女士|小姐|様|さん)`, 'u').test(head)
      : words.some((w) => sameName(w, p)),
  );
};
