/**
 * Words, not raw substrings: how rubrics and buyer scripts find a phrase in a student's text.
 * Text is segmented into words with Intl.Segmenter (Chinese, Thai and other scripts without
 * spaces included; deterministic for the pinned Node). A phrase is found when it starts and ends
 * on word boundaries of the text — "5" is not in "15", "坏" is not in "损坏" — except that a
 * phrase ending in `*` is a stem and may end inside a word ("apolog*": apology, apologise).
 */
import type { BannedPattern } from '../../schemas/conversation/script.ts';

const norm = (s: string) => s.normalize('NFKC').toLocaleLowerCase();
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

export type Segmented = { text: string; starts: Set<number>; ends: Set<number> };

/** The text, normalised, with the offsets where its words start and end. */
export const segment = (raw: string): Segmented => {
  const text = norm(raw);
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const s of segmenter.segment(text)) {
    starts.add(s.index);
    ends.add(s.index + s.segment.length);
  }
  return { text, starts, ends };
};

/** Whether the phrase occurs on word boundaries of the (segmented) text. */
export const hasPhrase = (t: Segmented, phrase: string): boolean => {
  const stem = phrase.endsWith('*');
  const p = norm(stem ? phrase.slice(0, -1) : phrase).trim();
  if (!p) return false;
  for (let i = t.text.indexOf(p); i >= 0; i = t.text.indexOf(p, i + 1)) {
    if (t.starts.has(i) && (stem || t.ends.has(i + p.length))) return true;
  }
  return false;
};

// A reward tied to what the buyer does with a review ("a coupon for a positive review", "change your
// rating and get a refund"), not any reward near the word "review": "a free exchange, and thank you
// for your review" is service. Latin words on word boundaries ("start", "operating" hold no review).
const REVIEW = String.raw`\b(?:reviews?|feedback|ratings?|stars?)\b`;
const ACT = String.raw`\b(?:leav\w*|giv\w*|writ\w*|post\w*|chang\w*|updat\w*|revis\w*|remov\w*|delet\w*|improv\w*|rais\w*|upgrad\w*|edit\w*|positive|good|great|better|higher|5[- ]?star|five[- ]star)`;
const REWARD = String.raw`\b(?:refund\w*|cash ?back|discount\w*|coupons?|vouchers?|gifts?|free|money|rewards?|gift cards?)\b`;
const ZH_REVIEW = '(?:好评|五星|5星|评价|评分)';
const ZH_REWARDS = '返现|红包|优惠|折扣|赠品|退款|补偿|返';
const ZH_REWARD = `(?:${ZH_REWARDS})`;

/** What marketplaces ban in messages to buyers (links, contacts off the platform, paid reviews). */
export const BANNED: Record<BannedPattern, RegExp> = {
  link: /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|shop|store|io|co|cn|me|info|biz)\b(?:\/\S*)?/iu,
  email: /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/iu,
  phone: /(?:\+|\b00)\d[\d\s().-]{6,}\d|\b\d{3}[\s.-]\d{3,4}[\s.-]\d{4}\b|\b1[3-9]\d{9}\b/u,
  reviewIncentive: new RegExp(
    [
      String.raw`${REWARD}[^.!?。！？]{0,60}${ACT}[^.!?。！？]{0,20}${REVIEW}`,
      String.raw`${ACT}[^.!?。！？]{0,20}${REVIEW}[^.!?。！？]{0,60}${REWARD}`,
      // A positive review "returns" something: 好评返现, 五星送红包.
      `(?:好评|五星|5星)[^。！？]{0,20}(?:送|给|${ZH_REWARDS})`,
      `${ZH_REWARD}[^。！？]{0,20}(?:给|换|改|写|留)[^。！？]{0,6}${ZH_REVIEW}`,
    ].join('|'),
    'iu',
  ),
};

/** The banned patterns a text contains. */
export const bannedIn = (text: string, patterns: readonly BannedPattern[]): BannedPattern[] =>
  patterns.filter((p) => BANNED[p].test(norm(text)));
