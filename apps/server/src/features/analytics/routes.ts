import type { FastifyInstance } from 'fastify';
import { analyticsRoutes as table } from '@inkstone/contract/routes/analytics';
import { onErrorAnswered } from '../../platform/http/error-handler.ts';
import { serve } from '../../platform/http/serve.ts';
import { errorEvent } from './error-events.ts';
import { Forwarder } from './forwarder.ts';
import { analyticsSweep } from './jobs.ts';
import { EventRecorder } from './recorder.ts';
import { attachRecorder } from './registry.ts';
import { forwardIdOf, summary, trackWebEvents } from './service.ts';

/**
 * Analytics (issue #18 item 7): the recorder every feature's `recordEvent` reaches, the error
 * answers it records, the forwarder when one is configured, the retention sweep, and the calls.
 * Registered before the other features so that their refusals are seen.
 */
export async function analyticsRoutes(app: FastifyInstance) {
  const { platform } = app;
  const { config } = platform;
  if (config.ANALYTICS_FORWARD_URL && !config.ANALYTICS_FORWARD_KEY) {
    throw new Error('ANALYTICS_FORWARD_KEY: needed with ANALYTICS_FORWARD_URL (the project key or website id)');
  }
  const forwarder = config.ANALYTICS_FORWARD_URL
    ? new Forwarder({
        kind: config.ANALYTICS_FORWARD_KIND,
        url: config.ANALYTICS_FORWARD_URL,
        key: config.ANALYTICS_FORWARD_KEY,
        hostname: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost',
        log: app.log,
      })
    : null;
  const recorder = new EventRecorder(platform.db, platform.clock, app.log, {
    store: config.ANALYTICS_RETENTION_DAYS > 0,
    forwarder,
    forwardId: forwardIdOf(platform),
  });
  const detach = attachRecorder(platform.db, recorder);
  recorder.start();
  app.addHook('onClose', async () => {
    detach();
    await recorder.stop();
    await forwarder?.idle(2000);
    forwarder?.stop();
  });

  onErrorAnswered(app, (request, answer) => {
    const event = errorEvent(request, answer);
    if (event) recorder.record(event);
  });
  analyticsSweep.register(platform.queue, { platform, log: app.log });

  serve(app, table.track, (request) => trackWebEvents(request.caller, request.user, request.body));
  serve(app, table.summary, (request) => summary(request.caller, request.user, request.query.days));
}
