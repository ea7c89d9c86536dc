import { z } from 'zod';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import { purgeTrashed } from './store.ts';
import { purgedBefore } from './trash.ts';

/** How often the trash is emptied of what is past its 30 days (reads treat those as gone already). */
export const PURGE_EVERY_MS = 60 * 60_000;

/** Deletes documents trashed more than 30 days ago, with their versions. */
export const purgeTrashJob = defineJob({
  name: 'writing.purgeTrash',
  payload: z.object({ slot: z.string() }),
  retries: 2,
  backoff: { delayMs: 60_000 },
  every: PURGE_EVERY_MS,
  perform: (_slot, _job, platform: Pick<Platform, 'db' | 'clock'>) =>
    purgeTrashed(platform.db, purgedBefore(platform.clock.now())),
});
