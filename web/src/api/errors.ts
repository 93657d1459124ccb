/** What a failed call rejects with: the i18n key shown to the user, and where it came from. */
export type ValidationDetail = {
  path: string;
  messageKey: string;
  message: string;
  params?: Record<string, string | number>;
};

/** A row error of a refused file import. */
export type RowError = {
  row: number;
  column: string;
  messageKey: string;
  params?: Record<string, string | number>;
};

export type ApiErrorKind = 'envelope' | 'unauthorized' | 'http' | 'timeout' | 'network';

export class ApiRequestError extends Error {
  readonly key: string;
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | null;
  readonly params: Record<string, string | number>;
  readonly details: ValidationDetail[];
  readonly rows: RowError[];
  constructor(
    kind: ApiErrorKind,
    key: string,
    init: {
      httpStatus?: number | null;
      params?: Record<string, string | number>;
      details?: ValidationDetail[];
      rows?: RowError[];
    } = {},
  ) {
    super(key);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.key = key;
    this.httpStatus = init.httpStatus ?? null;
    this.params = init.params ?? {};
    this.details = init.details ?? [];
    this.rows = init.rows ?? [];
  }
}

export const isApiError = (e: unknown): e is ApiRequestError => e instanceof ApiRequestError;

/** HTTP statuses the spec's catalogue names (section 8); others read "unknown error". */
export const KNOWN_HTTP_STATUSES = [
  400, 401, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 500, 501,
  502, 503, 504, 505,
] as const;

export const httpStatusKey = (status: number): string =>
  (KNOWN_HTTP_STATUSES as readonly number[]).includes(status) ? `http.${status}` : 'http.unknown';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Parameters of a validation detail. The contract sends a key and ajv's English text but no
 * parameters, so the limit is read from that text ("must NOT have more than 200 characters").
 */
export const detailParams = (d: ValidationDetail): Record<string, string | number> => {
  if (d.params) return d.params;
  const segments = d.path.split('/').filter(Boolean);
  const limit = /-?\d+(\.\d+)?/.exec(d.message)?.[0];
  return {
    ...(limit === undefined ? {} : { limit: Number(limit) }),
    property: segments[segments.length - 1] ?? '',
  };
};

/** "The tracking number has an invalid format." for one field error: a sentence, not ajv's text. */
export const formatDetail = (d: ValidationDetail, t: Translate): string => {
  const segments = d.path.split('/').filter((s) => s && !/^\d+$/.test(s));
  const field = segments[segments.length - 1];
  const text = t(d.messageKey, { ...detailParams(d), defaultValue: t('validation.invalid') });
  return field
    ? t('validation.sentence', { field: t(`fields.${field}`, { defaultValue: field }), text })
    : text;
};
