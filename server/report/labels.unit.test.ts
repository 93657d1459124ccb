/** The PDF's words: shared messages and each module's own locale file (its label). */
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../schemas/common.ts';
import chatEn from '../../web/src/modules/chat/locales/en.json' with { type: 'json' };
import mailZh from '../../web/src/modules/mail/locales/zh.json' with { type: 'json' };
import { translator } from './labels.ts';

describe('report labels', () => {
  it("read a module's label from the module's own locale file", () => {
    expect(translator('en')('module.chat')).toBe(chatEn.module.chat);
    expect(translator('zh')('module.mail')).toBe(mailZh.module.mail);
  });

  it('label every module in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const t = translator(lang);
      const missing = MODULES.filter((m) => t(`module.${m}`) === `module.${m}`);
      expect(missing).toEqual([]);
    }
  });

  it('fall back to English for a language without files, and to the key itself', () => {
    expect(translator('ru')('module.chat')).toBe(chatEn.module.chat);
    expect(translator('en')('no.such.key')).toBe('no.such.key');
  });
});
