import type { FastifyBaseLogger } from 'fastify';
import { createImageModel } from '../../ai/image/choose.ts';
import type { Platform } from '../../platform/platform.ts';
import { endFailed, runTask } from './run.ts';
import { orphanedTasks } from './store.ts';

/**
 * The drawing job. Retried on passing trouble (network, a busy upstream) with backoff; a
 * failure the image service declares final ends the task at once. When the last try fails,
 * or a restart finds the job past its tries, `onFailed` marks the task '02' and refunds it,
 * so no task stays "in progress" for ever.
 */
export const DRAW_JOB = 'draw.task';
export type DrawJob = { taskId: string };

export function registerDrawJobs(platform: Platform, log: FastifyBaseLogger): void {
  const model = createImageModel({ ...platform.config, ...platform.ai.config });
  log.info({ provider: model.provider }, 'drawing provider');
  platform.queue.register<DrawJob>(DRAW_JOB, (payload, job) => runTask(platform, model, payload.taskId, job), {
    maxAttempts: 3,
    backoffMs: 2000,
    onFailed: async (payload, reason) => {
      log.warn({ taskId: payload.taskId, reason }, 'drawing failed after its last try');
      await endFailed(platform, payload.taskId, null);
    },
  });
}

/** How old a running task without a live job must be before it counts as orphaned. */
const ORPHAN_GRACE_MS = 60_000;

/** Fails (and refunds) running tasks whose job is gone: run at start, before the queue resumes. */
export async function failOrphanedTasks(platform: Platform): Promise<number> {
  const orphans = await orphanedTasks(platform.db, ORPHAN_GRACE_MS);
  for (const task of orphans) await endFailed(platform, task.id, null);
  return orphans.length;
}
