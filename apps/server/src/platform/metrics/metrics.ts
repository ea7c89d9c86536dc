import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Read at scrape time from the parts that hold them, so nothing has to keep a count in step. */
export type MetricSources = {
  openSockets(): number;
  activeStreams(): number;
  /** Queued jobs already due, by job name, with how long the oldest has waited. */
  queueBacklog(): Promise<{ job: string; due: number; oldestSeconds: number }[]>;
};

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
// A first token comes from a model: tenths of a second at best, tens of seconds for a reasoning model.
const FIRST_TOKEN_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60];

/**
 * The server's Prometheus metrics, on a registry of its own rather than prom-client's global
 * one: two instances in one process (the tests) must not count into each other, nor fail
 * registering the same names twice.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'inkstone_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'inkstone_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (a stream counts until its end), by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly firstTokens = new Histogram({
    name: 'inkstone_chat_time_to_first_token_seconds',
    help: 'From a chat question arriving to the first token of its answer being sent',
    buckets: FIRST_TOKEN_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamErrors = new Counter({
    name: 'inkstone_upstream_errors_total',
    help: 'Failed model calls, by provider and kind (upstream_http, rate_limited, auth, disconnected, timeout)',
    labelNames: ['provider', 'kind'] as const,
    registers: [this.registry],
  });
  private defaultsOn = false;

  /** One answered request; `route` is the pattern (`/api/files/:name`), never the address itself. */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** Starts the clock of one answer; the function it returns records the first token, once. */
  answerStarted(): () => void {
    const stop = this.firstTokens.startTimer();
    let seen = false;
    return () => {
      if (seen) return;
      seen = true;
      stop();
    };
  }

  upstreamError(provider: string, kind: string): void {
    this.upstreamErrors.inc({ provider, kind });
  }

  /** The gauges whose values live elsewhere; `onReadError` hears a source that failed (the scrape goes on). */
  readFrom(sources: MetricSources, onReadError: (error: unknown) => void): void {
    const registers = [this.registry];
    new Gauge({
      name: 'inkstone_websocket_connections',
      help: 'WebSockets open on this instance',
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: 'inkstone_chat_active_streams',
      help: 'Chat answers being written by this instance',
      registers,
      collect() {
        this.set(sources.activeStreams());
      },
    });
    // The queue is shared by every instance: each reports the same backlog, so sum() over instances overcounts.
    // One query per scrape for both queue gauges, which prom-client collects at the same time.
    let reading: ReturnType<MetricSources['queueBacklog']> | null = null;
    const backlog = () =>
      (reading ??= sources
        .queueBacklog()
        .catch((error: unknown) => {
          onReadError(error);
          return [];
        })
        .finally(() => {
          reading = null;
        }));
    new Gauge({
      name: 'inkstone_job_queue_depth',
      help: 'Queued jobs that are due and wait for a worker, by job name (the whole queue, not this instance)',
      labelNames: ['job'] as const,
      registers,
      async collect() {
        const rows = await backlog();
        this.reset();
        for (const row of rows) this.set({ job: row.job }, row.due);
      },
    });
    new Gauge({
      name: 'inkstone_job_queue_oldest_due_seconds',
      help: 'How long the oldest due job of each name has waited for a worker',
      labelNames: ['job'] as const,
      registers,
      async collect() {
        const rows = await backlog();
        this.reset();
        for (const row of rows) this.set({ job: row.job }, row.oldestSeconds);
      },
    });
  }

  /** prom-client's process metrics (CPU, memory, event loop lag, GC). They keep a monitor running: only when served. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }
}
