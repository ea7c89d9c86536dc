import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/tables/jobs.ts';
import type { PubSub } from '../realtime/pubsub.ts';

export type JobContext = {
  jobId: string;
  attempt: number;
  userId: number | null;
  /** Records progress 0-100, visible through the job's status. */
  progress(percent: number): Promise<void>;
  /** Aborted when the server shuts down; long work should stop and let the lease lapse. */
  signal: AbortSignal;
};

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<unknown>;
export type JobOptions = { maxAttempts?: number; backoffMs?: number };
/** Called once when a job ends `failed` (after its last try), so a feature can record why. */
export type FailureHandler<P> = (payload: P, reason: string, job: JobRow) => Promise<void>;
export type EnqueueOptions = JobOptions & { userId?: number | null; delayMs?: number };

/** A failure another try would not change (a payload that no longer reads): the job ends failed at once. */
export class FinalJobError extends Error {
  override name = 'FinalJobError';
}

/** How often each instance offers the current period's run of its recurring jobs. */
const RECURRING_CHECK_MS = 60_000;

type Registered = { handler: JobHandler<never>; options: Required<JobOptions>; onFailed?: FailureHandler<never> };

/**
 * A job queue persisted in the database, so it works the same on PGlite and PostgreSQL and
 * survives restarts. Workers claim jobs with `for update skip locked` and hold a lease they
 * renew while working; when a worker dies its lease lapses and the job runs again. Failed
 * tries wait `backoffMs * 2^(try-1)`; after the last try the job ends `failed` with the reason.
 *
 * Features declare their jobs with `defineJob` (define-job.ts), which types and validates the
 * payload; `register` and `enqueue` by name are the untyped layer it stands on.
 */
