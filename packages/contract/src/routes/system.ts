import { clientConfigSchema, healthSchema, regionSchema } from '../system.ts';
import { defineRoute } from './define.ts';

const get = { method: 'GET', auth: 'none', tag: 'system' } as const;

/** Health, the deployment facts the web app needs, and the visitor's region. */
export const systemRoutes = {
  health: defineRoute({ ...get, path: 'health', answer: healthSchema, summary: 'Health and mode of this server' }),
  config: defineRoute({
    ...get,
    path: 'cli/config/v1/get',
    answer: clientConfigSchema,
    summary: 'Deployment facts for the web app',
  }),
  region: defineRoute({ ...get, path: 'cli/region/v1/get', answer: regionSchema, summary: "The visitor's region" }),
};
