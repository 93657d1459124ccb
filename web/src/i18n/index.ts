/**
 * i18next set-up: zh by default, the choice kept in localStorage (legacy codes accepted), and
 * each language's antd and dayjs locale. `useLocale` gives the ConfigProvider its locale.
 *
 * A first visit loads one language's main messages and antd locale (what /login needs); the
 * modules' messages and dayjs with its locale come with the signed-in pages (`preparePages`,
 * awaited by the router before the first of them renders).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { browserLocalStorage } from '../session/storage.ts';
import { DEFAULT_LANGUAGE, languageInfo, normalizeLanguage, type Language } from './languages.ts';
import { isAvailable, loadMessages, loadModuleMessages } from './locales.ts';
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
  const [messages, antd] = await Promise.all([loadMessages(language), ANTD_LOCALES[language]()]);
  return { messages, antd };
};

const apply = (language: Language, antd: AntdLocale) => {
  document.documentElement.lang = languageInfo(language).tag;
  document.title = i18n.t('app.name');
  useLocale.setState({ language, antd });
};

/** Languages whose page resources (module messages, dayjs locale) are loaded or loading. */
const pagesReady = new Map<Language, Promise<void>>();
let pagesWanted = false;

const loadPageResources = (language: Language) => {
  const known = pagesReady.get(language);
  if (known) return known;
  const loading = Promise.all([loadModuleMessages(language), DAYJS_LOCALES[language].load()]).then(
    ([modules]) => {
      // Deep, never overwriting: a fragment only adds keys (locales.unit.test.ts).
      i18n.addResourceBundle(language, 'translation', modules, true, false);
    },
  );
  pagesReady.set(language, loading);
  loading.catch(() => pagesReady.delete(language));
  return loading;
};

const applyDayjs = async (language: Language) => {
  const { default: dayjs } = await import('dayjs');
  dayjs.locale(DAYJS_LOCALES[language].name);
};

/** Resolves once initI18n is done (the router starts loading a page's chunks before that). */
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => (markInitialised = resolve));

/** The signed-in pages' resources in the current language; later language changes bring them. */
export const preparePages = async () => {
  pagesWanted = true;
  await initialised;
  const { language } = useLocale.getState();
  await loadPageResources(language);
  await applyDayjs(language);
};

/**
 * Loads the one language the user reads, not a fallback as well: every language has the same
 * keys (locales.unit.test.ts), so a first visit downloads one set of messages.
 */
export const initI18n = async () => {
  const language = initialLanguage();
  const { messages, antd } = await prepare(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
  });
  apply(language, antd);
  markInitialised();
};

export const setLanguage = async (code: string) => {
  const language = normalizeLanguage(code);
  if (!language || !isAvailable(language)) return;
  const { messages, antd } = await prepare(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', messages);
  }
  if (pagesWanted) await loadPageResources(language);
  await i18n.changeLanguage(language);
  browserLocalStorage().setItem(LANGUAGE_STORAGE_KEY, language);
  apply(language, antd);
  if (pagesWanted) await applyDayjs(language);
};
