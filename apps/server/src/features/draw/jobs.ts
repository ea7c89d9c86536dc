import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createImageModel } from '../../ai/image/choose.ts';
import type { TaskNudges } from '../../ai/image/nudge.ts';
import type { ImageModel } from '../../ai/image/types.ts';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import { imageDownload } from './image-download.ts';
import { endFailed, runTask } from './run.ts';
import { orphanedTasks } from './store.ts';

type DrawDeps = { platform: Platform; model: ImageModel; log: FastifyBaseLogger };

/**
 * The drawing job. Retried on passing trouble (network, a busy upstream) with backoff; a
 * failure the image service declares final ends the task at once. When the last try fails,
 * or a restart finds the job past its tries, `onFailed` marks the task '02' and refunds it,
 * so no task stays "in progress" for ever.
 */
export const drawJob = defineJob({
  name: 'draw.task',
  payload: z.object({ taskId: z.string() }),
  retries: 2,
  backoff: { delayMs: 2000 },
  perform: ({ taskId }, job, { platform, model }: DrawDeps) => runTask(platform, model, taskId, job),
  onFailed: async ({ taskId }, { reason }, { platform, log }) => {
    log.warn({ taskId, reason }, 'drawing failed after its last try');
    await endFailed(platform, taskId, null, 'retries_exhausted');
  },
});

/** Registers the drawing job with the image service this configuration chooses. */
export function registerDrawJobs(platform: Platform, log: FastifyBaseLogger, nudges: TaskNudges): void {
  const model = createImageModel(
    { ...platform.config, ...platform.ai.config },
    { download: imageDownload(platform.config.FETCH_ALLOW_HOSTS), nudges },
  );
  log.info({ provider: model.provider }, 'drawing provider');
  drawJob.register(platform.queue, { platform, model, log });
}

/** How old a running task without a live job must be before it counts as orphaned. */
const ORPHAN_GRACE_MS = 60_000;

/** Fails (and refunds) running tasks whose job is gone: run at start, before the queue resumes. */
export async function failOrphanedTasks(platform: Platform, log: FastifyBaseLogger): Promise<number> {
  const orphans = await orphanedTasks(platform.db, ORPHAN_GRACE_MS);
  for (const task of orphans) await endFailed(platform, task.id, null, 'orphaned');
  if (orphans.length) log.warn({ failed: orphans.length }, 'failed drawing tasks whose job was gone');
  return orphans.length;
}
