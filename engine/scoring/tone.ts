/**
 * The tone of a reply (docs/adr/0019): no blame of the buyer ("your fault", "as I already said",
 * 你的错), no ultimatum ("final warning", "or else", 否则后果自负), no shouting in capitals, no
 * runs of "!!!" or "？？？". Phrases per language, found as words (text.ts); a blaming phrase
 * right after a negation ("not your fault", "no es su culpa", 不是你的错) is reassurance.
 */
import type { Reply } from './reply.ts';
import { idSpans } from './scripts.ts';
import { phrase, phraseAt, type Phrase } from './text.ts';

const w = (...parts: string[]): readonly string[] => parts.flatMap((p) => p.split('|'));

const BLAME = w(
  // en
  'your fault|your own fault|your problem|not our fault|not our problem|as i already said',
  'as i told you|as i already told you|as we already said|as already stated',
  "i already told you|we already told you|you failed to|you didn’t read|you didn't read",
  "you did not read|read the description|learn to read|can’t you read|can't you read",
  'you should have read|you should have checked|you should have chosen|you should have ordered',
  'you should have measured|you should have looked|you should have known|you should’ve',
  "you should've|that’s on you|that's on you",
  // zh
  '你的错|您的错|你自己的问题|您自己的问题|你自己的责任|您自己的责任|不是我们的责任|不是我们的问题',
  '我已经说过|我早就说过|早就告诉过你|已经告诉过你|你自己不看|自己不看|你没看清|看清楚再|怪你|怪您',
  // es
  'su culpa|tu culpa|culpa suya|culpa tuya|no es nuestra culpa|no es nuestro problema',
  'como ya le dije|como ya te dije|como ya dije|debería haber leído|debió leer|lea la descripción',
  // fr
  "votre faute|ta faute|vous auriez dû lire|vous auriez dû vérifier|tu aurais dû|comme je l’ai déjà dit|comme je l'ai déjà dit",
  "comme déjà dit|ce n’est pas notre faute|ce n'est pas notre faute|pas notre problème",
  'lisez la description',
  // de
  'ihre schuld|deine schuld|selbst schuld|ihr fehler|wie bereits gesagt|wie ich bereits sagte',
  'wie schon gesagt|nicht unsere schuld|nicht unser problem|lesen sie die beschreibung',
  // ru
  'ваша вина|твоя вина|сами виноваты|сам виноват|сама виновата|вы должны были прочитать|надо было читать',
  'как я уже говорил*|как я уже сказал*|как уже говорилось|не наша вина|не наша проблема',
  'читайте описание',
  // pt
  'sua culpa|culpa sua|você deveria ter lido|você deveria ter verificado|devia ter lido|como eu já disse|como já disse',
  'não é nossa culpa|não é problema nosso|leia a descrição',
  // it
  'colpa sua|colpa tua|lei avrebbe dovuto leggere|avresti dovuto|come ho già detto|come già detto',
  'non è colpa nostra|legga la descrizione',
  // ms, id
  'salah anda|salah awak|salah kamu|kesalahan anda|kesilapan anda|anda sepatutnya membaca|awak sepatutnya membaca',
  'seperti yang saya katakan|seperti yang telah saya katakan|seperti yang sudah saya katakan',
  'seperti yang sudah saya bilang|bukan salah kami|bukan masalah kami|anda seharusnya membaca',
  'kamu seharusnya membaca|baca penerangan|baca deskripsi',
  // th
  'ความผิดของคุณ|คุณผิดเอง|ผิดที่คุณ|คุณควรจะอ่าน|บอกไปแล้ว|ก็บอกแล้ว|ไม่ใช่ความผิดของเรา',
  'อ่านรายละเอียดให้ดี',
  // vi
  'lỗi của bạn|lỗi của anh|lỗi của chị|như tôi đã nói|tôi đã nói rồi|không phải lỗi của chúng tôi',
  'bạn nên đọc',
  // pl
  'twoja wina|pana wina|pani wina|jak już mówiłem|jak już mówiłam|nie nasza wina',
);

