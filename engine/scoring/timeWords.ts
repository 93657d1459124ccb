/**
 * Times and dates in a reply, for the `nextStep` part (docs/adr/0019): a number with a time unit
 * (24 hours, 2-4 días, 3 วัน, 两天), a clock time, a date (2026-03-07, 7/3, March 7, 7 марта,
 * 3月7日), a weekday (Friday, viernes, 周五), or a word for a day (today, mañana, 明天). Some of
 * them point forward by themselves (tomorrow, next week); the others need a word about what will
 * happen in the same sentence (replyParts.ts `forward`, or a future verb form below). Patterns
 * run on the normalised lower-case text; Latin and Cyrillic words stand on letter boundaries.
 */

/** Alternatives written compactly: `|` between them, as in a regular expression. */
const alt = (...parts: string[]) => `(?:${parts.join('|')})`;
/** Not inside a Latin or Cyrillic word or a number (Chinese and Thai have no spaces to wait for). */
const START = '(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}])';
const END = '(?![\\p{L}\\p{M}])';

const NUMBER = alt(
  '\\d+(?:[.,]\\d+)?',
  '[一二两三四五六七八九十百几半]+',
  'a few|a couple of|several|one|two|three|four|five|six|seven|ten|unos|unas|dos|tres',
  'cuatro|cinco|quelques|deux|trois|quatre|cinq|einigen|ein paar|zwei|drei|vier|fünf',
  'несколько|одного|двух|трёх|трех|пяти|alguns|algumas|dois|duas|três|quatro|qualche|due',
  'tre|quattro|beberapa|satu|dua|tiga|empat|lima|vài|hai|ba|bốn|kilka|dwóch|dwa|trzy|pięć',
  'หนึ่ง|สอง|สาม|สี่|ห้า|เจ็ด|สิบ',
);
const RANGE = `${NUMBER}(?:\\s*${alt('-|–|—|~|至|到|或|ถึง|หรือ', `(?:to|or|a|à|ou|bis|oder|до|или|até|hingga|sampai|atau|đến|tới|hoặc|do|lub)${END}`)}\\s*${NUMBER})?`;
const UNIT_WORD = alt(
  'minutes?|mins?|hours?|hrs?|h|days?|business days?|working days?|weeks?|months?|am|pm',
  'a\\.m\\.|p\\.m\\.|minutos?|horas?|días?|dias?|semanas?|mes|meses|heures?|jours?|semaines?',
  'mois|minuten?|stunden?|std|tagen?|tag|werktagen?|wochen?|woche|monaten?|monat|uhr',
  'минут\\p{L}*|час\\p{L}*|дн\\p{L}*|день|сутки|суток|недел\\p{L}*|месяц\\p{L}*|minuti|minuto',
  'ore|ora|giorni|giorno|settimane|settimana|mesi|mese|minit|menit|jam|hari|minggu|bulan',
  'phút|giờ|tiếng|ngày|tuần|tháng|minut\\p{L}*|godzin\\p{L}*|dni|dzień|tygodni\\p{L}*|tydzień',
  'miesi\\p{L}*',
);
const UNIT_CJK_THAI = alt(
  '分钟|个小时|小时|个工作日|工作日|天|日|周|星期|个月|月|号|時間|週間|か月|ヶ月',
  'นาที|ชั่วโมง|ชม|วัน|สัปดาห์|อาทิตย์|เดือน|โมง',
);
const MONTH = alt(
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio',
  'agosto|septiembre|setiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai',
  'juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli',
  'oktober|dezember|январ\\p{L}*|феврал\\p{L}*|март\\p{L}*|апрел\\p{L}*|ма[яй]|июн\\p{L}*',
  'июл\\p{L}*|август\\p{L}*|сентябр\\p{L}*|октябр\\p{L}*|ноябр\\p{L}*|декабр\\p{L}*|janeiro',
  'fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio',
  'aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|mac|mei|julai',
  'ogos|disember|maret|agustus|desember|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca',
  'sierpnia|września|października|listopada|grudnia',
);
const WEEKDAY = alt(
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves',
  'viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag',
  'dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|понедельник\\p{L}*',
  'вторник\\p{L}*|сред[уаые]|четверг\\p{L}*|пятниц\\p{L}*|суббот\\p{L}*|воскресень\\p{L}*',
  'segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|segunda|terça|lunedì',
  'martedì|mercoledì|giovedì|venerdì|sabato|domenica|isnin|selasa|rabu|khamis|jumaat|sabtu',
  'ahad|senin|kamis|jumat|thứ (?:hai|ba|tư|năm|sáu|bảy|[2-7])|chủ nhật|poniedziałek\\p{L}*',
  'wtor\\p{L}*|środ\\p{L}*|czwart\\p{L}*|piąt\\p{L}*|sobot\\p{L}*|niedziel\\p{L}*',
);
/** A day named by a word, which does not say whether it is past or to come. */
const DAY_WORD = alt(
  "today|this week|hoy|esta semana|aujourd[’']hui|cette semaine|heute|diese woche|сегодня",
  'на этой неделе|hoje|esta semana|oggi|questa settimana|hari ini|minggu ini|hôm nay',
  'tuần này|dziś|dzisiaj|w tym tygodniu',
);
/** A day to come: it says when, and that it is ahead. */
const AHEAD = alt(
  'tomorrow|tonight|the day after tomorrow|later today|this afternoon|this evening|next week',
  'end of the week|next month|end of the month|mañana|pasado mañana|esta tarde|esta noche',
  'la próxima semana|la semana que viene|demain|après-demain|ce soir|cet après-midi',
  'la semaine prochaine|en fin de semaine|(?<!guten )morgen|übermorgen|heute abend',
  'heute nachmittag|nächste woche|nächsten woche|ende der woche|завтра|послезавтра',
  'на следующей неделе|amanhã|depois de amanhã|semana que vem|próxima semana|domani',
  'dopodomani|stasera|la prossima settimana|esok|besok|lusa|minggu depan|petang ini',
  'malam ini|ngày mai|tuần sau|tuần tới|tối nay|jutro|pojutrze|w przyszłym tygodniu',
);
const AHEAD_CJK_THAI = alt(
  '明天|后天|今晚|下周|下星期|下个星期|下个月|月底|明日|来週',
  'พรุ่งนี้|มะรืนนี้|สัปดาห์หน้า|อาทิตย์หน้า|คืนนี้',
);
const DATE_CJK_THAI = alt(
  '今天|本周|这周|周末|今日',
  '周[一二三四五六日天末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|[月火水木金土日]曜日',
  'วันนี้|สัปดาห์นี้|วัน(?:จันทร์|อังคาร|พุธ|พฤหัส[\\u0E00-\\u0E7F]*|ศุกร์|เสาร์|อาทิตย์)',
  'มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม',
);

