import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';
import { sendApiNotFound } from './error-handler.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached)
 * for every other non-API path, so client-side routes survive a reload. The build writes a
 * brotli (.br) and a gzip (.gz) copy beside each text file (apps/web/vite.config.ts); the one
 * the request's Accept-Encoding prefers is sent as it is, with `Vary: Accept-Encoding`, so the
 * server compresses nothing at run time.
 */
export async function webApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Only the build's own assets/ folder holds hashed names: the test is on the path inside
      // the build, or a build under e.g. /srv/assets/ would cache index.html for a year.
      setHeaders: (res, file) => {
        const hashed = path.relative(webDist, file).startsWith(`assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !built) return sendApiNotFound(request, reply);
    // A missing file (an old chunk after a redeploy) must be a 404, not index.html: the page
    // would otherwise try to run HTML as a script. Client routes never contain a dot.
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
