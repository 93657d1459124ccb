/** Unit tests: formatDetail. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { formatDetail } from './errors.ts';

const translator = async (lng: 'zh' | 'en') => {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { zh: { translation: zh }, en: { translation: en } } });
  return (key: string, params?: Record<string, unknown>) => i.t(key, params ?? {});
};

describe('formatDetail', () => {
  const detail = {
    path: '/command/qty',
    messageKey: 'validation.maximum',
    message: 'must be <= 100000',
  };
  it('reads a refused field as a sentence in the interface language', async () => {
    expect(formatDetail(detail, await translator('zh'))).toBe('数量不能大于 100000。');
    expect(formatDetail(detail, await translator('en'))).toBe('Quantity must be at most 100000.');
  });
  it('never shows the validator text of an unknown rule', async () => {
    const odd = { path: '/command/qty', messageKey: 'validation.multipleOf', message: 'raw ajv' };
    expect(formatDetail(odd, await translator('en'))).not.toContain('raw ajv');
  });
});
