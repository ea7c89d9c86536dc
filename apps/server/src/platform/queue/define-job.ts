import { z } from 'zod';
import type { JobRow } from '../db/tables/jobs.ts';
import { FinalJobError, type EnqueueOptions, type FailureHandler, type JobContext, type JobQueue } from './queue.ts';

/**
 * A named background job with a typed payload, declared once with everything the queue needs
 * to run it: how many times it is retried and how long it waits, what it does and what happens
 * when it finally fails (in the manner of outline's task classes, as a plain object).
 *
 * `Deps` is what the job works with (the platform, a model…). It is handed over when the job
 * is registered on a queue, so the declaration can live at module level and enqueuers import
 * it without building anything.
 */
export type JobSpec<Payload, Deps> = {
  name: string;
  /** Plain data only (no transforms): the payload is stored as JSON and read back through it. */
  payload: z.ZodType<Payload>;
  /** Tries after the first one fails. */
  retries: number;
  /** The wait before the first retry, doubled before each further one. */
  backoff: { delayMs: number };
  perform(payload: Payload, context: JobContext, deps: Deps): Promise<unknown>;
  /**
   * Runs once per this many milliseconds across the cluster (JobQueue.repeat), with the payload
   * `{ slot }`: for digests and aggregations that nobody enqueues.
   */
  every?: number;
  /** Called once, after the last try fails (or a restart finds the job past its tries). */
  onFailed?(payload: Payload, failure: { reason: string; job: JobRow }, deps: Deps): Promise<void>;
};

/** `userId`: whom the job works for (only they may read its status); `delayMs`: a later start. */
export type JobEnqueueOptions = Pick<EnqueueOptions, 'userId' | 'delayMs'>;

export type JobType<Payload, Deps> = {
  readonly name: string;
  /** Installs the job's handler on a queue; enqueueing before this is refused. */
  register(queue: JobQueue, deps: Deps): void;
  /** Queues a run; a payload that does not match the schema is refused here, not by the worker. */
  enqueue(queue: JobQueue, payload: Payload, options?: JobEnqueueOptions): Promise<JobRow>;
};

export function defineJob<Payload, Deps = void>(spec: JobSpec<Payload, Deps>): JobType<Payload, Deps> {
  const parse = (value: unknown): Payload => {
    const parsed = spec.payload.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new FinalJobError(`job "${spec.name}": bad payload: ${z.prettifyError(parsed.error)}`);
  };
  return {
    name: spec.name,
    register(queue, deps) {
      const onFailed: FailureHandler<unknown> = async (payload, reason, job) => {
        // A payload that no longer reads cannot reach the typed handler; its reason stays on the job.
        const read = spec.payload.safeParse(payload);
        if (read.success) await spec.onFailed?.(read.data, { reason, job }, deps);
      };
      queue.register<unknown>(spec.name, (payload, context) => spec.perform(parse(payload), context, deps), {
        maxAttempts: spec.retries + 1,
        backoffMs: spec.backoff.delayMs,
        onFailed,
      });
      if (spec.every) queue.repeat(spec.name, spec.every);
    },
    enqueue: async (queue, payload, options = {}) => queue.enqueue(spec.name, parse(payload), options),
  };
}
