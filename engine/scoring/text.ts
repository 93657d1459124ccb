/**
 * Words, not raw substrings: how rubrics and buyer scripts find a phrase in a student's text.
 * Text is segmented into words with Intl.Segmenter (Chinese, Thai and other scripts without
 * spaces included; deterministic for the pinned Node). A phrase is found when it starts and ends
 * on word boundaries of the text — "5" is not in "15", "坏" is not in "损坏" — except that a
 * phrase ending in `*` is a stem and may end inside a word ("apolog*": apology, apologise).
 */
import type { BannedPattern } from '../../schemas/conversation/script.ts';

/**
 * A full-width comma or semicolon (，；) separates, whatever stands on either side: NFKC would make
 * it ASCII, and ICU reads "12,9" as one number, so "LP00123456789012，9月30日" would hide the
 * tracking number. They become the ideographic comma (、), which NFKC keeps and ICU splits on.
 * Same length: offsets stay as they are.
 */
const separators = (s: string) => s.replace(/[\uFF0C\uFF1B]/g, '\u3001');
const norm = (s: string) => separators(s).normalize('NFKC').toLocaleLowerCase();
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A word-like segment (a word or a number) and where it starts in the normalised text. */
export type Word = { index: number; segment: string };

export type Segmented = {
  /** NFKC, lower case: what phrases are found in. */
  text: string;
  /** NFKC with its case (sentence breaks and capitals need it); same offsets when `aligned`. */
  cased: string;
  aligned: boolean;
  starts: Set<number>;
  ends: Set<number>;
  words: Word[];
};

/** The text, normalised, with the offsets where its words start and end. */
export const segment = (raw: string): Segmented => {
  const cased = separators(raw).normalize('NFKC');
  const text = cased.toLocaleLowerCase();
  const starts = new Set<number>();
  const ends = new Set<number>();
  const words: Word[] = [];
  for (const s of segmenter.segment(text)) {
    starts.add(s.index);
    ends.add(s.index + s.segment.length);
    if (s.isWordLike) words.push({ index: s.index, segment: s.segment });
  }
  return { text, cased, aligned: cased.length === text.length, starts, ends, words };
};

/** A phrase as it is searched: normalised, and whether it is a stem (may end inside a word). */
export type Phrase = { p: string; stem: boolean };
export const phrase = (raw: string, stem = raw.endsWith('*')): Phrase => ({
  p: norm(raw.endsWith('*') ? raw.slice(0, -1) : raw).trim(),
  stem,
});

/** Where the phrase first occurs on word boundaries between `from` and `to`, or -1. */
export const phraseAt = (t: Segmented, ph: Phrase, from = 0, to = t.text.length): number => {
  if (!ph.p) return -1;
  for (let i = t.text.indexOf(ph.p, from); i >= 0; i = t.text.indexOf(ph.p, i + 1)) {
    if (i + ph.p.length > to) return -1;
    if (t.starts.has(i) && (ph.stem || t.ends.has(i + ph.p.length))) return i;
  }
  return -1;
};

/** Whether the phrase occurs on word boundaries of the (segmented) text. */
export const hasPhrase = (t: Segmented, raw: string): boolean => phraseAt(t, phrase(raw)) >= 0;

// A reward tied to what the buyer does with a review ("a coupon for a positive review", "change your
// rating and get a refund"), not any reward near the word "review": "a free exchange, and thank you
// for your review" is service. Latin words on word boundaries ("start", "operating" hold no review).
const REVIEW = String.raw`\b(?:reviews?|feedback|ratings?|stars?)\b`;
const ACT = String.raw`\b(?:leav\w*|giv\w*|writ\w*|post\w*|chang\w*|updat\w*|revis\w*|remov\w*|delet\w*|improv\w*|rais\w*|upgrad\w*|edit\w*|positive|good|great|better|higher|5[- ]?star|five[- ]star)`;
const REWARD = String.raw`\b(?:refund\w*|cash ?back|discount\w*|coupons?|vouchers?|gifts?|free|money|rewards?|gift cards?)\b`;
const ZH_REVIEW = '(?:好评|五星|5星|评价|评分)';
const ZH_REWARDS = '返现|红包|优惠|折扣|赠品|退款|补偿|返';
const ZH_REWARD = `(?:${ZH_REWARDS})`;

