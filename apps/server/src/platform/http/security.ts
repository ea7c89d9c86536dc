import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Sets the security headers on the raw response before anything else runs, as helmet did:
 * error answers and hijacked streams (SSE) carry them too, and a route that sets its own
 * (a file's sandboxing CSP, the docs page) still overrides them.
 */
export function securityHeaders(app: FastifyInstance): void {
  const headers = securityHeaderList();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
