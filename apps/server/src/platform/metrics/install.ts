import type { FastifyInstance } from 'fastify';
import { queueBacklog } from './queue-backlog.ts';

/** Requests that reached no route are counted under one label, so made-up addresses cannot grow the series. */
const UNMATCHED = 'unmatched';

/**
 * Starts measuring: the per-route request counter (a hook, installed before the routes so that it sees them all)
 * and the gauges read from the socket hub and the jobs table; `/metrics` itself is
 * metrics-route.ts. `activeStreams` comes from the composition root, because the answers being
 * written are the chat feature's, which platform/ does not import. Without METRICS_TOKEN nothing
 * is measured per request (nobody could read it).
 */
export function installMetrics(app: FastifyInstance, activeStreams: () => number): void {
  const { platform } = app;
  const { metrics } = platform;
  if (!platform.config.METRICS_TOKEN) return;
  metrics.collectProcessMetrics();
  metrics.readFrom(
    {
      openSockets: () => platform.realtime.connectionCount(),
      activeStreams,
      queueBacklog: () => queueBacklog(platform.db),
    },
    (error) => app.log.warn({ err: error }, 'metrics: reading the job queue failed'),
  );
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
