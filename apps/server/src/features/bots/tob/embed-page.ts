import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { securityHeaderList } from '../../../platform/http/security.ts';
import { EMBED_SCRIPT } from './embed-script.ts';

/**
 * The two addresses other sites load: /embed.js (cacheable, loadable from any origin) and
 * the customer-facing page /bot/b/{id}, which, unlike every other page, may be framed by any
 * site (it holds no session: its calls need no token).
 */
export async function embedPageRoutes(app: FastifyInstance) {
  const csp = securityHeaderList().find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  const frameable = csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');

  app.get('/embed.js', (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(EMBED_SCRIPT),
  );

  const index = path.join(app.platform.config.webDist, 'index.html');
  app.get<{ Params: { id: string } }>('/bot/b/:id', async (_request, reply) => {
    const html = await fs.readFile(index, 'utf8').catch(() => null);
    if (html === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', frameable)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