const ULTIMATUM = w(
  // en
  "final warning|last warning|or else|you will regret*|you’ll regret*|you'll regret*",
  "do not contact us again|don’t contact us again|don't contact us again|stop writing to us",
  'stop messaging us|take it or leave it|or we will report you|or face the consequences',
  // zh
  '否则后果自负|后果自负|最后一次警告|最后警告|爱买不买|别再联系|不要再联系|别再来烦',
  // es
  'última advertencia|atente a las consecuencias|no vuelva a escribir*|lo toma o lo deja',
  // fr
  'dernier avertissement|à vos risques|ne nous contactez plus|à prendre ou à laisser',
  // de
  'letzte warnung|oder es gibt konsequenzen|auf eigene gefahr|kontaktieren sie uns nicht mehr',
  'schreiben sie uns nicht mehr',
  // ru
  'последнее предупреждение|иначе пожалеете|пожалеете|не пишите нам больше|больше не пишите',
  // pt
  'último aviso|senão vai se arrepender|vai se arrepender|não nos contate mais',
  // it
  'ultimo avvertimento|te ne pentirai|ve ne pentirete|non scriverci più',
  // ms, id
  'amaran terakhir|jangan hubungi kami lagi|tanggung sendiri|peringatan terakhir',
  'tanggung sendiri akibatnya',
  // th
  'เตือนครั้งสุดท้าย|อย่าติดต่อมาอีก|รับผิดชอบเอง',
  // vi
  'cảnh cáo lần cuối|đừng liên hệ nữa|tự chịu trách nhiệm',
  // pl
  'ostatnie ostrzeżenie|pożałujesz|pożałuje pan|pożałuje pani',
);

const NO_SPACES = /[\p{Script=Han}\p{Script=Thai}]$/u;
const compile = (list: readonly string[]): Phrase[] =>
  list.map((p) => phrase(p, p.endsWith('*') || NO_SPACES.test(p)));
const BLAME_PHRASES = compile(BLAME);
const ULTIMATUM_PHRASES = compile(ULTIMATUM);

/** A negation just before a blaming phrase: "it's not your fault" reassures. */
const NEGATED =
  /(?:(?<![\p{L}])(?:not|no|never|nicht|keine?|pas|non|não|no es|не|bukan|tidak|nie)|n['’]t|不是|并非|不|ไม่ใช่|không phải)\s*$/u;

/** Three or more ! or ? in a row. */
const MARKS = /[!?！？]{3,}/u;
/** Capitalised words: a run of 3 with one of 5 or more letters, or 2 of 5 or more letters. */
const LONG = 5;
const RUN = 3;
/** Over this many cased letters, a text mostly in capitals shouts. */
const CASED_MIN = 30;
const UPPER_SHARE = 0.7;

const WORD = /[\p{L}\p{M}'’]+/gu;

/** The capitalised words that shout, joined, or null. */
const shouting = (text: string): string | null => {
  let run: string[] = [];
  let long = 0;
  let upper = 0;
  let cased = 0;
  let found: string | null = null;
  const close = () => {
    if (!found && (run.length >= RUN ? long >= 1 : long >= 2)) found = run.join(' ');
    run = [];
    long = 0;
  };
  for (const [word] of text.matchAll(WORD)) {
    const up = word.match(/\p{Lu}/gu)?.length ?? 0;
    const low = word.match(/\p{Ll}/gu)?.length ?? 0;
    upper += up;
    cased += up + low;
    if (up + low === 0 || low > 0) {
      close();
      continue;
    }
    if (up < 2) continue; // "I", "A": neither shouts nor breaks a run
    run.push(word);
    if (up >= LONG) long += 1;
  }
  close();
  if (found) return found;
  return cased >= CASED_MIN && upper / cased >= UPPER_SHARE ? text.trim().slice(0, 40) : null;
};

/** Whether the reply's tone is courteous, and what in it is not. */
export const checkTone = (r: Reply, names: readonly string[]): { ok: boolean; found?: string } => {
  const t = r.t;
  // The first blaming or threatening words in the text.
  const hits: { i: number; n: number }[] = [];
  for (const ph of BLAME_PHRASES) {
    for (let i = phraseAt(t, ph); i >= 0; i = phraseAt(t, ph, i + 1)) {
      if (!NEGATED.test(t.text.slice(Math.max(0, i - 14), i))) {
        hits.push({ i, n: ph.p.length });
        break;
      }
    }
  }
  for (const ph of ULTIMATUM_PHRASES) {
    const i = phraseAt(t, ph);
    if (i >= 0) hits.push({ i, n: ph.p.length });
  }
  const first = hits.reduce<{ i: number; n: number } | null>(
    (a, b) => (a === null || b.i < a.i ? b : a),
    null,
  );
  if (first) return { ok: false, found: t.text.slice(first.i, first.i + first.n) };
  const marks = MARKS.exec(t.text);
  if (marks) return { ok: false, found: marks[0] };
  // Capitals, once ids (SKU-01, SCARF-SLK) and the names of the buyer and the stores are out.
  let text = t.cased;
  for (const [a, b] of idSpans(text).reverse()) text = `${text.slice(0, a)} ${text.slice(b)}`;
  for (const name of names.map((n) => n.normalize('NFKC').trim()).filter(Boolean)) {
    text = text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ');
  }
  const shout = shouting(text);
  return shout ? { ok: false, found: shout } : { ok: true };
};
