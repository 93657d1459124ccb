/**
 * The API client of the spec's error catalogue (section 8): POST JSON to /api/..., bearer token,
 * no cookies (but the login's device cookie), 30 s time-out, envelope {status, message, data}. 'success' resolves data; any other
 * status shows the translated message for 4 s and rejects; '401' (or HTTP 401) clears the session
 * and warns; HTTP errors without an envelope show the translated HTTP status.
 */
import {
  ApiRequestError,
  formatDetail,
  httpStatusKey,
  type ApiErrorKind,
  type RowError,
  type ValidationDetail,
} from './errors.ts';

export type Notifier = {
  error(text: string, seconds: number): void;
  warning(text: string, seconds: number): void;
};

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  getToken: () => string | null;
  onUnauthorized: () => void;
  notify: Notifier;
  translate: (key: string, params?: Record<string, unknown>) => string;
};

export type CallOptions = {
  /** No toast (the caller shows the error itself); 401 still clears the session. */
  quiet?: boolean;
  /** This call's time-out instead of the client's (a long import hashing passwords). */
  timeoutMs?: number;
  /**
   * Send and keep cookies (same origin): only the login does, for its device cookie (HttpOnly,
   * path /api/User/login, docs/adr/0024-sign-in-device-tokens.md). Every other call omits them.
   */
  deviceCookie?: boolean;
};

export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_SECONDS = 4;

type RawEnvelope = {
  status: unknown;
  message: unknown;
  data?: {
    params?: Record<string, string | number>;
    details?: ValidationDetail[];
    rows?: RowError[];
  } | null;
};

const isEnvelope = (v: unknown): v is RawEnvelope =>
  typeof v === 'object' && v !== null && 'status' in v && 'message' in v;

export type ApiClient = {
  post<T>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  /** multipart/form-data (file imports); same envelope, errors and time-out as `post`. */
  upload<T>(path: string, form: FormData, opts?: CallOptions): Promise<T>;
  /** A file the server sends as a download (not an envelope); failures as for `post`. */
  download(path: string, body?: unknown, opts?: CallOptions): Promise<Blob>;
};

export const createApiClient = (o: ApiClientOptions): ApiClient => {
  const base = o.baseUrl ?? '/api';
  const timeoutMs = o.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = o.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  const fail = (
    kind: ApiErrorKind,
    key: string,
    opts: CallOptions,
    init: ConstructorParameters<typeof ApiRequestError>[2] = {},
  ): never => {
    const err = new ApiRequestError(kind, key, init);
    if (kind === 'unauthorized') o.onUnauthorized();
    if (!opts.quiet) {
      const lines = err.details.map((d) => formatDetail(d, o.translate));
      const text = [o.translate(key, err.params), ...lines].join('\n');
      if (kind === 'unauthorized') o.notify.warning(text, TOAST_SECONDS);
      else o.notify.error(text, TOAST_SECONDS);
    }
    throw err;
  };

  const send = async <T>(
    path: string,
    payloadBody: BodyInit,
    opts: CallOptions,
    asFile = false,
  ): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? timeoutMs);
    const token = o.getToken();
    let res: Response | null = null;
    let payload: unknown = null;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          // FormData sets its own multipart boundary.
          ...(typeof payloadBody === 'string' ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: payloadBody,
        credentials: opts.deviceCookie ? 'same-origin' : 'omit',
        signal: controller.signal,
      });
      const json = (res.headers.get('content-type') ?? '').includes('application/json');
      if (asFile && res.ok && !json) return (await res.blob()) as T;
      const text = await res.text();
      payload = text ? JSON.parse(text) : null;
    } catch (e) {
      if (controller.signal.aborted) return fail('timeout', 'http.timeout', opts);
      if (!(e instanceof SyntaxError) || !res) return fail('network', 'http.network', opts);
    } finally {
      clearTimeout(timer);
    }
    if (!res) return fail('network', 'http.network', opts);
    const response: Response = res;
    const env = isEnvelope(payload) ? payload : null;
    const params = env?.data?.params ?? {};
    const details = env?.data?.details ?? [];
    const message = env && typeof env.message === 'string' && env.message ? env.message : null;

    if (response.status === 401 || env?.status === '401') {
      return fail('unauthorized', message ?? 'http.401', opts, {
        httpStatus: response.status,
        params,
      });
    }
    if (response.ok && env?.status === 'success') return env.data as T;
    if (env && message) {
      const rows = env.data?.rows ?? [];
      return fail('envelope', message, opts, {
        httpStatus: response.status,
        params,
        details,
        rows,
      });
    }
    const key = response.ok ? 'http.unknown' : httpStatusKey(response.status);
    return fail('http', key, opts, { httpStatus: response.status });
  };

  return {
    post: <T>(path: string, body: unknown = {}, opts: CallOptions = {}) =>
      send<T>(path, JSON.stringify(body), opts),
    upload: <T>(path: string, form: FormData, opts: CallOptions = {}) => send<T>(path, form, opts),
    download: (path: string, body: unknown = {}, opts: CallOptions = {}) =>
      send<Blob>(path, JSON.stringify(body), opts, true),
  };
};
