/**
 * Moodle XML → question drafts with their line numbers. Every type of the bank:
 *   multichoice  one right answer (fraction > 0): single; several: multiple
 *   truefalse    the answer "true" or "false" with fraction 100
 *   shortanswer  a fill-in blank (accepted answers: those with fraction > 0; the blank is put at
 *                the end of the text unless the text marks it with ___)
 *   multianswer  cloze: each {1:SHORTANSWER:=a~=b} (or SA) is a blank, in both languages' spans
 *   matching     subquestions; one with an empty text is a distractor
 *   essay        short text, graded by the rubric its <graderinfo> names in lines
 *                "rubric_zh: phrase; phrase", "rubric_en: …", "min_words: 20"
 * Other types (numerical, calculated, description, drag and drop…) are refused with their line.
 * <name> is the id (<idnumber> wins), <generalfeedback> the explanation, <tags> "key:value" set
 * tags and source as in GIFT (topic, difficulty, platform, module, url, title, course, section,
 * version); a category question sets the topic of those after it. zh and en are Moodle multilang
 * spans, as in GIFT; HTML inside them is reduced to its text.
 */
import type { MessageParams, QuestionMessage } from '../messages.ts';
import {
  OPTION_IDS,
  allTexts,
  importError,
  splitLanguages,
  withDefaults,
  type Draft,
  type ImportDefaults,
  type ImportError,
} from './draft.ts';
import { readTagValues } from './gift.ts';
import {
  XmlSyntaxError,
  childOf,
  childrenOf,
  parseXml,
  textChild,
  textOf,
  type XmlElement,
} from './xmlTree.ts';

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
};

/** HTML → its text: tags dropped, the common entities decoded, spaces tidied. */
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(
            e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
          )
        : (HTML_ENTITIES[e.toLowerCase()] ?? whole),
    );

const tidy = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** A text in zh and en from its multilang spans, each reduced to plain text. */
const bi = (html: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(splitLanguages(html))
      .map(([l, t]) => [l, tidy(plain(t))])
      .filter(([, t]) => t !== ''),
  );

type Problem = { problem: QuestionMessage; params?: MessageParams };
type Body = Record<string, unknown> | Problem;
const isProblem = (b: Body): b is Problem => typeof b.problem === 'string';

const answers = (q: XmlElement) =>
  childrenOf(q, 'answer').map((a) => ({
    fraction: Number(a.attrs.fraction ?? '0'),
    html: textOf(childOf(a, 'text')),
  }));

const choice = (q: XmlElement): Body => {
  const list = answers(q);
  if (list.length === 0) return { problem: 'xmlNoAnswer' };
  const options = list.map((a, i) => ({ id: OPTION_IDS[i] ?? `o${i + 1}`, text: bi(a.html) }));
  const right = options.filter((_, i) => (list[i]?.fraction ?? 0) > 0).map((o) => o.id);
  if (right.length === 0) return { problem: 'noRightAnswer' };
  return right.length === 1
    ? { type: 'single', options, answer: right[0] }
    : { type: 'multiple', options, answers: right };
};

const trueFalse = (q: XmlElement): Body => {
  const right = answers(q).find((a) => a.fraction > 0);
  if (!right) return { problem: 'xmlNoAnswer' };
  return { type: 'trueFalse', answer: tidy(plain(right.html)).toLowerCase() === 'true' };
};

const withBlankAtEnd = (text: Record<string, string>) =>
  Object.fromEntries(Object.entries(text).map(([l, t]) => [l, /_{3,}/.test(t) ? t : `${t} ___`]));

const shortAnswer = (q: XmlElement, text: Record<string, string>): Body => {
  const accept = answers(q)
    .filter((a) => a.fraction > 0)
    .flatMap((a) => allTexts(plain(a.html)));
  if (accept.length === 0) return { problem: 'xmlNoAnswer' };
  return { type: 'fill', text: withBlankAtEnd(text), blanks: [{ accept }] };
};

const CLOZE = /\{(\d*):([A-Z_]+):((?:\\.|[^}])*)\}/g;

