import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@inkstone/contract/edition';
import type { Platform } from '../platform.ts';
import { requestLanguage } from './language.ts';

/** Who is asking, as services need it: the platform, the IP, the language and the browser. */
export type Caller = { platform: Platform; ip: string; language: Language; userAgent?: string };

/** A caller whose platform is narrowed to the parts a service uses; the full `Caller` stays assignable. */
export type CallerWith<P> = Omit<Caller, 'platform'> & { platform: P };

export function callerOf(request: FastifyRequest): Caller {
  return {
    platform: request.server.platform,
    ip: request.ip,
    language: requestLanguage(request),
    userAgent: request.headers['user-agent'],
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, as services need it; worked out when a handler first reads it. */
    readonly caller: Caller;
  }
}

/** Gives every request its `caller`, so handlers pass `request.caller` to services. */
export function installCaller(app: FastifyInstance): void {
  app.decorateRequest('caller', {
    getter(this: FastifyRequest) {
      return callerOf(this);
    },
  });
}
