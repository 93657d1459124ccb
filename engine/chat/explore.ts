/**
 * What the explorer may ask of live chat: the conversations' buyers, the store's groups, and the
 * store's automatic messages — a welcome message, an auto reply and keyword replies whose
 * keywords are words the case's buyers write — carrying the texts the rubrics read.
 */
import type { Command } from '../attempt/decide.ts';
import type { ExploreKit } from '../kit.ts';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const isLocalText = (v: object): v is Record<string, string> =>
  Object.entries(v).every(([k, x]) => /^[a-z]{2}$/.test(k) && typeof x === 'string');

/**
 * Every string of the buyers' words in the chat world (their messages and script lines): a buyer
 * who writes in a language of their own is read in it only (the zh/en beside it is its meaning).
 */
const buyerWords = (value: unknown, lang: string | undefined, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) buyerWords(v, lang, out);
  else if (value && typeof value === 'object') {
    if (lang && isLocalText(value) && value[lang]) out.push(value[lang]);
    else
      for (const [k, v] of Object.entries(value)) {
        if (k === 'if' || k === 'id' || k === 'store' || k === 'buyer' || k === 'at') continue;
        buyerWords(v, lang, out);
      }
  }
  return out;
};

/** Words a keyword rule could wait for: Latin words of 5+ letters, Chinese, Thai or Korean of 2+, Cyrillic of 4+. */
const keywordsOf = (texts: readonly string[]) => {
  const words = new Map<string, number>();
  for (const t of texts)
    for (const s of segmenter.segment(t)) {
      const w = s.segment.toLowerCase();
      if (!s.isWordLike) continue;
      if (
        /^[a-z]{5,}$/.test(w) ||
        /^[\u3400-\u9fff]{2,}$/u.test(w) ||
        /^[\u0e00-\u0e7f]{2,}$/u.test(w) ||
        /^[\uac00-\ud7af]{2,}$/u.test(w) ||
        /^[\u0400-\u04ff]{4,}$/u.test(w)
      )
        words.set(w, (words.get(w) ?? 0) + 1);
    }
  return [...words.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
};

export const chatExplore: ExploreKit = {
  domains: (state, scenario) => ({
    buyer: Object.keys(state.chat.conversations),
    group: (scenario.world.chat?.groups ?? []).map((g) => g.id),
  }),
  commands: (_state, ctx) => {
    const chat = ctx.scenario.world.chat;
    if (!chat) return [];
    const replies = [...(ctx.textsByField.get('text') ?? []), ...ctx.texts]
      .filter((t) => [...t].length <= 100)
      .slice(0, 3);
    const languageOf = (buyer: string) => ctx.scenario.buyers.find((b) => b.id === buyer)?.language;
    const keywords = keywordsOf(
      [...chat.conversations, ...(chat.scripts ?? [])].flatMap((c) =>
        buyerWords(c, languageOf(c.buyer)),
      ),
    ).slice(0, 12);
    return [
      ...replies.map((text) => ({
        type: 'SetWelcomeMessages',
        enabled: true,
        messages: [{ text, on: true }],
      })),
      ...replies.map((text) => ({
        type: 'SetAutoReplies',
        enabled: true,
        replies: [{ text, on: true }],
      })),
      ...keywords.flatMap((keyword) =>
        replies.slice(0, 2).map((reply) => ({
          type: 'SetKeywordReplies',
          enabled: true,
          rules: [{ keyword: keyword.slice(0, 30), reply }],
        })),
      ),
    ] as Command[];
  },
};
