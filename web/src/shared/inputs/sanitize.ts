/**
 * Pure sanitisers behind the number inputs (product spec section 5): a decimal input (digits,
 * one dot, optional minus, fixed decimals, bounds, step multiples), an integer input (digits
 * only, no leading zeros, bounds) and a text input that strips Chinese, whitespace and
 * punctuation. `sanitize*` runs on every keystroke, `commit*` on blur.
 */

export type DecimalOptions = {
  min?: number;
  max?: number;
  /** Digits allowed after the dot; 2 unless set. */
  decimals?: number;
  /** Whether a leading minus is kept; by default only when `min` is unset or negative. */
  allowNegative?: boolean;
};

export type DecimalCommitOptions = {
  min?: number;
  max?: number;
  decimals?: number;
  /** The committed value must be a whole multiple of this (e.g. 0.5). */
  step?: number;
};

export type StepError = { key: 'inputs.stepMultiple'; params: { step: number } };

export type DecimalCommit = { value: number | null; error?: StepError };

export type IntegerOptions = { min?: number; max?: number };

const DEFAULT_DECIMALS = 2;
/** Tolerance when scaling a configured bound or step, which may carry float noise. */
const EPSILON = 1e-9;

/** Full-width digits, dot and minus (Chinese IME) typed in a number field become ASCII. */
const toAscii = (raw: string) =>
  raw
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0E/g, '.')
    .replace(/[\uFF0D\u2212]/g, '-');

const decimalsOf = (decimals: number | undefined) =>
  decimals === undefined || !Number.isFinite(decimals)
    ? DEFAULT_DECIMALS
    : Math.max(0, Math.floor(decimals));

/** Digits, at most one dot and at most `decimals` fraction digits, and a leading minus. */
const cleanDecimal = (raw: string, allowNegative: boolean, decimals: number) => {
  const chars = toAscii(raw).replace(/[^\d.-]/g, '');
  const negative = allowNegative && chars.startsWith('-');
  const unsigned = chars.replace(/-/g, '');
  const dot = unsigned.indexOf('.');
  let intPart = dot < 0 ? unsigned : unsigned.slice(0, dot);
  const fracPart = dot < 0 ? '' : unsigned.slice(dot + 1).replace(/\./g, '');
  intPart = intPart.replace(/^0+(?=\d)/, '');
  let body = intPart;
  if (dot >= 0 && decimals > 0) body = `${intPart || '0'}.${fracPart.slice(0, decimals)}`;
  return `${negative ? '-' : ''}${body}`;
};

/** Whether the text is a whole number as typed: '12' and '1.5', not '', '-', '12.' or '.5'. */
const isComplete = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/** `n` as a decimal string without exponent or trailing zeros, at most `decimals` digits. */
export const formatDecimal = (n: number | null | undefined, decimals = DEFAULT_DECIMALS) => {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  const fixed = n.toFixed(decimalsOf(decimals));
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
};

/**
 * Keystroke filter for a decimal field: keeps digits, the first dot, a leading minus when
 * allowed and `decimals` fraction digits; drops redundant leading zeros; a non-negative value
 * above `max` becomes `max` (more digits could only make it larger). Partial states ('', '-',
 * '12.') stay as typed; `min` is applied on commit, since '1' must be typeable on the way to 10.
 */
export const sanitizeDecimal = (raw: string, opts: DecimalOptions = {}): string => {
  const decimals = decimalsOf(opts.decimals);
  const allowNegative = opts.allowNegative ?? (opts.min === undefined || opts.min < 0);
  const text = cleanDecimal(raw, allowNegative, decimals);
  const { max } = opts;
  if (max !== undefined && max >= 0 && /\d/.test(text) && !text.startsWith('-')) {
    if (Number(text) > max) return formatDecimal(floorScaled(max, decimals) / 10 ** decimals);
  }
  return text;
};

const floorScaled = (n: number, decimals: number) => Math.floor(n * 10 ** decimals + EPSILON);
const ceilScaled = (n: number, decimals: number) => Math.ceil(n * 10 ** decimals - EPSILON);

/** Digits after the dot in a configured number, exponent form included (1e-7 → 7). */
const placesOf = (n: number) => {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
};

/**
 * `text` rounded half away from zero to `decimals` places, as an integer count of
 * 10^-decimals units (so 1.005 → 101 exactly, with no float error). Null when there is no digit.
 */
