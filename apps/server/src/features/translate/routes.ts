import type { FastifyInstance } from 'fastify';
import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import { serve } from '../../platform/http/serve.ts';
import { rateLimiter } from './rate-limit.ts';
import * as tasks from './service.ts';
import { translateJob } from './translate-job.ts';

/** PDF translation's calls (cli/file/enhance/v1/*) and its job. */
export async function translateRoutes(app: FastifyInstance) {
  const { platform } = app;
  const limiter = rateLimiter(platform.config.TRANSLATE_REQUESTS_PER_MINUTE);
  translateJob.register(platform.queue, { platform, limiter, log: app.log });

  serve(app, table.translation, (request) => tasks.createTranslation(request.caller, request.user, request));
  serve(app, table.getTaskStatus, (request) => tasks.taskStatus(request.caller, request.user, request.query.taskId));
  serve(app, table.page, (request) => tasks.taskPage(request.caller, request.user, request.query));
  serve(app, table.get, (request) => tasks.getTask(request.caller, request.user, request.query.taskId));
  serve(app, table.del, (request) => tasks.deleteTask(request.caller, request.user, request.body.taskId));
  serve(app, table.cancel, (request) => tasks.cancelTask(request.caller, request.user, request.body.taskId));
  serve(app, table.quota, (request) => tasks.quota(request.caller, request.user));
}
