import type { FastifyRequest } from 'fastify';
import type { Language } from '@inkstone/contract/edition';
import type { Platform } from '../platform.ts';
import { requestLanguage } from './language.ts';

/** Who is asking, as services need it: the platform, the IP, the language and the browser. */
export type Caller = { platform: Platform; ip: string; language: Language; userAgent?: string };

export function callerOf(request: FastifyRequest): Caller {
  return {
    platform: request.server.platform,
    ip: request.ip,
    language: requestLanguage(request),
    userAgent: request.headers['user-agent'],
  };
}
