/** Unit tests: API client. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSessionStorage, signIn, useSession } from '../session/session.ts';
import { memoryStorage } from '../session/storage.ts';
import { createApiClient, type Notifier } from './client.ts';
import { ApiRequestError } from './errors.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (respond: (url: string, init: RequestInit) => Promise<Response> | Response) => {
  const toasts: { kind: 'error' | 'warning'; text: string; seconds: number }[] = [];
  const notify: Notifier = {
    error: (text, seconds) => toasts.push({ kind: 'error', text, seconds }),
    warning: (text, seconds) => toasts.push({ kind: 'warning', text, seconds }),
  };
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    respond(String(url), init ?? {}),
  );
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => useSession.getState().token,
    onUnauthorized: clearSession,
    notify,
    translate: (key, params) =>
      params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key,
    timeoutMs: 50,
  });
  return { client, fetch, toasts };
};

const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ApiRequestError;
  }
  throw new Error('expected a rejection');
};

const login = {
  token: 'tok-1',
  expiresAt: '2030-01-01T00:00:00Z',
  userInfo: {
    userID: 'u1',
    userName: 'student01',
    displayName: 'Student 01',
    role: 'student' as const,
  },
};

describe('API client', () => {
  beforeEach(() => {
    setSessionStorage(memoryStorage());
    signIn(login);
  });
  afterEach(() => vi.useRealTimers());

  it('posts JSON with the bearer token and no cookies, and resolves data on success', async () => {
    const { client, fetch } = setup(() =>
      json(200, { status: 'success', message: '', data: { n: 1 } }),
    );
    await expect(client.post('/PTOrder/list', { userCaseID: 'a' })).resolves.toEqual({ n: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/PTOrder/list');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(init?.body).toBe(JSON.stringify({ userCaseID: 'a' }));
  });

  it('sends and keeps cookies only for a call that asks (the login’s device cookie)', async () => {
    const { client, fetch } = setup(() =>
      json(200, { status: 'success', message: '', data: { n: 1 } }),
    );
    await client.post('/User/login', { userName: 'a' }, { deviceCookie: true });
    await client.post('/User/Logout', {});
    expect(fetch.mock.calls.map(([, init]) => init?.credentials)).toEqual(['same-origin', 'omit']);
  });

  it('uploads form data without a JSON content type, with the token and no cookies', async () => {
    const { client, fetch } = setup(() =>
      json(200, { status: 'success', message: '', data: { imported: 2 } }),
    );
    const form = new FormData();
    form.set('userCaseID', 'a');
    form.set('file', new Blob(['sku,name\n']), 'x.csv');
    await expect(client.upload('/PTStorage/Import', form)).resolves.toEqual({ imported: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/PTStorage/Import');
    expect(init?.body).toBe(form);
    expect(init?.credentials).toBe('omit');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('downloads a file as a blob, and reads an error envelope as an error', async () => {
    const { client, toasts } = setup((url) =>
      url.endsWith('/ok')
        ? new Response('orderNo,sku\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
        : json(404, { status: 'error', message: 'caseFile.error.notFound', data: null }),
    );
    const blob = await client.download('/ok', { name: 'a.csv' });
    expect(await blob.text()).toBe('orderNo,sku\n');
    const e = await rejection(client.download('/missing', { name: 'b.csv' }));
    expect(e.key).toBe('caseFile.error.notFound');
    expect(toasts).toEqual([{ kind: 'error', text: 'caseFile.error.notFound', seconds: 4 }]);
  });

  it('rejects an envelope error with its key and shows it for 4 s with its params', async () => {
    const { client, toasts } = setup(() =>
      json(422, {
        status: 'error',
        message: 'orders.error.insufficientStock',
        data: { params: { sku: 'LAMP-01', available: 0, needed: 1 } },
      }),
    );
    const e = await rejection(client.post('/PTOrder/Operate', {}));
    expect(e).toBeInstanceOf(ApiRequestError);
    expect(e.key).toBe('orders.error.insufficientStock');
    expect(e.params).toEqual({ sku: 'LAMP-01', available: 0, needed: 1 });
    expect(e.httpStatus).toBe(422);
    expect(toasts).toEqual([
      {
        kind: 'error',
        text: 'orders.error.insufficientStock {"sku":"LAMP-01","available":0,"needed":1}',
        seconds: 4,
      },
    ]);
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('rejects an envelope error sent with HTTP 200 too', async () => {
    const { client } = setup(() =>
      json(200, { status: 'error', message: 'errors.conflict', data: null }),
    );
    expect((await rejection(client.post('/x'))).key).toBe('errors.conflict');
  });

  it('lists validation details', async () => {
    const { client, toasts } = setup(() =>
      json(400, {
        status: 'error',
        message: 'errors.validation',
        data: {
          details: [
            {
              path: '/command/trackingNo',
              messageKey: 'validation.pattern',
              message: 'must match pattern',
            },
          ],
        },
      }),
    );
    const e = await rejection(client.post('/PTOrder/Operate', {}));
    expect(e.key).toBe('errors.validation');
    expect(e.details).toHaveLength(1);
    expect(toasts[0]?.text.split('\n')[0]).toBe('errors.validation');
    expect(toasts[0]?.text).toContain('fields.trackingNo');
    expect(toasts[0]?.text).toContain('validation.pattern');
  });

  it('clears the session and warns on envelope status 401', async () => {
    const { client, toasts } = setup(() =>
      json(200, { status: '401', message: 'errors.unauthorized', data: null }),
    );
    const e = await rejection(client.post('/PracticeTraining/CaseList'));
    expect(e.kind).toBe('unauthorized');
    expect(e.key).toBe('errors.unauthorized');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
    expect(toasts).toEqual([{ kind: 'warning', text: 'errors.unauthorized', seconds: 4 }]);
  });

  it('clears the session on HTTP 401 without an envelope', async () => {
    const { client } = setup(() => new Response('no', { status: 401 }));
    const e = await rejection(client.post('/x'));
    expect(e.key).toBe('http.401');
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('translates HTTP statuses without an envelope, and unknown ones', async () => {
    for (const [status, key] of [
      [404, 'http.404'],
      [413, 'http.413'],
      [502, 'http.502'],
      [505, 'http.505'],
      [418, 'http.unknown'],
      [599, 'http.unknown'],
    ] as const) {
      const { client, toasts } = setup(() => new Response('<html>bad gateway</html>', { status }));
      const e = await rejection(client.post('/x'));
      expect({ status, key: e.key, kind: e.kind }).toEqual({ status, key, kind: 'http' });
      expect(toasts[0]?.text).toBe(key);
    }
  });

  it('times out after the configured time and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const { client, toasts } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const e = await rejection(client.post('/slow'));
    expect(e.kind).toBe('timeout');
    expect(e.key).toBe('http.timeout');
    expect(signal?.aborted).toBe(true);
    expect(toasts[0]?.kind).toBe('error');
  });

  it('waits longer for a call that says so (an import hashing passwords)', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          const t = setTimeout(
            () => resolve(json(200, { status: 'success', message: '', data: 7 })),
            120,
          );
          init.signal?.addEventListener('abort', () => {
            clearTimeout(t);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    expect(await client.post('/long', {}, { timeoutMs: 1000 })).toBe(7);
    expect((await rejection(client.post('/long'))).kind).toBe('timeout');
  });

  it('reports a network failure', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(client.post('/x'))).key).toBe('http.network');
  });

  it('stays quiet when asked, but still clears the session on 401', async () => {
    const { client, toasts } = setup(() =>
      json(401, { status: '401', message: 'user.error.badCredentials', data: null }),
    );
    const e = await rejection(client.post('/User/login', {}, { quiet: true }));
    expect(e.key).toBe('user.error.badCredentials');
    expect(toasts).toEqual([]);
  });
});
