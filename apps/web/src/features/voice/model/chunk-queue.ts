import type { Recording } from '@inkstone/contract/voice';
import { ApiError } from '@/shared/api/errors.ts';
import type { ChunkStore, PendingRecording } from './chunk-store.ts';

/** The two calls the queue makes (recordChunk, recordFinish); tests hand in their own. */
export type ChunkTransport = {
  sendChunk(id: string, seq: number, blob: Blob): Promise<{ received: number }>;
  finish(id: string, durationMs: number): Promise<Recording>;
};

/**
 * What the queue tells the page about a recording: `sending` (chunks going out, `waiting` still
 * kept here), `retrying` (the last send failed; it tries again after a pause or when the
 * browser is back online), `finished` (the server has the whole recording), `failed` (the server
 * refused to finish it; `error` says why).
 */
export type QueueEvent =
  | { id: string; state: 'sending'; sent: number; waiting: number }
  | { id: string; state: 'retrying'; sent: number; waiting: number; error: string }
  | { id: string; state: 'finished'; recording: Recording }
  | { id: string; state: 'failed'; error: string };

export type QueueOptions = {
  /** The pause before the n-th retry (1, 2, …): 1 s doubling to 30 s unless told otherwise. */
  backoffMs?: (attempt: number) => number;
  onEvent?: (event: QueueEvent) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const defaultBackoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/**
 * What a failed call means for the queue: `retry` — no answer, a timeout, a broken answer, the
 * server's own fault or its rate limit; `signin` — signed out, the chunks wait for the next
 * sign-in; `refused` — a refusal (4xx) that would be refused again.
 */
export function failureOf(error: unknown): 'retry' | 'signin' | 'refused' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.isUnauthorized) return 'signin';
  if (error.kind !== 'envelope') return 'retry';
  return error.code === null || error.code >= 500 || error.code === 429 ? 'retry' : 'refused';
}

/**
 * Sends every chunk of a browser recording to the server in order (seq 0, 1, 2…), one at a time,
 * each removed from the store only once the server has it, then finishes the recording. A
 * failure keeps the chunk and tries again with backoff; `retryNow` (the browser came back online)
 * and `resumeAll` (the page was loaded again) pick up whatever is still kept. The server accepts
 * a seq it already has again and ignores it, so a send whose answer was lost is safe to repeat.
 */
export class ChunkQueue {
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private readonly attempts = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly sent = new Map<string, number>();
  /** Recordings begun by this page: the others in the store were cut off (a reload, a closed tab). */
  private readonly begun = new Set<string>();
  /** Changes to a recording's entry, one after another: a chunk's time must not undo a finish. */
  private updates: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ChunkStore,
    private readonly transport: ChunkTransport,
    private readonly options: QueueOptions = {},
  ) {}

  /** Notes a recording the server has started, before its first chunk arrives. */
  async begin(id: string, mimeType: string): Promise<void> {
    this.begun.add(id);
    await this.store.putPending({ id, mimeType, createdAt: Date.now(), finishedMs: null });
  }

  /** Keeps a chunk, then sends it (after those before it). */
  async add(id: string, seq: number, blob: Blob): Promise<void> {
    await this.store.putChunk({ recordingId: id, seq, blob });
    await this.update(id, () => ({ lastChunkAt: Date.now() }));
    this.kick(id);
  }

  /** Recording stopped: once every chunk is sent, the server joins them (`recordFinish`). */
  async finish(id: string, durationMs: number): Promise<void> {
    this.begun.delete(id);
    await this.update(id, () => ({ finishedMs: durationMs }));
    this.kick(id);
  }

  /**
   * After a reload (or a sign-in): every recording of this browser whose upload was not over goes
   * on. One cut off while recording (not begun by this page) is finished once its chunks are
   * sent, with the time it ran until its last chunk (the server measures the audio itself).
   */
  async resumeAll(): Promise<string[]> {
    const entries = (await this.store.pending()).filter((entry) => !entry.local);
    for (const { id } of entries) {
      if (!this.begun.has(id)) {
        await this.update(id, (entry) =>
          entry.finishedMs === null
            ? { finishedMs: Math.max(0, (entry.lastChunkAt ?? entry.createdAt) - entry.createdAt) }
            : {},
        );
      }
      this.kick(id);
    }
    return entries.map((entry) => entry.id);
  }

  /** Back online: no more waiting out the backoff. */
  retryNow(): void {
    for (const [id, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(id);
      this.kick(id);
    }
  }

  /** Stops the timers (the page is going away); what is kept stays kept. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private kick(id: string): void {
    if (this.timers.has(id)) return; // a retry is already planned; it reads the store afresh
    if (this.running.has(id)) {
      this.again.add(id);
      return;
    }
    this.running.add(id);
    void this.drain(id).finally(() => {
      this.running.delete(id);
      if (this.again.delete(id)) this.kick(id);
    });
  }

  private emit(event: QueueEvent): void {
    this.options.onEvent?.(event);
  }

  private async drain(id: string): Promise<void> {
    for (;;) {
      this.again.delete(id);
      const chunks = await this.store.chunks(id);
      if (chunks.length === 0) return this.finishIfStopped(id);
      for (const [index, chunk] of chunks.entries()) {
        const waiting = chunks.length - index;
        this.emit({ id, state: 'sending', sent: this.sent.get(id) ?? 0, waiting });
        try {
          await this.transport.sendChunk(id, chunk.seq, chunk.blob);
        } catch (error) {
          const failure = failureOf(error);
          if (failure === 'retry') return this.retryLater(id, error);
          if (failure === 'signin') {
            // Signed out: the chunks wait here for the next sign-in (resumeAll).
            this.emit({ id, state: 'retrying', sent: this.sent.get(id) ?? 0, waiting, error: messageOf(error) });
            return;
          }
          // Refused (the server finished it after a long silence, say): this chunk cannot be
          // stored; the ones it has are kept and finishing still joins them.
        }
        this.attempts.delete(id);
        this.sent.set(id, (this.sent.get(id) ?? 0) + 1);
        await this.store.removeChunk(id, chunk.seq);
      }
    }
  }

  private async retryLater(id: string, error: unknown): Promise<void> {
    // Everything kept counts, with what was added while this send was failing.
    const waiting = (await this.store.chunks(id)).length;
    const attempt = (this.attempts.get(id) ?? 0) + 1;
    this.attempts.set(id, attempt);
    this.emit({ id, state: 'retrying', sent: this.sent.get(id) ?? 0, waiting, error: messageOf(error) });
    const delay = (this.options.backoffMs ?? defaultBackoff)(attempt);
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        this.kick(id);
      }, delay),
    );
  }

  private async entry(id: string) {
    return (await this.store.pending()).find((pending) => pending.id === id);
  }

  private update(id: string, patch: (entry: PendingRecording) => Partial<PendingRecording>): Promise<void> {
    const next = this.updates.then(async () => {
      const entry = await this.entry(id);
      if (entry) await this.store.putPending({ ...entry, ...patch(entry) });
    });
    this.updates = next.catch(() => undefined);
    return next;
  }

  private async finishIfStopped(id: string): Promise<void> {
    const entry = await this.entry(id);
    if (!entry || entry.finishedMs === null) return;
    try {
      const recording = await this.transport.finish(id, entry.finishedMs);
      await this.store.removePending(id);
      this.emit({ id, state: 'finished', recording });
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'retry') return this.retryLater(id, error);
      if (failure === 'signin') return;
      await this.store.removePending(id);
      this.emit({ id, state: 'failed', error: messageOf(error) });
    }
  }
}