const toScaled = (text: string, decimals: number): number | null => {
  if (!/\d/.test(toAscii(text))) return null;
  const clean = cleanDecimal(text, true, Number.POSITIVE_INFINITY);
  const negative = clean.startsWith('-');
  const [intPart = '', fracPart = ''] = clean.replace('-', '').split('.');
  const padded = fracPart.padEnd(decimals + 1, '0');
  let scaled = Number(`${intPart || '0'}${padded.slice(0, decimals)}`);
  if (padded.charAt(decimals) >= '5') scaled += 1;
  return negative && scaled !== 0 ? -scaled : scaled;
};

/**
 * Blur: parses the text, rounds to `decimals`, clamps to [min, max]; with `step`, a value that
 * is not a whole multiple of it (checked in scaled integers, so 0.3 is a multiple of 0.1) gives
 * value null and the `inputs.stepMultiple` error. Text without a digit commits to null.
 */
export const commitDecimal = (text: string, opts: DecimalCommitOptions = {}): DecimalCommit => {
  const decimals = decimalsOf(opts.decimals);
  let scaled = toScaled(text, decimals);
  if (scaled === null) return { value: null };
  if (opts.max !== undefined) scaled = Math.min(scaled, floorScaled(opts.max, decimals));
  if (opts.min !== undefined) scaled = Math.max(scaled, ceilScaled(opts.min, decimals));
  const { step } = opts;
  if (step !== undefined && Number.isFinite(step) && step > 0) {
    const places = Math.max(decimals, placesOf(step));
    const unit = Math.round(step * 10 ** places);
    const scaledValue = scaled * 10 ** (places - decimals);
    if (scaledValue % unit !== 0) {
      return { value: null, error: { key: 'inputs.stepMultiple', params: { step } } };
    }
  }
  return { value: scaled === 0 ? 0 : scaled / 10 ** decimals };
};

/**
 * While typing: the number to report for this text, or undefined to report nothing yet.
 * Empty text reports null; a complete number reports itself if committing would keep it
 * unchanged (within bounds, at most `decimals` places, a multiple of `step`).
 */
export const liveDecimal = (
  text: string,
  opts: DecimalCommitOptions = {},
): number | null | undefined => {
  if (text === '') return null;
  if (!isComplete(text)) return undefined;
  const { value } = commitDecimal(text, opts);
  return value !== null && value === Number(text) ? value : undefined;
};

/**
 * Keystroke filter for a whole-number field: digits only, no leading zeros ('0' stays),
 * capped at `max`. `min` is applied by `commitInteger`, so '1' can be typed on the way to 10.
 */
export const sanitizeInteger = (raw: string, opts: IntegerOptions = {}): string => {
  const digits = toAscii(raw).replace(/\D/g, '');
  const text = digits.replace(/^0+(?=\d)/, '');
  const { max } = opts;
  if (text !== '' && max !== undefined && max >= 0 && Number(text) > max) {
    return String(Math.floor(max));
  }
  return text;
};

/** Blur: the whole number in the text clamped to [min, max], or null when there is no digit. */
export const commitInteger = (text: string, opts: IntegerOptions = {}): number | null => {
  const clean = sanitizeInteger(text, opts);
  if (clean === '') return null;
  let n = Number(clean);
  if (opts.max !== undefined) n = Math.min(n, Math.floor(opts.max));
  if (opts.min !== undefined) n = Math.max(n, Math.ceil(opts.min));
  return n;
};

/** While typing: null for empty text, the number when within bounds, else undefined. */
export const liveInteger = (text: string, opts: IntegerOptions = {}): number | null | undefined => {
  if (text === '') return null;
  const n = commitInteger(text, opts);
  return n !== null && n === Number(text) ? n : undefined;
};

/**
 * Chinese characters (all Han ideographs, extension A included), CJK and full-width
 * punctuation and forms, whitespace, punctuation and symbols (ASCII and Unicode, so '-' and
 * '_' too), invisible control and format characters and lone surrogates.
 */
const STRIPPED = /[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF\s\p{P}\p{S}\p{Cc}\p{Cf}\p{Cs}]/gu;

/** Keeps letters (Latin and other scripts such as Cyrillic), digits and combining marks. */
export const stripText = (raw: string): string => raw.replace(STRIPPED, '');
