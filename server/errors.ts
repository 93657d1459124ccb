/** API errors: an HTTP status and an i18n message key the UI translates. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number> | undefined;
  constructor(statusCode: number, messageKey: string, params?: Record<string, string | number>) {
    super(messageKey);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.params = params;
  }
}

export const unauthorized = () => new ApiError(401, 'errors.unauthorized');
export const forbidden = () => new ApiError(403, 'errors.forbidden');
export const notFound = (key = 'errors.notFound') => new ApiError(404, key);
export const conflict = (key = 'errors.conflict', params?: Record<string, string | number>) =>
  new ApiError(409, key, params);
/** A command the engine refused: well-formed, but against the rules of the case. */
export const refused = (key: string, params?: Record<string, string | number>) =>
  new ApiError(422, key, params);
