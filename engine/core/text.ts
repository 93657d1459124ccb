/** Scenario text in one language (falls back to en, then zh). */
import type { Language, LocalText } from '../../schemas/common.ts';

/** Picks a language from localised text: the asked one, then en, then zh, then any. */
export const localize = (text: LocalText, lang: Language | string): string =>
  text[lang as Language] ?? text.en ?? text.zh ?? Object.values(text)[0] ?? '';
