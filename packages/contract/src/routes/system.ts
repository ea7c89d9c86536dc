import { clientConfigSchema, healthSchema, livenessSchema, readinessSchema, regionSchema } from '../system.ts';
import { defineRoute } from './define.ts';

const get = { method: 'GET', auth: 'none', tag: 'system' } as const;

/** Health, the deployment facts the web app needs, and the visitor's region. */
export const systemRoutes = {
  health: defineRoute({ ...get, path: 'health', answer: healthSchema, summary: 'Health and mode of this server' }),
  live: defineRoute({
    ...get,
    path: 'health/live',
    answer: livenessSchema,
    summary: 'Liveness: the process is up',
    description: 'Looks at nothing outside the process, so a database outage does not get every instance restarted.',
  }),
  ready: defineRoute({
    ...get,
    path: 'health/ready',
    answer: readinessSchema,
    summary: 'Readiness: the database, Redis and storage answer',
    description:
      'HTTP 503 when a part fails, with the same data in the error envelope naming it (`failed`); the reason ' +
      'is in the server log only.',
  }),
  config: defineRoute({
    ...get,
    path: 'cli/config/v1/get',
    answer: clientConfigSchema,
    summary: 'Deployment facts for the web app',
  }),
  region: defineRoute({ ...get, path: 'cli/region/v1/get', answer: regionSchema, summary: "The visitor's region" }),
};
