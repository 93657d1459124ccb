/**
 * The interface languages of the spec (section 1) and the legacy codes it still uses
 * (ey, dy, fy, xbyy, yny, ty, yuen). Pure data and functions: no React, no i18next.
 */
import type { Language, LocalText } from '../../../schemas/common.ts';

export type { Language };

export type LanguageInfo = {
  code: Language;
  /** The language's own name (an autonym is the same in every interface language). */
  nativeName: string;
  /** BCP 47 tag for Intl formatting and the html lang attribute. */
  tag: string;
};

/** Every language of the product, in the spec's order (zh is the default). */
export const LANGUAGE_INFO: readonly LanguageInfo[] = [
  { code: 'zh', nativeName: '简体中文', tag: 'zh-CN' },
  { code: 'en', nativeName: 'English', tag: 'en-US' },
  { code: 'ru', nativeName: 'Русский', tag: 'ru-RU' },
  { code: 'de', nativeName: 'Deutsch', tag: 'de-DE' },
  { code: 'fr', nativeName: 'Français', tag: 'fr-FR' },
  { code: 'es', nativeName: 'Español', tag: 'es-ES' },
  { code: 'id', nativeName: 'Bahasa Indonesia', tag: 'id-ID' },
  { code: 'th', nativeName: 'ไทย', tag: 'th-TH' },
  { code: 'vi', nativeName: 'Tiếng Việt', tag: 'vi-VN' },
];

export const DEFAULT_LANGUAGE: Language = 'zh';

/** The spec's legacy language codes and the language each stands for. */
export const LEGACY_CODES: Readonly<Record<string, Language>> = {
  ey: 'ru',
  dy: 'de',
  fy: 'fr',
  xbyy: 'es',
  yny: 'id',
  ty: 'th',
  yuen: 'vi',
};

const isLanguage = (code: string): code is Language => LANGUAGE_INFO.some((l) => l.code === code);

/**
 * A language code as stored or sent by older clients (legacy codes, region tags such as
 * zh-CN or en_US, any case) to a language of the product; null when it is none of them.
 */
export const normalizeLanguage = (code: string | null | undefined): Language | null => {
  if (!code) return null;
  const lower = code.trim().toLowerCase();
  const legacy = LEGACY_CODES[lower];
  if (legacy) return legacy;
  if (isLanguage(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : null;
};

export const languageInfo = (code: Language): LanguageInfo =>
  LANGUAGE_INFO.find((l) => l.code === code) ?? (LANGUAGE_INFO[0] as LanguageInfo);

/** Localised text of a scenario: the language asked for, else en, else zh, else any. */
export const pickText = (text: LocalText | null | undefined, language: string): string => {
  if (!text) return '';
  const lang = normalizeLanguage(language);
  return (
    (lang ? text[lang] : undefined) ??
    text.en ??
    text.zh ??
    Object.values(text).find((v) => typeof v === 'string') ??
    ''
  );
};