/**
 * Paid reviews in the buyers' own languages: per language, what a review is, what one does to it
 * (leave, change, delete, make positive) and what is offered; the same two orders as in English
 * (a reward for an act on a review, or an act on a review for a reward), within a sentence. Words
 * stand on letter boundaries (accents and Cyrillic included); Thai, which has no spaces, names
 * the act and the review together.
 */
const FOREIGN_INCENTIVES: { review: string; act: string; reward: string }[] = [
  // ru
  {
    review: String.raw`отзыв\p{L}*|оценк\p{L}*|звезд\p{L}*`,
    act: String.raw`остав\p{L}*|измен\p{L}*|напи\p{L}*|постав\p{L}*|удал\p{L}*|исправ\p{L}*|повыс\p{L}*|обнов\p{L}*|положительн\p{L}*|хорош\p{L}*`,
    reward: String.raw`скидк\p{L}*|купон\p{L}*|промокод\p{L}*|кэшбэк\p{L}*|возврат\p{L}*|верн\p{L}*|подар\p{L}*|бесплатн\p{L}*|компенсац\p{L}*|деньг\p{L}*`,
  },
  // fr
  {
    review: String.raw`avis|évaluation\p{L}*|notes?|étoiles?|commentaires?`,
    act: String.raw`laiss\p{L}*|modifi\p{L}*|chang\p{L}*|écri\p{L}*|mett\p{L}*|retir\p{L}*|supprim\p{L}*|amélior\p{L}*|positi\p{L}*|bon|bonne`,
    reward: String.raw`rembours\p{L}*|réduction\p{L}*|remise\p{L}*|coupons?|bons? d['’]achat|code promo|cadeau\p{L}*|gratuit\p{L}*|offert\p{L}*`,
  },
  // es
  {
    review: String.raw`reseña\p{L}*|valoraci\p{L}*|opini\p{L}*|calificaci\p{L}*|estrellas?|comentarios?`,
    act: String.raw`dej\p{L}*|cambi\p{L}*|escrib\p{L}*|modific\p{L}*|actualiz\p{L}*|elimin\p{L}*|borr\p{L}*|positiv\p{L}*|buen\p{L}*`,
    reward: String.raw`reembols\p{L}*|descuento\p{L}*|cup[oó]n\p{L}*|regalo\p{L}*|gratis|vales?|dinero`,
  },
  // de
  {
    review: String.raw`bewertung\p{L}*|rezension\p{L}*|sterne?n?|feedback`,
    act: String.raw`hinterl\p{L}*|schreib\p{L}*|änder\p{L}*|abgeb\p{L}*|geb\p{L}*|lösch\p{L}*|entfern\p{L}*|aktualisier\p{L}*|positiv\p{L}*|gut\p{L}*`,
    reward: String.raw`rückerstatt\p{L}*|erstatt\p{L}*|rabatt\p{L}*|gutschein\p{L}*|geschenk\p{L}*|gratis|kostenlos\p{L}*|geld`,
  },
  // pt
  {
    review: String.raw`avalia[cç]\p{L}*|coment[aá]rios?|estrelas?|notas?`,
    act: String.raw`deix\p{L}*|mud\p{L}*|escrev\p{L}*|alter\p{L}*|atualiz\p{L}*|apag\p{L}*|remov\p{L}*|positiv\p{L}*|boa|bom`,
    reward: String.raw`reembols\p{L}*|desconto\p{L}*|cupo[mn]s?|cup[aã]o|presente\p{L}*|brinde\p{L}*|gr[aá]tis|dinheiro`,
  },
  // it
  {
    review: String.raw`recension\p{L}*|valutazion\p{L}*|stell[ae]|giudizi\p{L}*|feedback`,
    act: String.raw`lasc\p{L}*|cambi\p{L}*|scriv\p{L}*|modific\p{L}*|aggiorn\p{L}*|rimuov\p{L}*|elimin\p{L}*|positiv\p{L}*|buon\p{L}*`,
    reward: String.raw`rimbors\p{L}*|scont\p{L}*|coupon|buon[oi] (?:sconto|regalo|acquisto)|regal\p{L}*|gratis|omaggi\p{L}*|soldi`,
  },
  // ms, id
  {
    review: String.raw`ulasan|penilaian|bintang|rating`,
    act: String.raw`tinggalkan|berikan|beri|tulis|menulis|ubah|tukar|padam|hapus|kemas ?kini|perbarui|positif|baik`,
    reward: String.raw`bayaran balik|pengembalian dana|refund|diskaun|diskon|potongan|kupon|baucar|voucher|hadiah|percuma|gratis|cashback|wang|uang`,
  },
  // vi
  {
    review: String.raw`đánh giá|nhận xét|sao`,
    act: String.raw`để lại|viết|đổi|sửa|cập nhật|xóa|xoá|tích cực|tốt`,
    reward: String.raw`hoàn tiền|giảm giá|mã giảm|phiếu|voucher|quà|miễn phí|tiền`,
  },
];
const L = String.raw`\p{L}`;
const word = (alternatives: string) => String.raw`(?<!${L})(?:${alternatives})(?!${L})`;
const FOREIGN_INCENTIVE = FOREIGN_INCENTIVES.flatMap(({ review, act, reward }) => [
  `${word(reward)}[^.!?]{0,60}${word(act)}[^.!?]{0,25}${word(review)}`,
  `${word(act)}[^.!?]{0,25}${word(review)}[^.!?]{0,60}${word(reward)}`,
]);
// German puts the verb last in a clause: "wenn Sie Ihre Bewertung ändern, … Gutschein".
const DE = FOREIGN_INCENTIVES[3]!;
FOREIGN_INCENTIVE.push(
  `${word(DE.review)}[^.!?]{0,15}${word(DE.act)}[^.!?]{0,40}${word(DE.reward)}`,
);
// Thai: a review changed or given (รีวิว 5 ดาว, แก้รีวิว, ให้คะแนนเต็ม) next to what is offered.
const TH_ACT_REVIEW =
  '(?:(?:ให้|เขียน|เปลี่ยน|แก้ไข|แก้|ลบ)\\s?(?:รีวิว|คะแนน|ดาว)|รีวิว\\s?(?:5|ห้า)\\s?ดาว|รีวิวดี|(?:5|ห้า)\\s?ดาว|คะแนนเต็ม)';
const TH_REWARD = '(?:คืนเงิน|เงินคืน|ส่วนลด|คูปอง|โค้ด|ของแถม|ของขวัญ|ฟรี)';
const TH_INCENTIVE = [
  `${TH_REWARD}[^.!?]{0,40}${TH_ACT_REVIEW}`,
  `${TH_ACT_REVIEW}[^.!?]{0,40}${TH_REWARD}`,
];

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
      ...FOREIGN_INCENTIVE,
      ...TH_INCENTIVE,
    ].join('|'),
    'iu',
  ),
};

/** The banned patterns a text contains. */
export const bannedIn = (text: string, patterns: readonly BannedPattern[]): BannedPattern[] => {
  if (patterns.length === 0) return [];
  const t = norm(text);
  // No @, no address: the e-mail pattern backtracks over long runs without spaces (Chinese).
  return patterns.filter((p) => (p !== 'email' || t.includes('@')) && BANNED[p].test(t));
};
