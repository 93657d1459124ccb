/**
 * One place that turns every failure into the spec's envelope with an honest HTTP status:
 * 400 validation (with field details), 401, 403, 404, 409, 413, 422 refusals, 429, 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { VersionConflictError } from '../storage/types.ts';
import { ApiError } from '../errors.ts';

type Detail = { path: string; messageKey: string; message: string };

const detailOf = (v: {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}): Detail => {
  const extra = v.keyword === 'additionalProperties' ? `/${String(v.params?.additionalProperty)}` : '';
  const missing = v.keyword === 'required' ? `/${String(v.params?.missingProperty)}` : '';
  return {
    path: `${v.instancePath ?? ''}${extra}${missing}` || '/',
    messageKey: `validation.${v.keyword}`,
    message: v.message ?? v.keyword,
  };
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const status = error.statusCode === 401 ? '401' : 'error';
      return reply
        .code(error.statusCode)
        .send({ status, message: error.messageKey, data: error.params ? { params: error.params } : null });
    }
    if (error instanceof VersionConflictError) {
      return reply.code(409).send({
        status: 'error',
        message: 'errors.conflict',
        data: { params: { expected: error.expected, actual: error.actual } },
      });
    }
    if (error.validation) {
      return reply.code(400).send({
        status: 'error',
        message: 'errors.validation',
        data: { details: error.validation.map(detailOf) },
      });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ status: 'error', message: 'errors.rateLimited', data: null });
    }
    if (error.statusCode === 413) {
      return reply.code(413).send({ status: 'error', message: 'errors.payloadTooLarge', data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, empty body: the request itself is unusable.
      const key = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'errors.unsupportedMediaType' : 'errors.malformedRequest';
      return reply.code(error.statusCode).send({ status: 'error', message: key, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: 'errors.internal', data: null });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'error', message: 'errors.notFound', data: null }),
  );
};
