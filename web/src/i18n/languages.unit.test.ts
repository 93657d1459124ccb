/** Unit tests: language registry; pickText. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../schemas/common.ts';
import { LANGUAGE_INFO, LEGACY_CODES, normalizeLanguage, pickText } from './languages.ts';

describe('language registry', () => {
  it('lists the nine languages of the spec', () => {
    expect(LANGUAGE_INFO.map((l) => l.code)).toEqual([...LANGUAGES]);
  });

  it('maps the legacy codes of the spec', () => {
    expect(LEGACY_CODES).toEqual({
      ey: 'ru',
      dy: 'de',
      fy: 'fr',
      xbyy: 'es',
      yny: 'id',
      ty: 'th',
      yuen: 'vi',
    });
    expect(normalizeLanguage('ey')).toBe('ru');
    expect(normalizeLanguage('dy')).toBe('de');
    expect(normalizeLanguage('fy')).toBe('fr');
    expect(normalizeLanguage('xbyy')).toBe('es');
    expect(normalizeLanguage('yny')).toBe('id');
    expect(normalizeLanguage('ty')).toBe('th');
    expect(normalizeLanguage('yuen')).toBe('vi');
  });

  it('accepts current codes, region tags and any case, and refuses the rest', () => {
    expect(normalizeLanguage('zh')).toBe('zh');
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('zh-CN')).toBe('zh');
    expect(normalizeLanguage('en_US')).toBe('en');
    expect(normalizeLanguage('YUEN')).toBe('vi');
    expect(normalizeLanguage('ja')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});

describe('pickText', () => {
  it('picks the language, then en, then zh', () => {
    expect(pickText({ zh: '你好', en: 'Hello', ru: 'Привет' }, 'ru')).toBe('Привет');
    expect(pickText({ zh: '你好', en: 'Hello' }, 'ey')).toBe('Hello');
    expect(pickText({ zh: '你好' }, 'en')).toBe('你好');
    expect(pickText({ de: 'Hallo' }, 'en')).toBe('Hallo');
    expect(pickText(undefined, 'en')).toBe('');
  });
});
