import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { MessageKey } from '@inkstone/contract/messages';
import type { Platform } from '../../platform/platform.ts';
import { runningMessageIds } from './running.ts';
import { chatMessages } from './tables.ts';

/**
 * Answers being written hold a lease, like jobs: the server writing one renews it (the row's
 * `updated_at`) every third of JOB_LEASE_MS. A server killed mid-answer stops renewing, so
 * once the lease has run out, whoever sees the answer (a history read, the periodic sweep,
 * the next boot) closes it as failed, keeping the partial text that was saved. Answers this
 * instance is writing itself are never closed by it, even if a renewal was missed. Time is the
 * platform clock's, so tests move it instead of waiting.
 */
type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
/** Closing lapsed answers also needs to know which answers this instance is writing. */
type SweepCtx = Ctx & Pick<Platform, 'realtime'>;

const leaseMs = (platform: Ctx) => platform.config.JOB_LEASE_MS;
/** What a lapsed answer's error holds: a message key, said in the reader's language (present.ts). */
const INTERRUPTED: MessageKey = 'chat.interrupted';

type Beat = { ids: Set<number>; timer: NodeJS.Timeout | null };
const beats = new WeakMap<Platform['db'], Beat>();

/**
 * Renews one running answer's lease until the returned function is called. One heartbeat per
 * database renews every answer held on it in a single statement, not a timer and an UPDATE
 * per stream.
 */
export function holdLease(platform: Ctx, messageId: number): () => void {
  let beat = beats.get(platform.db);
  if (!beat) {
    beat = { ids: new Set(), timer: null };
    beats.set(platform.db, beat);
  }
  const own = beat;
  own.ids.add(messageId);
  if (!own.timer) {
    own.timer = setInterval(() => renew(platform, [...own.ids]), Math.max(50, Math.floor(leaseMs(platform) / 3)));
    own.timer.unref();
  }
  return () => {
    own.ids.delete(messageId);
    if (own.ids.size === 0 && own.timer) {
      clearInterval(own.timer);
      own.timer = null;
    }
  };
}

function renew(platform: Ctx, ids: number[]): void {
  if (ids.length === 0) return;
  void platform.db
    .update(chatMessages)
    .set({ updatedAt: platform.clock.now() })
    .where(and(inArray(chatMessages.id, ids), eq(chatMessages.status, 'streaming')))
    // A missed renewal is retried on the next beat; the lease is three beats long.
    .catch(() => {});
}

/**
 * Closes as failed the answers still 'streaming' whose lease ran out: all of them, or those of
 * some conversations. The partial answer stays; the error says it was cut off. The sweep runs
 * for nobody in particular, so the error is stored as its message key and said in the reader's
 * language when shown (present.ts).
 */
export async function failLapsedAnswers(platform: SweepCtx, topicIds?: string[]): Promise<number> {
  if (topicIds?.length === 0) return 0;
  const expiredBefore = new Date(platform.clock.now().getTime() - leaseMs(platform));
  const ownLive = runningMessageIds(platform);
  const failed = await platform.db
    .update(chatMessages)
    .set({ status: 'fail', error: INTERRUPTED })
    .where(
      and(
        eq(chatMessages.status, 'streaming'),
        lt(chatMessages.updatedAt, expiredBefore),
        topicIds ? inArray(chatMessages.topicId, topicIds) : undefined,
        ownLive.length ? notInArray(chatMessages.id, ownLive) : undefined,
      ),
    )
    .returning({ id: chatMessages.id });
  return failed.length;
}

/**
 * Start-up recovery: at boot and then once per lease, closes every lapsed answer (no reader
 * needed). Answers the function that stops the sweep.
 */
export async function sweepLapsedAnswers(platform: SweepCtx, log: FastifyBaseLogger): Promise<() => void> {
  const sweep = () => failLapsedAnswers(platform);
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.warn({ err: error }, 'sweeping lapsed chat answers failed'));
  }, leaseMs(platform));
  timer.unref();
  return () => clearInterval(timer);
}
