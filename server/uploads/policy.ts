/**
 * How much students may upload and how long unused files are kept. Defaults are sized for real
 * use: a case needs a handful of attachments or evidence files of at most 2 MB each.
 */
export type UploadPolicy = {
  /** Files and bytes one attempt may hold (reset attempts count until released). */
  perAttempt: { files: number; bytes: number };
  /** Files and bytes one user may hold over all their attempts. */
  perUser: { files: number; bytes: number };
  /** An upload no event names (no mail, draft, evidence or claim) is deleted after this. */
  unreferencedMs: number;
  /** A reset attempt that was never submitted has its uploads deleted this long after the reset. */
  resetRetentionMs: number;
  /** How often the sweep runs. */
  sweepEveryMs: number;
};

const MB = 1024 * 1024;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  perAttempt: { files: 100, bytes: 50 * MB },
  perUser: { files: 500, bytes: 200 * MB },
  unreferencedMs: 60 * MINUTE,
  resetRetentionMs: 30 * DAY,
  sweepEveryMs: 10 * MINUTE,
};

/** Environment variables, each a positive number in the unit its name says. */
export const UPLOAD_ENV = {
  CBSIM_UPLOAD_ATTEMPT_FILES: 'files per attempt',
  CBSIM_UPLOAD_ATTEMPT_MB: 'megabytes per attempt',
  CBSIM_UPLOAD_USER_FILES: 'files per user',
  CBSIM_UPLOAD_USER_MB: 'megabytes per user',
  CBSIM_UPLOAD_UNUSED_MINUTES: 'minutes an upload no event names is kept',
  CBSIM_UPLOAD_RESET_RETENTION_DAYS: "days a reset, never-submitted attempt's uploads are kept",
} as const;

const positive = (env: NodeJS.ProcessEnv, name: keyof typeof UPLOAD_ENV, fallback: number) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} (${UPLOAD_ENV[name]}) must be a positive number, got "${raw}"`);
  return n;
};

export const uploadPolicyFromEnv = (env: NodeJS.ProcessEnv): UploadPolicy => {
  const d = DEFAULT_UPLOAD_POLICY;
  return {
    perAttempt: {
      files: Math.floor(positive(env, 'CBSIM_UPLOAD_ATTEMPT_FILES', d.perAttempt.files)),
      bytes: Math.floor(positive(env, 'CBSIM_UPLOAD_ATTEMPT_MB', d.perAttempt.bytes / MB) * MB),
    },
    perUser: {
      files: Math.floor(positive(env, 'CBSIM_UPLOAD_USER_FILES', d.perUser.files)),
      bytes: Math.floor(positive(env, 'CBSIM_UPLOAD_USER_MB', d.perUser.bytes / MB) * MB),
    },
    unreferencedMs:
      positive(env, 'CBSIM_UPLOAD_UNUSED_MINUTES', d.unreferencedMs / MINUTE) * MINUTE,
    resetRetentionMs:
      positive(env, 'CBSIM_UPLOAD_RESET_RETENTION_DAYS', d.resetRetentionMs / DAY) * DAY,
    sweepEveryMs: d.sweepEveryMs,
  };
};
