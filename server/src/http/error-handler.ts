import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, errorBody } from './errors';
import { messagesJa } from './messages.ja';

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';

// The one place where failures become HTTP: domain errors keep their code and Japanese message; client mistakes
// caught by Fastify (bad JSON, too large) become 4xx; everything else is a 500 that never shows its stack.
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      if (error.statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(error.statusCode).send(errorBody(error));
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      const message = status === 413 ? messagesJa.payloadTooLarge : status === 415 ? messagesJa.unsupportedMediaType : messagesJa.badRequest;
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err: error, operationId: request.operationId }, 'unhandled error');
    return reply.status(500).send({ message: messagesJa.internalError, code: 'internal_error' });
  });
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing, before any hook runs (a malformed URL, a path
 * parameter beyond maxParamLength), answered in the same `{ message, code }` shape as every other error.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status === 414) reply.status(414).send({ message: messagesJa.uriTooLong, code: 'uri_too_long' });
  else if (status < 500) reply.status(status).send({ message: messagesJa.badRequest, code: 'bad_request' });
  else reply.status(500).send({ message: messagesJa.internalError, code: 'internal_error' });
}
