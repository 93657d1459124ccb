import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configFromEnv', () => {
  it('reads TRUST_PROXY as none, any, a number of hops, or addresses', () => {
    const of = (v?: string) => configFromEnv(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy;
    expect([of(), of(''), of('false'), of('true'), of('1'), of('10.0.0.1,10.0.0.0/8')]).toEqual([
      false,
      false,
      false,
      true,
      1,
      '10.0.0.1,10.0.0.0/8',
    ]);
  });
});

describe('configFromEnv: report PDF fonts', () => {
  it('defaults to the Debian font packages and reads CBSIM_PDF_FONT_CJK and _THAI', () => {
    expect(configFromEnv({}).pdfFonts).toEqual({
      cjk: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
      thai: '/usr/share/fonts/truetype/tlwg/Loma.ttf',
    });
    expect(
      configFromEnv({ CBSIM_PDF_FONT_CJK: '/f/a.otf', CBSIM_PDF_FONT_THAI: '/f/b.ttf' }).pdfFonts,
    ).toEqual({ cjk: '/f/a.otf', thai: '/f/b.ttf' });
  });
});
