/** antd and dayjs locales of every language, loaded on demand (each is its own small chunk). */
import type { ConfigProviderProps } from 'antd';
import type { Language } from './languages.ts';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** antd's es/ files are ES modules, but TypeScript reads the package as CommonJS. */
const esDefault = <T>(m: { default: unknown }): T => {
  const d = m.default as { default?: T } & T;
  return (d && typeof d === 'object' && 'default' in d && d.default ? d.default : d) as T;
};

export const ANTD_LOCALES: Record<Language, () => Promise<AntdLocale>> = {
  zh: () => import('antd/es/locale/zh_CN.js').then(esDefault<AntdLocale>),
  en: () => import('antd/es/locale/en_US.js').then(esDefault<AntdLocale>),
  ru: () => import('antd/es/locale/ru_RU.js').then(esDefault<AntdLocale>),
  de: () => import('antd/es/locale/de_DE.js').then(esDefault<AntdLocale>),
  fr: () => import('antd/es/locale/fr_FR.js').then(esDefault<AntdLocale>),
  es: () => import('antd/es/locale/es_ES.js').then(esDefault<AntdLocale>),
  id: () => import('antd/es/locale/id_ID.js').then(esDefault<AntdLocale>),
  th: () => import('antd/es/locale/th_TH.js').then(esDefault<AntdLocale>),
  vi: () => import('antd/es/locale/vi_VN.js').then(esDefault<AntdLocale>),
};

/** dayjs locale name of each language and the import that registers it. */
export const DAYJS_LOCALES: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn.js') },
  en: { name: 'en', load: () => Promise.resolve() },
  ru: { name: 'ru', load: () => import('dayjs/locale/ru.js') },
  de: { name: 'de', load: () => import('dayjs/locale/de.js') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr.js') },
  es: { name: 'es', load: () => import('dayjs/locale/es.js') },
  id: { name: 'id', load: () => import('dayjs/locale/id.js') },
  th: { name: 'th', load: () => import('dayjs/locale/th.js') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi.js') },
};
