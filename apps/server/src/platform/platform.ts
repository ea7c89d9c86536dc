import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './delivery/mailer.ts';
import type { SmsSender } from './delivery/sms.ts';
import type { RateLimiter } from './limits/rate-limiter.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { JobQueue } from './queue/queue.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { RegionLookup } from './region/lookup.ts';
import type { FileUrls } from './storage/file-urls.ts';
import type { Storage } from './storage/storage.ts';

/**
 * The shared parts every feature reaches through `app.platform`. An interface, not a type, so
 * that the composition root can add what sits beside the platform rather than below it: model
 * access joins in `../platform-ai.ts`, which keeps platform/ free of any import from ai/.
 */
/** Whether an optional engine works here: `unchecked` until the start-up check or its first use. */
export type EngineStatus = { state: 'unchecked' | 'available' | 'unavailable'; reason?: string };
/** The same for the embedder, which may also be `off`: none is configured (EMBEDDINGS_*). */
export type EmbedderStatus = { state: 'off' | EngineStatus['state']; reason?: string };

export interface Platform {
  config: Config;
  version: string;
  database: Database;
  db: Db;
  vectorSearch: boolean;
  demoMode: boolean;
  /** Engines that may be missing on a machine, as far as checked: `/api/health` reports them. */
  engines: { ocr: EngineStatus; embeddings: EmbedderStatus };
  storage: Storage;
  /** Signed, short-lived addresses for private files (DESIGN.md §4a). */
  fileUrls: FileUrls;
  queue: JobQueue;
  realtime: RealtimeHub;
  region: RegionLookup;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
  /** The Prometheus metrics served at /metrics (platform/metrics). */
  metrics: Metrics;
  /** The shared Redis connection when REDIS_URL is set (readiness pings it). */
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
