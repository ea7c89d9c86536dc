import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import { learnText } from './learn.ts';
import { retrievalOf } from './retrieval.ts';
import { pushOf } from './present.ts';
import { encodeReason, type Reason } from './reason.ts';
import { SourceRefusal } from './refusal.ts';
import { sourceText, type ExternalLoaders } from './source-text.ts';
import { renameSource, setProgress, sourceById, transitionSource } from './sources-store.ts';
import type { KnowledgeSourceRow } from './tables.ts';

export type LearnDeps = {
  platform: Pick<Platform, 'db' | 'realtime' | 'vectorSearch' | 'ai'>;
  loaders: ExternalLoaders;
  log: FastifyBaseLogger;
};

const RETRIES = 2;

/**
 * Learning one source. A source the user cancelled or forgot meanwhile is left as it is (every
 * move is guarded); input that can never be learned fails at once with its reason; passing
 * trouble waits and tries again (`retrying`), then fails. A worker that died mid-way lets its
 * lease lapse and the next try finds the source still `learning`: it goes through `retrying`
 * with the reason "interrupted", so nothing stays "learning" after a restart.
 */
export const learnJob = defineJob({
  name: 'knowledge.learn',
  payload: z.object({ sourceId: z.string() }),
  retries: RETRIES,
  backoff: { delayMs: 2000 },
  perform: ({ sourceId }, job, deps: LearnDeps) => learnSource(deps, sourceId, job),
  onFailed: async ({ sourceId }, { reason }, deps) => {
    deps.log.warn({ sourceId, reason }, 'a knowledge source failed after its last try');
    await fail(deps, sourceId, { key: 'knowledge.failed', params: { reason } });
  },
});

async function learnSource(deps: LearnDeps, sourceId: string, job: JobContext): Promise<void> {
  const source = await begin(deps, sourceId);
  if (!source) return;
  try {
    const loaded = await sourceText(source, deps.loaders, job.signal);
    await progress(deps, sourceId, 60);
    const learned = await learnText(retrievalOf(deps.platform), sourceId, loaded, job.signal);
    if (!learned) return; // cancelled or forgotten while it was read: nothing was written
    const named =
      loaded.name && loaded.name !== learned.name
        ? ((await renameSource(deps.platform.db, sourceId, loaded.name)) ?? learned)
        : learned;
    await publish(deps, named);
  } catch (error) {
    if (job.signal.aborted) throw error; // shutting down: the lease lapses and the job runs again
    if (error instanceof SourceRefusal) {
      await fail(deps, sourceId, error.reason);
      return;
    }
    const reason = reasonOf(error);
    if (job.attempt > RETRIES) {
      // The last try: the source fails with what went wrong, not with the queue's summary of it.
      await fail(deps, sourceId, reason);
      return;
    }
    const waiting = await transitionSource(deps.platform.db, sourceId, 'retrying', {
      failureReason: encodeReason(reason),
    });
    if (waiting) await publish(deps, waiting);
    throw error;
  }
}

/** Takes the source for this try: queued or waiting → learning, asked to relearn → relearning. */
async function begin(deps: LearnDeps, sourceId: string): Promise<KnowledgeSourceRow | null> {
  const { db } = deps.platform;
  let source = await sourceById(db, sourceId);
  if (!source) return null;
  if (source.status === 'learning' || source.status === 'relearning') {
    const interrupted = encodeReason({ key: 'knowledge.interrupted' });
    source = (await transitionSource(db, sourceId, 'retrying', { failureReason: interrupted })) ?? source;
  }
  const to = source.status === 'toRelearn' ? 'relearning' : 'learning';
  const taken = await transitionSource(db, sourceId, to, { progress: 10, countAttempt: true });
  if (taken) await publish(deps, taken);
  return taken;
}

async function progress(deps: LearnDeps, sourceId: string, value: number) {
  const row = await setProgress(deps.platform.db, sourceId, value);
  if (row) await publish(deps, row);
}

async function fail(deps: LearnDeps, sourceId: string, reason: Reason) {
  const row = await transitionSource(deps.platform.db, sourceId, 'failed', { failureReason: encodeReason(reason) });
  if (row) await publish(deps, row);
}

async function publish(deps: LearnDeps, row: KnowledgeSourceRow) {
  await deps.platform.realtime.publish(row.userId, pushOf(row)).catch((error: unknown) => {
    deps.log.warn({ err: error, sourceId: row.id }, 'knowledge push failed');
  });
}

/** A fetch timeout or an unreachable host says so in the reader's language; anything else by its message. */
function reasonOf(error: unknown): Reason {
  if (error instanceof AppError) return { key: error.key, params: error.params };
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  return { key: 'knowledge.failed', params: { reason: message } };
}
