import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import { sweepEvents } from './service.ts';

export type SweepDeps = { platform: Pick<Platform, 'db' | 'config' | 'clock'>; log: FastifyBaseLogger };

/** Twice a day: an event outlives ANALYTICS_RETENTION_DAYS by half a day at most. */
export const SWEEP_EVERY_MS = 12 * 60 * 60_000;

/** Deletes the events older than the retention period, once per period across the cluster. */
export const analyticsSweep = defineJob({
  name: 'analytics.sweep',
  payload: z.object({ slot: z.string() }),
  retries: 2,
  backoff: { delayMs: 60_000 },
  every: SWEEP_EVERY_MS,
  perform: async (_slot, _job, { platform, log }: SweepDeps) => {
    const deleted = await sweepEvents(platform);
    if (deleted) log.info({ deleted }, 'analytics events past their retention deleted');
    return { deleted };
  },
});
