import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage, isMessageKey, type MessageKey } from '@inkstone/contract/messages';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';

type Answer = {
  status: number;
  key: MessageKey;
  params?: Record<string, string | number>;
  warn?: boolean;
  data?: unknown;
};

/** Fastify's own error codes mapped to catalogue messages, so no framework text leaks out. */
const frameworkErrors: Record<string, Answer> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: ResultCode.tooLarge, key: 'errors.tooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: ResultCode.tooLarge, key: 'errors.tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: ResultCode.unsupportedMedia, key: 'errors.unsupportedMedia' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: ResultCode.invalid, key: 'errors.malformedBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: ResultCode.invalid, key: 'errors.malformedBody' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: ResultCode.unsupportedMedia, key: 'errors.unsupportedMedia' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: ResultCode.invalid, key: 'errors.malformedBody' },
};

function validationAnswer(error: FastifyError): Answer {
  if (!hasZodFastifySchemaValidationErrors(error)) return { status: ResultCode.invalid, key: 'errors.invalidRequest' };
  const first = error.validation[0];
  // Contract schemas name a catalogue key as their error text; other issues get a generic
  // message naming the field.
  const custom = first?.message;
  if (custom && isMessageKey(custom)) return { status: ResultCode.invalid, key: custom };
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  return field
    ? { status: ResultCode.invalid, key: 'errors.invalidField', params: { field } }
    : { status: ResultCode.invalid, key: 'errors.invalidRequest' };
}

function answerFor(error: FastifyError | AppError, request: FastifyRequest): Answer {
  if (error instanceof AppError) {
    return {
      status: error.code,
      key: error.key,
      params: error.params,
      warn: error.options.warn,
      data: error.options.data,
    };
  }
  if (error.validation) return validationAnswer(error);
  if (error.code && frameworkErrors[error.code]) return frameworkErrors[error.code]!;
  if (error.statusCode === 429)
    return { status: ResultCode.tooManyRequests, key: 'errors.tooManyRequests', warn: true };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return { status: ResultCode.invalid, key: 'errors.invalidRequest' };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: ResultCode.serverError, key: 'errors.server' };
}

/** An error answer as listeners see it: its result code and catalogue key, never its words or the body. */
export type ErrorAnswered = { code: number; key: MessageKey };
export type ErrorListener = (request: FastifyRequest, answer: ErrorAnswered) => void;

declare module 'fastify' {
  interface FastifyInstance {
    errorListeners: ErrorListener[];
  }
}

/** Tells `listener` of every error answer, as it is sent (analytics records them); it must not block. */
export function onErrorAnswered(app: FastifyInstance, listener: ErrorListener): void {
  app.errorListeners.push(listener);
}

function tell(request: FastifyRequest, answer: Answer) {
  for (const listener of request.server.errorListeners ?? []) {
    try {
      listener(request, { code: answer.status, key: answer.key });
    } catch (error) {
      request.log.warn({ err: error }, 'an error listener failed');
    }
  }
}

function send(reply: FastifyReply, request: FastifyRequest, answer: Answer) {
  tell(request, answer);
  const msg = formatMessage(requestLanguage(request), answer.key, answer.params);
  const status = answer.status >= 400 && answer.status < 600 ? answer.status : 400;
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      code: answer.status,
      msg,
      type: answer.warn ? 'WARN' : 'ERROR',
      ...(answer.data === undefined ? {} : { data: answer.data }),
    });
}

/** Every failure, ours or the framework's, leaves as an envelope in the request's language. */
export function installErrorHandling(app: FastifyInstance) {
  app.decorate('errorListeners', [] as ErrorListener[]);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    send(reply, request, answerFor(error, request)),
  );
}

/** Unknown API paths answer with an envelope; the web fallback handles everything else. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, {
    status: ResultCode.notFound,
    key: 'errors.routeNotFound',
    params: { method: request.method, url: request.url.split('?')[0] ?? '' },
  });
}