/** Any time or date (global: read with matchAll). */
export const TIME = new RegExp(
  alt(
    `${START}${RANGE}\\s*(?:${UNIT_WORD}${END}|${UNIT_CJK_THAI})`,
    `${START}\\d{1,2}[:：]\\d{2}(?!\\d)`,
    // A clock time in Chinese or Japanese, after digits only: 十分 is "very", 一点 "a little".
    `${START}\\d{1,2}\\s*(?:点|時|分)`,
    `${START}\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}(?!\\d)`,
    `${START}\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\d/])`,
    `${START}\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}(?!\\d)`,
    `${START}\\d{1,2}(?:st|nd|rd|th|er|º|\\.)?\\s*(?:de\\s+)?${MONTH}${END}`,
    `${START}${MONTH}\\.?\\s*\\d{1,2}(?!\\d)`,
    `${START}(?:tháng|ngày)\\s*\\d{1,2}(?!\\d)`,
    `${START}${WEEKDAY}${END}`,
    `${START}${DAY_WORD}${END}`,
    DATE_CJK_THAI,
  ),
  'gu',
);

/** A time that points forward by itself (tomorrow, next week, 明天). */
export const AHEAD_TIME = new RegExp(alt(`${START}${AHEAD}${END}`, AHEAD_CJK_THAI), 'gu');

/** Future verb forms of Spanish, Portuguese, French and Italian (llegará, chegará, arrivera). */
export const FUTURE_FORM = new RegExp(
  `(?<![\\p{L}\\p{M}])\\p{L}{2,}(?:ré|rá|remos|rán|rei|rão|rai|rons|rez|ront|rò|rà|remo|ranno|era|vra|rra|ura)${END}`,
  'gu',
);
