import type { FastifyBaseLogger } from 'fastify';
import { forwardRequests, type ForwardKind, type ForwardRequest, type OutgoingEvent } from './forward-format.ts';

export type ForwarderOptions = {
  kind: ForwardKind;
  url: string;
  key: string;
  /** The site's host name (Umami files events under it). */
  hostname: string;
  log: FastifyBaseLogger;
  /** Tries after the first; the wait doubles each time. */
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  /** Requests waiting at most; past it the oldest are dropped (the service is down for long). */
  maxPending?: number;
};

/**
 * Sends events to a product-analytics service in the background, one request at a time. A 5xx
 * answer, a 429 or a timeout is tried again with backoff; after the last try, or on any other
 * refusal (a wrong key: trying again would not help), the request is dropped with a log line.
 * Nothing here is awaited by a request of ours.
 */
export class Forwarder {
  private readonly pending: ForwardRequest[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly timeoutMs: number;
  private readonly maxPending: number;

  constructor(private readonly options: ForwarderOptions) {
    this.retries = options.retries ?? 3;
    this.backoffMs = options.backoffMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxPending = options.maxPending ?? 200;
  }

  get kind(): ForwardKind {
    return this.options.kind;
  }

  send(events: OutgoingEvent[]): void {
    if (events.length === 0 || this.stopped) return;
    this.pending.push(...forwardRequests(this.options.kind, this.options, events));
    const over = this.pending.length - this.maxPending;
    if (over > 0) {
      this.pending.splice(0, over);
      this.options.log.warn({ dropped: over }, 'analytics forwarding is behind: oldest requests dropped');
    }
    this.running ??= this.work().finally(() => (this.running = null));
  }

  /** Waits until what is pending has been sent or dropped, or `timeoutMs` passed (shutdown). */
  async idle(timeoutMs?: number): Promise<void> {
    const done = (async () => {
      while (this.running) await this.running;
    })();
    if (timeoutMs === undefined) return done;
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** Gives up what is pending: the server is closing. */
  stop(): void {
    this.stopped = true;
    this.pending.length = 0;
  }

  private async work(): Promise<void> {
    for (let request = this.pending.shift(); request && !this.stopped; request = this.pending.shift()) {
      await this.deliver(request);
    }
  }

  private async deliver(request: ForwardRequest): Promise<void> {
    for (let attempt = 0; attempt <= this.retries && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      const outcome = await this.post(request);
      if (outcome === 'sent') return;
      if (outcome === 'refused') break;
    }
    this.options.log.warn({ kind: this.options.kind }, 'analytics events dropped: the service did not take them');
  }

  private async post(request: ForwardRequest): Promise<'sent' | 'again' | 'refused'> {
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status >= 500 || response.status === 429) return 'again';
      this.options.log.warn({ kind: this.options.kind, status: response.status }, 'analytics service refused events');
      return 'refused';
    } catch {
      return 'again'; // no connection, or our timeout
    }
  }
}
