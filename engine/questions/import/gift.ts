/**
 * Moodle GIFT → question drafts with their line numbers. Supported: multiple choice (one right
 * answer: single; several =, or positive %weights: multiple), true/false ({T} {TRUE} {F}
 * {FALSE}), short answer ({=a =b}: a fill-in blank; with text after the braces, the blank
 * stands where the braces were; else where the text marks it with ___, or at the end), matching ({=a -> b …}; "=-> x" is a distractor). Refused with
 * the line: numerical ({#…}) and essay ({}) questions, which the bank has no type for.
 * Names (::name::) are question ids; general feedback (####…) is the explanation; comment lines
 * carry Moodle's [id:…] and [tag:…], where tags key:value set the bank's tags and source
 * (topic, difficulty, platform, module, url, title, course, section, version). $CATEGORY: sets the
 * topic of the questions after it. zh and en are written as Moodle multilang spans.
 */
import type { QuestionMessage } from '../messages.ts';
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

/** Index of the first unescaped occurrence of any of `chars` from `from`, or -1. */
const findUnescaped = (s: string, chars: string, from = 0): number => {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i += 1;
      continue;
    }
    if (chars.includes(s[i] as string)) return i;
  }
  return -1;
};

const unescape = (s: string) =>
  s.replace(/\\([\\:~=#{}n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
const lineOf = (s: string, index: number) => s.slice(0, index).split('\n').length - 1;

/** Splits an answer block into items, each starting with an unescaped = or ~. */
const items = (body: string): { mark: '=' | '~'; text: string }[] | null => {
  const out: { mark: '=' | '~'; text: string }[] = [];
  let i = findUnescaped(body, '=~');
  if (i === -1 || body.slice(0, i).trim() !== '') return null;
  while (i !== -1) {
    const next = findUnescaped(body, '=~', i + 1);
    out.push({
      mark: body[i] as '=' | '~',
      text: body.slice(i + 1, next === -1 ? undefined : next),
    });
    i = next;
  }
  return out;
};

/** An item's weight (%50%), its text without its feedback (#…). */
const readItem = (raw: string) => {
  const w = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(raw);
  const rest = w ? raw.slice(w[0].length) : raw;
  const hash = findUnescaped(rest, '#');
  return {
    weight: w ? Number(w[1]) : undefined,
    text: (hash === -1 ? rest : rest.slice(0, hash)).trim(),
  };
};

const bi = (raw: string) => splitLanguages(unescape(raw));

/** What `key:value` tags say: the bank's tags, the source and the version. */
export type TagMeta = {
  tags: Record<string, unknown>;
  source?: { title: string; url: string } | { course: string; section: string };
  version?: number;
};

/** Moodle tags written `key:value` (GIFT's [tag:key:value], Moodle XML's <tag>) → tags, source. */
export const readTagValues = (values: string[]): TagMeta => {
  const tags: Record<string, unknown> = {};
  const src: Record<string, string> = {};
  let version: number | undefined;
  for (const value of values) {
    const colon = value.indexOf(':');
    if (colon === -1) continue;
    const key = value.slice(0, colon).trim();
    const v = value.slice(colon + 1).trim();
    if (key === 'difficulty') tags.difficulty = /^\d+$/.test(v) ? Number(v) : v;
    else if (key === 'version' && /^\d+$/.test(v)) version = Number(v);
    else if (['topic', 'platform', 'module'].includes(key)) tags[key] = v;
    else if (['url', 'title', 'course', 'section'].includes(key)) src[key] = v;
  }
  const source = src.url
    ? { title: src.title ?? src.url, url: src.url }
    : src.course
      ? { course: src.course, section: src.section ?? '' }
      : undefined;
  return { tags, ...(source ? { source } : {}), ...(version !== undefined ? { version } : {}) };
};

const readMeta = (comments: string[]): TagMeta & { id?: string } => {
  let id: string | undefined;
  const values: string[] = [];
  for (const c of comments) {
    // A value may hold ] (URLs do): a tag ends at a ] followed by a space or the line's end.
    for (const m of c.matchAll(/\[(id|tag):(.+?)\](?=\s|$)/g)) {
      const value = (m[2] ?? '').trim();
      if (m[1] === 'id') id = value;
      else values.push(value);
    }
  }
  return { ...readTagValues(values), ...(id ? { id } : {}) };
};

type Block = { line: number; lines: string[]; comments: string[]; category?: string };

/** Blocks of non-blank lines; comment lines kept apart; $CATEGORY lines carried forward. */
const blocks = (text: string): Block[] => {
  const out: Block[] = [];
  let current: Block | null = null;
  let category: string | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, i) => {
    const t = line.trim();
    if (t === '') {
      // A blank line ends a question; comments before it belong to none.
      if (current?.lines.length) out.push(current);
      current = null;
      return;
    }
    if (t.startsWith('$CATEGORY:')) {
      category = t.slice('$CATEGORY:'.length).trim().split('/').filter(Boolean).pop();
      return;
    }
    current ??= { line: i + 1, lines: [], comments: [], ...(category ? { category } : {}) };
    if (t.startsWith('//')) current.comments.push(t);
    else {
      if (current.lines.length === 0) current.line = i + 1;
      current.lines.push(line);
    }
  });
  if (current !== null && (current as Block).lines.length > 0) out.push(current);
  return out;
};

type Parsed = { question: Record<string, unknown> } | { error: QuestionMessage };

const parseAnswer = (stem: string, after: string, body: string): Parsed => {
  const trimmed = body.trim();
  const gf = trimmed.indexOf('####');
  const answers = gf === -1 ? trimmed : trimmed.slice(0, gf).trim();
  const explanation = gf === -1 ? undefined : bi(trimmed.slice(gf + 4));
  const blank = after.trim() !== '';
  /** The stem; in the missing-word form, each language's stem, a blank, and the rest. */
  const text = (fill: boolean) => {
    const s = bi(stem);
    if (!blank && !fill) return s;
    // A short answer with nothing after its braces: the blank is where the text marks it with
    // ___ (as the export writes it), else at the end.
    if (!blank)
      return Object.fromEntries(
        Object.entries(s).map(([l, t]) => [l, /_{3,}/.test(t) ? t : `${t} ___`]),
      );
    const a = bi(after);
    const langs = new Set([...Object.keys(s), ...Object.keys(a)]);
    return Object.fromEntries([...langs].map((l) => [l, `${s[l] ?? ''} ___ ${a[l] ?? ''}`.trim()]));
  };
  const withExplanation = (q: Record<string, unknown>) => (explanation ? { ...q, explanation } : q);
  if (answers === '') return { error: 'giftEssay' };
  if (answers.startsWith('#')) return { error: 'numerical' };
  const tf = /^(T|TRUE|F|FALSE)\s*(#.*)?$/s.exec(answers);
  if (tf) {
    return {
      question: withExplanation({
        type: 'trueFalse',
        text: text(false),
        answer: tf[1]?.startsWith('T'),
      }),
    };
  }
  const list = items(answers);
  if (!list) return { error: 'answerMarks' };
  const arrows = list.filter((it) => it.text.includes('->'));
  if (arrows.length > 0) {
    if (arrows.length !== list.length || list.some((it) => it.mark !== '='))
      return { error: 'matchingPairs' };
    const pairs: { left: unknown; right: unknown }[] = [];
    const distractors: unknown[] = [];
    for (const it of list) {
      const k = it.text.indexOf('->');
      const left = it.text.slice(0, k).trim();
      const right = bi(readItem(it.text.slice(k + 2)).text);
      if (left === '') distractors.push(right);
      else pairs.push({ left: bi(left), right });
    }
    return {
      question: withExplanation({
        type: 'matching',
        text: text(false),
        pairs,
        ...(distractors.length ? { distractors } : {}),
      }),
    };
  }
  const read = list.map((it) => ({ mark: it.mark, ...readItem(it.text) }));
  if (
    read.every((it) => it.mark === '=') &&
    read.every((it) => it.weight === undefined || it.weight > 0)
  ) {
    return {
      question: withExplanation({
        type: 'fill',
        text: text(true),
        blanks: [{ accept: read.flatMap((it) => allTexts(unescape(it.text))) }],
      }),
    };
  }
  const right = read.map((it) => it.mark === '=' || (it.weight ?? 0) > 0);
  const count = right.filter(Boolean).length;
  if (count === 0) return { error: 'noRightAnswer' };
  const options = read.map((it, i) => ({ id: OPTION_IDS[i] ?? `o${i + 1}`, text: bi(it.text) }));
  const ids = options.filter((_, i) => right[i]).map((o) => o.id);
  const q =
    count === 1
      ? { type: 'single', text: text(false), options, answer: ids[0] }
      : { type: 'multiple', text: text(false), options, answers: ids };
  return { question: withExplanation(q) };
};

/** GIFT text → drafts (all questions) and the errors of the blocks it could not read. */
export const readGift = (
  source: string,
  defaults: ImportDefaults,
): { drafts: Draft[]; errors: ImportError[] } => {
  const drafts: Draft[] = [];
  const errors: ImportError[] = [];
  for (const b of blocks(source)) {
    const raw = b.lines.join('\n');
    let rest = raw.trim();
    let name: string | undefined;
    const title = /^::([\s\S]*?)::/.exec(rest);
    if (title) {
      name = unescape(title[1] ?? '').trim();
      rest = rest.slice(title[0].length);
    }
    rest = rest.replace(/^\s*\[(html|moodle|plain|markdown)\]/, '');
    const offset = raw.indexOf(rest.trimStart().slice(0, 20));
    const open = findUnescaped(rest, '{');
    const lineAt = (i: number) => b.line + lineOf(raw, Math.max(0, offset) + i);
    if (open === -1) {
      errors.push(importError({ line: b.line }, 'noAnswerBlock'));
      continue;
    }
    const close = findUnescaped(rest, '}', open + 1);
    const reopen = findUnescaped(rest, '{', open + 1);
    if (close === -1 || (reopen !== -1 && reopen < close)) {
      errors.push(importError({ line: lineAt(open) }, 'unclosedBrace'));
      continue;
    }
    if (findUnescaped(rest, '{}', close + 1) !== -1) {
      errors.push(importError({ line: lineAt(close + 1) }, 'twoAnswerBlocks'));
      continue;
    }
    const parsed = parseAnswer(
      rest.slice(0, open).trim(),
      rest.slice(close + 1),
      rest.slice(open + 1, close),
    );
    if ('error' in parsed) {
      errors.push(importError({ line: lineAt(open) }, parsed.error));
      continue;
    }
    const meta = readMeta(b.comments);
    const tags = { ...(b.category ? { topic: b.category } : {}), ...meta.tags };
    const id = meta.id ?? name;
    const q = {
      ...(id ? { id } : {}),
      ...(meta.version !== undefined ? { version: meta.version } : {}),
      ...parsed.question,
      tags,
      ...(meta.source ? { source: meta.source } : {}),
    };
    drafts.push({ at: { line: b.line }, question: withDefaults(q, drafts.length + 1, defaults) });
  }
  return { drafts, errors };
};
