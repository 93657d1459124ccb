/**
 * One place that turns every failure into the spec's envelope with an honest HTTP status:
 * 400 validation (with field details), 401, 403, 404, 405, 409, 413, 422 refusals, 429, 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AttemptStatusError, DuplicateError, VersionConflictError } from '../storage/types.ts';
import { ApiError, TooManyAttemptsError } from '../errors.ts';
import { isClientRoute } from './web-app.ts';

type Detail = { path: string; messageKey: string; message: string };

const detailOf = (v: {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}): Detail => {
  const extra =
    v.keyword === 'additionalProperties' ? `/${String(v.params?.additionalProperty)}` : '';
  const missing = v.keyword === 'required' ? `/${String(v.params?.missingProperty)}` : '';
  return {
    path: `${v.instancePath ?? ''}${extra}${missing}` || '/',
    messageKey: `validation.${v.keyword}`,
    message: v.message ?? v.keyword,
  };
};

type AjvError = {
  instancePath?: string;
  schemaPath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
};

/**
 * With unions (e.g. the command of Operate) ajv reports the failures of every branch. Keep the
 * branch that came closest (fewest errors), so the student reads the one error that matters.
 */
export const closestBranch = (errors: AjvError[]): AjvError[] => {
  const branchOf = (e: AjvError) => /^(.*?\/anyOf)\/(\d+)\//.exec(e.schemaPath ?? '');
  const groups = new Map<string, Map<string, AjvError[]>>();
  for (const e of errors) {
    const m = branchOf(e);
    if (!m) continue;
    const byBranch = groups.get(m[1]!) ?? new Map<string, AjvError[]>();
    byBranch.set(m[2]!, [...(byBranch.get(m[2]!) ?? []), e]);
    groups.set(m[1]!, byBranch);
  }
  const keep = new Set<AjvError>();
  for (const byBranch of groups.values()) {
    const best = [...byBranch.values()].sort((a, b) => a.length - b.length)[0] ?? [];
    for (const e of best) keep.add(e);
  }
  const result = errors.filter((e) => e.keyword !== 'anyOf' && (!branchOf(e) || keep.has(e)));
  return result.length > 0 ? result : errors;
};

export type NotFoundOptions = {
  /**
   * Serve the web app's index.html for GET and HEAD of client-side routes (/Home, /orderSlove);
   * other methods on non-/api paths are 405, missing files 404.
   */
  spaFallback?: boolean;
};

export const registerErrorHandler = (app: FastifyInstance, opts: NotFoundOptions = {}) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof TooManyAttemptsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const status = error.statusCode === 401 ? '401' : 'error';
      return reply.code(error.statusCode).send({
        status,
        message: error.messageKey,
        data:
          error.params || error.rows
            ? {
                ...(error.params ? { params: error.params } : {}),
                ...(error.rows ? { rows: error.rows } : {}),
              }
            : null,
      });
    }
    if (error instanceof VersionConflictError) {
      return reply.code(409).send({
        status: 'error',
        message: 'errors.conflict',
        data: { params: { expected: error.expected, actual: error.actual } },
      });
    }
    // A state conflict the storage caught (a race the engine could not see): 409, never 500.
    if (error instanceof AttemptStatusError) {
      const key = error.status === 'reset' ? 'attempt.error.reset' : 'attempt.error.notInProgress';
      return reply.code(409).send({ status: 'error', message: key, data: null });
    }
    if (error instanceof DuplicateError) {
      return reply.code(409).send({ status: 'error', message: 'errors.conflict', data: null });
    }
    if (error.validation) {
      return reply.code(400).send({
        status: 'error',
        message: 'errors.validation',
        data: { details: closestBranch(error.validation as AjvError[]).map(detailOf) },
      });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ status: 'error', message: 'errors.rateLimited', data: null });
    }
    if (error.statusCode === 413) {
      return reply
        .code(413)
        .send({ status: 'error', message: 'errors.payloadTooLarge', data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, empty body: the request itself is unusable.
      const key =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'errors.unsupportedMediaType'
          : 'errors.malformedRequest';
      return reply.code(error.statusCode).send({ status: 'error', message: key, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: 'errors.internal', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const api = pathname === '/api' || pathname.startsWith('/api/');
    if (opts.spaFallback && !api) {
      // The web app's paths are read-only: a form post or a stray PUT is no page request.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .send({ status: 'error', message: 'errors.methodNotAllowed', data: null });
      }
      // A missing file (an old build's chunk, /favicon.ico) is a 404, not the app's HTML.
      if (isClientRoute(pathname)) return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ status: 'error', message: 'errors.notFound', data: null });
  });
};
