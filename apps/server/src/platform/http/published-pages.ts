import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrlOf, sendPublicPage } from './public-page.ts';

/**
 * A new slug of `bytes` random bytes, URL-safe (4 characters for every 3 bytes): unguessable,
 * so a page taken down, or never shared, cannot be found by counting.
 */
export const unguessableSlug = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The full address of a public page's path (`/p/…`, `/c/…`) under the app's address. */
export const publicAddress = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;

/** What a slug can look like; anything else is 404 without asking the database. */
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET `{prefix}/:slug` without sign-in: `render` gives the live page's HTML, or null when there
 * is none (never published, taken down, its source gone), which is the public 404 page.
 */
export function servePublishedPages(
  app: FastifyInstance,
  prefix: string,
  render: (request: FastifyRequest, slug: string, publicUrl: string) => Promise<string | null>,
) {
  // `compress: {}`: compressed with the API's settings (compression.ts), though not under /api/.
  app.get<{ Params: { slug: string } }>(`${prefix}/:slug`, { compress: {} }, async (request, reply) => {
    const { slug } = request.params;
    return sendPublicPage(reply, SLUG.test(slug) ? await render(request, slug, publicUrlOf(request)) : null);
  });
}
