/**
 * Configuration from the environment: PORT, HOST, DATA_DIR, DATABASE_URL, NODE_ENV, TRUST_PROXY,
 * CBSIM_PDF_FONT_CJK, CBSIM_PDF_FONT_THAI, CBSIM_UPLOAD_* (uploads/policy.ts), CBSIM_DEVICE_SECRET.
 */
import { fileURLToPath } from 'node:url';
import { deviceSecretFromEnv } from './auth/device.ts';
import { DEFAULT_PDF_FONTS, type PdfFonts } from './report/fonts.ts';
import { uploadPolicyFromEnv, type UploadPolicy } from './uploads/policy.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  scenariosDir: string;
  webRoot: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (login limits count per
   * address): unset = none, `true` = any, a number = that many hops, else addresses or CIDRs.
   */
  trustProxy: boolean | number | string;
  /** Font files of the report PDF (system fonts, subset into each PDF; report/fonts.ts). */
  pdfFonts: PdfFonts;
  /** Upload quotas and how long unused uploads are kept (uploads/policy.ts: CBSIM_UPLOAD_*). */
  uploads: UploadPolicy;
  /** Key of the sign-in device tokens (auth/device.ts); unset: one made at first start, stored. */
  deviceSecret: string | undefined;
};

const trustProxyOf = (raw: string | undefined): boolean | number | string => {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
};

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? 'data',
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    scenariosDir:
      env.SCENARIOS_DIR ?? fileURLToPath(new URL('../scenarios/cases', import.meta.url)),
    webRoot: fileURLToPath(new URL('../dist/web', import.meta.url)),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    pdfFonts: {
      cjk: env.CBSIM_PDF_FONT_CJK || DEFAULT_PDF_FONTS.cjk,
      thai: env.CBSIM_PDF_FONT_THAI || DEFAULT_PDF_FONTS.thai,
    },
    uploads: uploadPolicyFromEnv(env),
    deviceSecret: deviceSecretFromEnv(env),
  };
};
