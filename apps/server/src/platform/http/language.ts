import type { FastifyRequest } from 'fastify';
import { languageFrom, type Language } from '@inkstone/contract/edition';

/** The request's language: Accept-Language decides, English when absent. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFrom(request.headers['accept-language']);
}
