import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.ts';

/**
 * Security headers. antd writes its styles at run time, hence 'unsafe-inline' for styles
 * only; scripts come from this origin alone.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for these options, worked out once. Nothing in them depends on the
 * request (no nonces, no per-request directive), so every answer can carry the same list;
 * `@fastify/helmet` rebuilt and re-parsed every directive on every request, a fifth of a
 * small call's time.
 */
export function securityHeaderList(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers an API answer carries (requests under /api/): JSON, event streams and stored
 * files, none of them a page that runs scripts. The source list is "load nothing" (OWASP's REST
 * advice), framing stays as for the pages, and what only old browsers or a page's own loads read
 * (IE's download and XSS-auditor switches, Flash's policy files, DNS prefetching, agent clusters)
 * is left out. The few documents under /api (the checkout pages, the API reference) set their own
 * policy. Every header cost each small call its validation and bytes: the document set made a
 * 200-byte answer 1.2 KB.
 */
export function apiSecurityHeaderList(): [string, string][] {
  const kept = new Set([
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
  ]);
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'"],
    ...securityHeaderList().filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

/**
 * Sets the security headers on the raw response before anything else runs, as helmet did:
 * error answers and hijacked streams (SSE) carry them too, and a route that sets its own
 * (a file's sandboxing CSP, the docs page) still overrides them. Pages get the document set,
 * API answers their own.
 */
export function securityHeaders(app: FastifyInstance): void {
  const pages = securityHeaderList();
  const api = apiSecurityHeaderList();
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiPath(request.url) ? api : pages) raw.setHeader(name, value);
    done();
  });
}
