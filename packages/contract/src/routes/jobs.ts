import { jobQuerySchema, jobSchema } from '../jobs.ts';
import { defineRoute } from './define.ts';

export const jobRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'cli/job/v1/get',
    query: jobQuerySchema,
    answer: jobSchema,
    auth: 'user',
    tag: 'jobs',
    summary: 'Status of one of your background jobs',
  }),
};
