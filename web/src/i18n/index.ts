/**
 * i18next set-up: zh by default, the choice kept in localStorage (legacy codes accepted), and
 * each language's antd and dayjs locale. `useLocale` gives the ConfigProvider its locale.
 */
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { browserLocalStorage } from '../session/storage.ts';
import { DEFAULT_LANGUAGE, languageInfo, normalizeLanguage, type Language } from './languages.ts';
import { isAvailable, loadMessages } from './locales.ts';
import { ANTD_LOCALES, DAYJS_LOCALES, type AntdLocale } from './uiLocales.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

type LocaleState = { language: Language; antd: AntdLocale | undefined };
export const useLocale = create<LocaleState>()(() => ({
  language: DEFAULT_LANGUAGE,
  antd: undefined,
}));

/** The stored language (legacy codes mapped), if a locale file exists for it; else zh. */
export const initialLanguage = (): Language => {
  const stored = normalizeLanguage(browserLocalStorage().getItem(LANGUAGE_STORAGE_KEY));
  return stored && isAvailable(stored) ? stored : DEFAULT_LANGUAGE;
};

const prepare = async (language: Language) => {
  const [messages, antd] = await Promise.all([
    loadMessages(language),
    ANTD_LOCALES[language](),
    DAYJS_LOCALES[language].load(),
  ]);
  return { messages, antd };
};

const apply = (language: Language, antd: AntdLocale) => {
  dayjs.locale(DAYJS_LOCALES[language].name);
  document.documentElement.lang = languageInfo(language).tag;
  document.title = i18n.t('app.name');
  useLocale.setState({ language, antd });
};

export const initI18n = async () => {
  const language = initialLanguage();
  const [{ messages, antd }, fallback] = await Promise.all([
    prepare(language),
    language === 'en' ? null : loadMessages('en'),
  ]);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      [language]: { translation: messages },
      ...(fallback ? { en: { translation: fallback } } : {}),
    },
    interpolation: { escapeValue: false },
  });
  apply(language, antd);
};

export const setLanguage = async (code: string) => {
  const language = normalizeLanguage(code);
  if (!language || !isAvailable(language)) return;
  const { messages, antd } = await prepare(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', messages);
  }
  await i18n.changeLanguage(language);
  browserLocalStorage().setItem(LANGUAGE_STORAGE_KEY, language);
  apply(language, antd);
};
