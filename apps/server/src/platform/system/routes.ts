import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/contract/envelope';
import { clientConfigSchema, healthSchema, regionSchema } from '@inkstone/contract/system';
import { ok } from '../http/envelope.ts';

/** Health, the deployment facts the web app needs, and the visitor's region. */
export async function systemRoutes(app: FastifyInstance) {
  const { platform } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Health and mode of this server', response: { 200: envelopeOf(healthSchema) } } },
    async () =>
      ok({
        status: 'ok' as const,
        version: platform.version,
        database: platform.database.kind,
        vectorSearch: platform.vectorSearch,
        realtime: platform.realtime.kind,
        demoMode: platform.demoMode,
        edition: platform.config.EDITION,
      }),
  );

  routes.get(
    '/api/cli/config/v1/get',
    { schema: { tags: ['system'], summary: 'Deployment facts for the web app', response: { 200: envelopeOf(clientConfigSchema) } } },
    async () =>
      ok({
        edition: platform.config.EDITION,
        demoMode: platform.demoMode,
        version: platform.version,
        recordNumber: platform.config.RECORD_NUMBER_TEXT
          ? { text: platform.config.RECORD_NUMBER_TEXT, hosts: platform.config.RECORD_NUMBER_HOSTS }
          : null,
        contactEmail: platform.config.CONTACT_EMAIL || null,
        chatFiles: { maxCount: platform.config.CHAT_FILE_MAX_COUNT, maxMb: platform.config.CHAT_FILE_MAX_MB },
      }),
  );

  routes.get(
    '/api/cli/region/v1/get',
    { schema: { tags: ['system'], summary: "The visitor's region", response: { 200: envelopeOf(regionSchema) } } },
    async (request) => ok(platform.region({ ip: request.ip, headers: request.headers })),
  );
}