/** Cloze: each language's blanks in order; the k-th blank of zh and of en is one blank. */
const cloze = (html: string): Body => {
  const langs = splitLanguages(html);
  const blanks: string[][] = [];
  const text: Record<string, string> = {};
  for (const [lang, raw] of Object.entries(langs)) {
    let k = 0;
    let bad: string | null = null;
    const replaced = raw.replace(CLOZE, (whole, _n: string, kind: string, body: string) => {
      if (kind !== 'SHORTANSWER' && kind !== 'SA' && kind !== 'SHORTANSWER_C' && kind !== 'SAC') {
        bad ??= whole;
        return whole;
      }
      const accepted = body
        .split(/(?<!\\)~/)
        .map((item) => item.replace(/#.*$/s, ''))
        .filter((item) => item.startsWith('=') || /^%[1-9]\d*(\.\d+)?%/.test(item))
        .map((item) =>
          item
            .replace(/^=|^%[\d.]+%/, '')
            .replace(/\\(.)/g, '$1')
            .trim(),
        )
        .filter(Boolean);
      blanks[k] = [...(blanks[k] ?? []), ...accepted.filter((a) => !(blanks[k] ?? []).includes(a))];
      k += 1;
      return ' ___ ';
    });
    if (bad) return { problem: 'xmlClozeBlank', params: { blank: String(bad).slice(0, 60) } };
    text[lang] = tidy(plain(replaced));
  }
  if (blanks.length === 0 || blanks.some((b) => !b || b.length === 0))
    return { problem: 'xmlNoAnswer' };
  return { type: 'fill', text, blanks: blanks.map((accept) => ({ accept })) };
};

const matching = (q: XmlElement): Body => {
  const subs = childrenOf(q, 'subquestion');
  const pairs: { left: unknown; right: unknown }[] = [];
  const distractors: unknown[] = [];
  for (const s of subs) {
    const right = bi(textChild(s, 'answer'));
    if (Object.keys(right).length === 0) return { problem: 'xmlSubquestion' };
    const left = bi(textOf(childOf(s, 'text')));
    if (Object.keys(left).length === 0) distractors.push(right);
    else pairs.push({ left, right });
  }
  if (subs.length === 0) return { problem: 'xmlNoAnswer' };
  return { type: 'matching', pairs, ...(distractors.length ? { distractors } : {}) };
};

const essay = (q: XmlElement): Body => {
  const info = plain(textChild(q, 'graderinfo'));
  const lines = Object.fromEntries(
    info
      .split('\n')
      .map((l) => /^\s*([a-z_]+)\s*[:：]\s*(.*)$/i.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [(m[1] ?? '').toLowerCase(), (m[2] ?? '').trim()]),
  );
  const min = lines.min_words ?? '';
  const rubric = (lang: 'zh' | 'en') => {
    const phrases = (lines[`rubric_${lang}`] ?? '')
      .split(/[;；]/)
      .map((p) => p.trim())
      .filter(Boolean);
    return {
      ...(phrases.length ? { mustInclude: phrases } : {}),
      ...(/^\d+$/.test(min) ? { minWords: Number(min) } : {}),
    };
  };
  const zh = rubric('zh');
  const en = rubric('en');
  if (!zh.mustInclude || !en.mustInclude) return { problem: 'xmlEssayRubric' };
  return { type: 'shortText', rubric: { zh, en } };
};

const SUPPORTED = ['multichoice', 'truefalse', 'shortanswer', 'multianswer', 'matching', 'essay'];

/** Moodle XML text → drafts (all questions) and the errors of the questions it could not read. */
export const readMoodleXml = (
  source: string,
  defaults: ImportDefaults,
): { drafts: Draft[]; errors: ImportError[] } => {
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (e) {
    if (!(e instanceof XmlSyntaxError)) throw e;
    return {
      drafts: [],
      errors: [importError({ line: e.line }, 'xmlSyntax', { detail: e.message })],
    };
  }
  if (root.name !== 'quiz')
    return { drafts: [], errors: [importError({ line: root.line }, 'xmlNoQuiz')] };
  const drafts: Draft[] = [];
  const errors: ImportError[] = [];
  let category: string | undefined;
  for (const q of childrenOf(root, 'question')) {
    const type = q.attrs.type ?? '';
    if (type === 'category') {
      const path = textChild(q, 'category').split('/').filter(Boolean);
      category = path[path.length - 1]?.trim();
      continue;
    }
    if (!SUPPORTED.includes(type)) {
      errors.push(importError({ line: q.line }, 'xmlType', { type }));
      continue;
    }
    const html = textChild(q, 'questiontext');
    const text = bi(html);
    const body: Body =
      type === 'multichoice'
        ? choice(q)
        : type === 'truefalse'
          ? trueFalse(q)
          : type === 'shortanswer'
            ? shortAnswer(q, text)
            : type === 'multianswer'
              ? cloze(html)
              : type === 'matching'
                ? matching(q)
                : essay(q);
    if (isProblem(body)) {
      errors.push(importError({ line: q.line }, body.problem, body.params));
      continue;
    }
    const explanation = bi(textChild(q, 'generalfeedback'));
    const tagEls = childOf(q, 'tags');
    const meta = readTagValues(
      tagEls ? childrenOf(tagEls, 'tag').map((t) => textOf(childOf(t, 'text')) || textOf(t)) : [],
    );
    const name = tidy(textChild(q, 'name'));
    const id = tidy(textOf(childOf(q, 'idnumber'))) || name;
    const { type: kind, ...fields } = body;
    const draft = {
      ...(id ? { id } : {}),
      ...(meta.version !== undefined ? { version: meta.version } : {}),
      type: kind,
      text,
      ...fields,
      ...(Object.keys(explanation).length ? { explanation } : {}),
      tags: { ...(category ? { topic: category } : {}), ...meta.tags },
      ...(meta.source ? { source: meta.source } : {}),
    };
    drafts.push({
      at: { line: q.line },
      question: withDefaults(draft, drafts.length + 1, defaults),
    });
  }
  return { drafts, errors };
};
