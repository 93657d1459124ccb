/** Unit tests: configFromEnv; configFromEnv: report PDF fonts; configFromEnv: upload quotas. */
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

describe('configFromEnv: upload quotas', () => {
  it('defaults to 100 files and 50 MB an attempt, 500 files and 200 MB a user, an hour, 30 days', () => {
    expect(configFromEnv({}).uploads).toMatchObject({
      perAttempt: { files: 100, bytes: 50 * 1024 * 1024 },
      perUser: { files: 500, bytes: 200 * 1024 * 1024 },
      unreferencedMs: 3_600_000,
      resetRetentionMs: 30 * 86_400_000,
    });
  });
  it('reads CBSIM_UPLOAD_* and refuses what is not a positive number', () => {
    const u = configFromEnv({
      CBSIM_UPLOAD_ATTEMPT_FILES: '10',
      CBSIM_UPLOAD_ATTEMPT_MB: '5',
      CBSIM_UPLOAD_USER_FILES: '20',
      CBSIM_UPLOAD_USER_MB: '0.5',
      CBSIM_UPLOAD_UNUSED_MINUTES: '15',
      CBSIM_UPLOAD_RESET_RETENTION_DAYS: '7',
    }).uploads;
    expect(u).toMatchObject({
      perAttempt: { files: 10, bytes: 5 * 1024 * 1024 },
      perUser: { files: 20, bytes: 512 * 1024 },
      unreferencedMs: 15 * 60_000,
      resetRetentionMs: 7 * 86_400_000,
    });
    expect(() => configFromEnv({ CBSIM_UPLOAD_USER_MB: '-1' })).toThrow(/CBSIM_UPLOAD_USER_MB/);
    expect(() => configFromEnv({ CBSIM_UPLOAD_ATTEMPT_FILES: 'lots' })).toThrow(/positive/);
  });
});
