import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../http/errors.ts';

/** Outside the API base, where Prometheus looks by default; not part of the contract's route table. */
export const METRICS_PATH = '/metrics';

/** Compares digests, so neither the token's length nor its first wrong byte shows in the timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
}

/**
 * Serves the registry in Prometheus' text format to a scraper holding METRICS_TOKEN. Without a
 * token configured the route answers 404, as if it did not exist (an unset token never means
 * "open to everyone"); a wrong or missing bearer answers 401.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics, config } = app.platform;
  const expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound();
    if (!bearerMatches(request, expected)) throw unauthorized();
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
