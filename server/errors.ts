/** API errors: an HTTP status and an i18n message key the UI translates. */
import type { RowError } from '../schemas/api/envelope.ts';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number> | undefined;
  readonly rows: RowError[] | undefined;
  constructor(
    statusCode: number,
    messageKey: string,
    params?: Record<string, string | number>,
    rows?: RowError[],
  ) {
    super(messageKey);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.params = params;
    this.rows = rows;
  }
}

export const unauthorized = () => new ApiError(401, 'errors.unauthorized');
export const forbidden = () => new ApiError(403, 'errors.forbidden');
export const notFound = (key = 'errors.notFound') => new ApiError(404, key);
export const conflict = (key = 'errors.conflict', params?: Record<string, string | number>) =>
  new ApiError(409, key, params);
/** A command the engine refused: well-formed, but against the rules of the case. */
export const refused = (key: string, params?: Record<string, string | number>, rows?: RowError[]) =>
  new ApiError(422, key, params, rows);
export const badRequest = (key: string, params?: Record<string, string | number>) =>
  new ApiError(400, key, params);

/** Too many attempts: 429 with the seconds to wait (a param of the key and Retry-After). */
export class TooManyAttemptsError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number, key = 'user.error.tooManyAttempts') {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(429, key, { seconds });
    this.name = 'TooManyAttemptsError';
    this.retryAfterSeconds = seconds;
  }
}
