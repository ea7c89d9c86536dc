import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Headers } from '@inkstone/contract/envelope';

/** The OpenAPI document, generated from the contract's zod schemas, and its reference page. */
export async function apiDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Inkstone API',
        version,
        description: [
          'Every JSON answer is an envelope `{ code, msg, type?, data? }`: `code` 200 is success,',
          '`type: "WARN"` asks for a warning toast, 401 means the token is missing, expired or revoked.',
          `Send \`Authorization: Bearer <token>\`, \`${Headers.appCode}\`, \`${Headers.apiVersion}\` ` +
            'and `Accept-Language` (zh-CN or en; messages follow it).',
          'Form-encoded bodies are accepted wherever JSON is. Realtime: WebSocket at `/api/ws?token=…&id=<tableId>`.',
        ].join(' '),
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
