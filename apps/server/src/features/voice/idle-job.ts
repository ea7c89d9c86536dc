import type { FastifyBaseLogger } from 'fastify';
import { VoiceLimits } from '@inkstone/contract/voice';
import { z } from 'zod';
import { defineJob } from '../../platform/queue/define-job.ts';
import type { FinishPlatform } from './finish.ts';
import { finishOrReopen } from './record.ts';
import * as store from './store.ts';

/** Finishing takes seconds; one `processing` this long was cut off by a restart. */
const STUCK_MS = 10 * 60_000;

/** How often the server looks for recordings whose tab was closed. */
export const IDLE_CHECK_MS = 60_000;

/**
 * Finishes recordings left in `recording` with no chunk for 2 minutes (a closed tab, a lost
 * connection that never came back) with what arrived, so nothing stays stuck; one left in
 * `processing` by a restart is finished again. Each is claimed
 * first, so the browser finishing it at the same moment does not run it twice.
 */
export async function finishIdleRecordings(platform: FinishPlatform, log: FastifyBaseLogger): Promise<number> {
  const now = platform.clock.now();
  await store.reopenStuck(platform.db, new Date(now.getTime() - STUCK_MS));
  const idle = await store.idleRecordings(platform.db, new Date(now.getTime() - VoiceLimits.idleMinutes * 60_000));
  let finished = 0;
  for (const row of idle) {
    const claimed = await store.claimStatus(platform.db, row.id, 'recording', { status: 'processing' }, now);
    if (!claimed) continue;
    try {
      await finishOrReopen(platform, claimed, log);
      finished++;
    } catch (error) {
      log.error({ err: error, recordingId: row.id }, 'an idle recording could not be finished');
    }
  }
  return finished;
}

export const finishIdleJob = defineJob({
  name: 'voice.finishIdle',
  payload: z.object({ slot: z.string() }),
  retries: 1,
  backoff: { delayMs: 30_000 },
  every: IDLE_CHECK_MS,
  perform: (_slot, _job, deps: { platform: FinishPlatform; log: FastifyBaseLogger }) =>
    finishIdleRecordings(deps.platform, deps.log),
});
