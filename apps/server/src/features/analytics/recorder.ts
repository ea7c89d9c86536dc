import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { checkEvent, type EventInput } from './events.ts';
import type { Forwarder } from './forwarder.ts';
import { insertEvents } from './store.ts';
import type { NewAnalyticsEvent } from './tables.ts';

export type RecorderOptions = {
  /** False when ANALYTICS_RETENTION_DAYS is 0: events are only forwarded. */
  store: boolean;
  forwarder: Forwarder | null;
  /** The opaque id a user is forwarded as (`guest` for none). */
  forwardId: (userId: number | null) => Promise<string>;
  flushMs?: number;
  /** A flush starts early once this many wait. */
  batchSize?: number;
  /** Past this many waiting (the database is down), new events are dropped. */
  maxBuffer?: number;
};

/**
 * Where events wait to be written. `record` only checks the event and puts it in memory, so it
 * costs a request nothing; a timer (or a full batch) writes them in one insert and hands them
 * to the forwarder. A failed write is logged and the batch dropped: analytics never breaks or
 * slows what it observes.
 */
export class EventRecorder {
  private buffer: NewAnalyticsEvent[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private droppedSinceLog = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: RecorderOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs ?? 2000);
    this.timer.unref();
  }

  record(event: EventInput): void {
    const checked = checkEvent(event);
    if (!checked) {
      // A caller broke its event's rules: a bug of ours, named without the values (they may be text).
      this.log.warn({ event: event.name, keys: Object.keys(event.properties) }, 'analytics event refused');
      return;
    }
    if (this.buffer.length >= (this.options.maxBuffer ?? 5000)) {
      if (this.droppedSinceLog++ === 0) this.log.warn('analytics buffer full: events dropped');
      return;
    }
    this.buffer.push({ ...checked, createdAt: this.clock.now() });
    if (this.buffer.length >= (this.options.batchSize ?? 200)) void this.flush();
  }

  /** Writes and forwards what is waiting; resolves once every earlier flush has finished too. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch());
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private async writeBatch(): Promise<void> {
    const batch = this.buffer;
    if (batch.length === 0) return;
    this.buffer = [];
    this.droppedSinceLog = 0;
    try {
      if (this.options.store) await insertEvents(this.db, batch);
      if (this.options.forwarder) {
        const events = await Promise.all(
          batch.map(async (event) => ({
            name: event.name,
            code: event.code,
            who: await this.options.forwardId(event.userId ?? null),
            properties: event.properties ?? {},
            at: event.createdAt ?? this.clock.now(),
          })),
        );
        this.options.forwarder.send(events);
      }
    } catch (error) {
      this.log.error({ err: error, events: batch.length }, 'analytics events could not be written: dropped');
    }
  }
}