export class JobQueue {
  private readonly handlers = new Map<string, Registered>();
  private readonly workerId = randomUUID();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  /** Jobs run once per period across every instance (`repeat`), by name, with their period. */
  private readonly recurring = new Map<string, number>();
  private recurringTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = true;
  /** Tells the other instances' workers that a job is due now (set by `share`). */
  private announce: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly settings: { pollMs: number; leaseMs: number; concurrency: number },
  ) {}

  register<P>(name: string, handler: JobHandler<P>, options: JobOptions & { onFailed?: FailureHandler<P> } = {}) {
    this.handlers.set(name, {
      handler: handler as JobHandler<never>,
      options: { maxAttempts: options.maxAttempts ?? 3, backoffMs: options.backoffMs ?? 1000 },
      onFailed: options.onFailed as FailureHandler<never> | undefined,
    });
  }

  async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<JobRow> {
    const registered = this.handlers.get(name);
    if (!registered) throw new Error(`No job handler registered for "${name}"`);
    const [row] = await this.db
      .insert(jobs)
      .values({
        id: randomUUID(),
        name,
        userId: options.userId ?? null,
        payload: payload as object,
        maxAttempts: options.maxAttempts ?? registered.options.maxAttempts,
        backoffMs: options.backoffMs ?? registered.options.backoffMs,
        runAt: sql`now() + ${`${options.delayMs ?? 0} milliseconds`}::interval`,
      })
      .returning();
    this.wake();
    // A delayed job is found by the polls when it falls due; one due now should not wait for them.
    if (!options.delayMs) await this.announce?.().catch(() => {});
    return row!;
  }

  /**
   * Shares wake-ups between instances: a job enqueued on one (a web-only instance, or one whose
   * workers are all busy) is claimed by another's idle workers at once, not at its next poll.
   * A lost message costs only that wait: the polls still find every job.
   */
  async share(pubsub: PubSub, channel: string): Promise<void> {
    await pubsub.subscribe(channel, (heard) => {
      if (heard === channel) this.wake();
    });
    this.announce = () => pubsub.publish(channel, '');
  }

  /**
   * Runs the job `name` once per `periodMs`, counted from the epoch, whichever instances are up:
   * each instance offers the current period's run under an id made of the name and the period's
   * start, so the first offer is queued and the others fall on that id. The payload is
   * `{ slot }`, the period's start (ISO 8601). A run missed while no server was up is not made
   * up: the next period's run does the work of both.
   */
  repeat(name: string, periodMs: number) {
    if (!this.handlers.has(name)) throw new Error(`No job handler registered for "${name}"`);
    this.recurring.set(name, periodMs);
    if (!this.stopped) void this.offerRecurring();
  }

  /** Offers the current period's run of every recurring job; the timer and tests call it. */
  async offerRecurring(now = new Date()): Promise<void> {
    for (const [name, periodMs] of this.recurring) {
      const slot = new Date(Math.floor(now.getTime() / periodMs) * periodMs).toISOString();
      const registered = this.handlers.get(name)!;
      await this.db
        .insert(jobs)
        .values({
          id: `${name}@${slot}`,
          name,
          payload: { slot },
          maxAttempts: registered.options.maxAttempts,
          backoffMs: registered.options.backoffMs,
        })
        .onConflictDoNothing({ target: jobs.id })
        .catch((error: unknown) => this.log.error({ err: error, job: name }, 'offering a recurring job failed'));
    }
    this.wake();
  }

  /** When a job of this name last ended done (a recurring job's last run, say); null if never. */
  async lastFinished(name: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sql<Date | string | null>`max(${jobs.updatedAt})` })
      .from(jobs)
      .where(and(eq(jobs.name, name), eq(jobs.status, 'done')));
    return row?.at ? new Date(row.at) : null;
  }

  async get(id: string): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row ?? null;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
    void this.offerRecurring();
    // A minute's lateness at most for the shortest periods; the offers are idempotent.
    this.recurringTimer = setInterval(() => void this.offerRecurring(), RECURRING_CHECK_MS);
    this.recurringTimer.unref();
  }

  /** Stops claiming, aborts running handlers' signals and waits for them to settle. */
  async stop(timeoutMs = 5000) {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.recurringTimer) clearInterval(this.recurringTimer);
    this.abort.abort();
    const settled = Promise.allSettled([...this.running]);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** Runs whatever is due now; tests and the poll loop both use it. */
  async poll(): Promise<number> {
    if (this.polling) return 0;
    this.polling = true;
    let started = 0;
    try {
      while (!this.stopped && this.running.size < this.settings.concurrency) {
        const job = await this.claim();
        if (!job) break;
        started += 1;
        // A run whose own bookkeeping fails (the database gone mid-job) leaves the job to its lease,
        // which lapses and lets it run again; it must not end as an unhandled rejection.
        const work = this.run(job)
          .catch((error: unknown) =>
            this.log.error({ err: error, jobId: job.id, job: job.name }, 'job bookkeeping failed'),
          )
          .finally(() => {
            this.running.delete(work);
            this.wake();
          });
        this.running.add(work);
      }
    } catch (error) {
      this.log.error({ err: error }, 'job queue poll failed');
    } finally {
      this.polling = false;
    }
    return started;
  }

  private wake() {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      await this.poll();
      if (!this.stopped) this.schedule(this.settings.pollMs);
    }, delay);
    this.timer.unref();
  }

  /**
   * Takes one due job: queued ones, or running ones whose worker's lease ran out. One statement
   * picks, leases and answers the row, so two workers never take the same job and no second
   * read can see it changed in between.
   */
  private async claim(): Promise<JobRow | null> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return null;
    const due = sql`(
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.name, names)}
        and ((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))
      order by ${jobs.runAt}
      limit 1
      for update skip locked
    )`;
    const [claimed] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.workerId,
        lockedUntil: sql`now() + ${`${this.settings.leaseMs} milliseconds`}::interval`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, due))
      .returning();
    return claimed ?? null;
  }

  private async run(job: JobRow) {
    const registered = this.handlers.get(job.name)!;
    const ownJob = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId));
    if (job.attempts > job.maxAttempts) {
      // Its last try was cut off (the server stopped mid-run): do not run it a further time.
      await this.finishFailed(job, job.lastError ?? 'interrupted', ownJob);
      return;
    }
    const renewLease = () =>
      this.db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${`${this.settings.leaseMs} milliseconds`}::interval` })
        .where(ownJob)
        .catch(() => {});
    const heartbeat = setInterval(() => void renewLease(), Math.max(50, Math.floor(this.settings.leaseMs / 3)));
    heartbeat.unref();
    try {
      const result = await registered.handler(job.payload as never, {
        jobId: job.id,
        attempt: job.attempts,
        userId: job.userId,
        signal: this.abort.signal,
        progress: async (percent) => {
          await this.db
            .update(jobs)
            .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
            .where(ownJob);
        },
      });
      await this.db
        .update(jobs)
        .set({
          status: 'done',
          progress: 100,
          result: (result ?? null) as object,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(ownJob);
    } catch (error) {
      if (this.abort.signal.aborted) return; // shutting down: the lease lapses and the job runs again
      const reason = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts || error instanceof FinalJobError;
      const message = last ? 'job failed' : 'job will retry';
      this.log.warn({ jobId: job.id, job: job.name, attempt: job.attempts, err: error }, message);
      if (last) return await this.finishFailed(job, reason, ownJob);
      await this.db
        .update(jobs)
        .set({
          status: 'queued',
          lastError: reason,
          lockedBy: null,
          lockedUntil: null,
          runAt: sql`now() + ${`${job.backoffMs * 2 ** (job.attempts - 1)} milliseconds`}::interval`,
        })
        .where(ownJob);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async finishFailed(job: JobRow, reason: string, ownJob: ReturnType<typeof and>) {
    const ended = await this.db
      .update(jobs)
      .set({ status: 'failed', lastError: reason, lockedBy: null, lockedUntil: null })
      .where(ownJob)
      .returning({ id: jobs.id });
    const onFailed = this.handlers.get(job.name)?.onFailed;
    if (ended.length && onFailed) {
      await onFailed(job.payload as never, reason, job).catch((error: unknown) =>
        this.log.error({ err: error, jobId: job.id }, 'job failure handler failed'),
      );
    }
  }
}
