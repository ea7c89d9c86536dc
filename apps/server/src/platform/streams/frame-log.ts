/** One frame of a buffered stream: its place (1 is the first), its JSON text, whether it ends the stream. */
export type LoggedFrame = { seq: number; text: string; end: boolean };

/**
 * The frames of streams still being written or just finished, so a reader that lost its
 * connection can pick up where it was (resumable chat answers). In memory on one instance;
 * in Redis Streams when several instances share the work (redis-frame-log.ts).
 */
export interface FrameLog {
  /**
   * Starts a new log under `key`, which readers follow from now on: an answer regenerated, or a
   * second question asked, under the same id replaces the older one for readers, and the older
   * writer's later frames stay in its own log (two answers are never mixed).
   */
  open(key: string): FrameWriter;
  has(key: string): Promise<boolean>;
  /**
   * The frames after `after`, then the live ones as they come, until the end frame, the signal,
   * or the log going away. The oldest frames of a very long stream may have been trimmed, so the
   * first frame's seq can be past `after + 1`; the caller checks.
   */
  follow(key: string, after: number, signal: AbortSignal): AsyncIterable<LoggedFrame>;
}

/** One stream's writer. Best effort: a stream never fails because its log could not be written. */
export interface FrameWriter {
  append(frame: LoggedFrame): void;
}

/**
 * Bounds: a log keeps its newest `maxFrames`, lives `liveTtlMs` at most while written (a writer
 * killed mid-stream never sends its end) and `doneTtlMs` once ended.
 */
export const FRAME_LOG_LIMITS = { maxFrames: 20_000, liveTtlMs: 60 * 60_000, doneTtlMs: 5 * 60_000 };
export type FrameLogLimits = typeof FRAME_LOG_LIMITS;

/**
 * One stream's log. Only the frames' texts are kept: a long answer logs a frame per token, and an
 * object per frame beside its text was a third of what each open stream held. The writer numbers
 * its frames one after another (bufferedWriter), so a frame's seq is `firstSeq` plus its place,
 * and only the last frame of an ended log is its end.
 */
type Entry = {
  texts: string[];
  firstSeq: number;
  ended: boolean;
  wake: Set<() => void>;
  expiry: NodeJS.Timeout | null;
};

/** The embedded default: one instance's logs in its own memory. */
export function memoryFrameLog(limits: FrameLogLimits = FRAME_LOG_LIMITS): FrameLog {
  const logs = new Map<string, Entry>();
  const wakeAll = (entry: Entry) => {
    const waiting = [...entry.wake];
    entry.wake.clear();
    for (const wake of waiting) wake();
  };
  // Only the entry the timer was set for: a newer log under the same key stays.
  const expire = (key: string, entry: Entry, ms: number) => {
    if (entry.expiry) clearTimeout(entry.expiry);
    entry.expiry = setTimeout(() => {
      if (logs.get(key) === entry) logs.delete(key);
      wakeAll(entry);
    }, ms);
    entry.expiry.unref();
  };
  return {
    open(key) {
      const old = logs.get(key);
      if (old?.expiry) clearTimeout(old.expiry);
      const entry: Entry = { texts: [], firstSeq: 1, ended: false, wake: new Set(), expiry: null };
      logs.set(key, entry);
      if (old) wakeAll(old);
      expire(key, entry, limits.liveTtlMs);
      return {
        append(frame) {
          // Replaced under its key: nobody can follow this log any more.
          if (entry.ended || logs.get(key) !== entry) return;
          if (entry.texts.length === 0) entry.firstSeq = frame.seq;
          entry.texts.push(frame.text);
          if (entry.texts.length > limits.maxFrames) {
            entry.texts.shift();
            entry.firstSeq += 1;
          }
          if (frame.end) {
            entry.ended = true;
            expire(key, entry, limits.doneTtlMs);
          }
          wakeAll(entry);
        },
      };
    },
    async has(key) {
      return logs.has(key);
    },
    async *follow(key, after, signal) {
      const entry = logs.get(key);
      let last = after;
      while (entry && logs.get(key) === entry && !signal.aborted) {
        // Seqs are consecutive, so the next frame's index follows from the first one kept.
        for (let index = Math.max(0, last + 1 - entry.firstSeq); index < entry.texts.length; index++) {
          const end = entry.ended && index === entry.texts.length - 1;
          yield { seq: entry.firstSeq + index, text: entry.texts[index]!, end };
          last = entry.firstSeq + index;
          if (end) return;
        }
        if (entry.ended) return;
        await new Promise<void>((resolve) => {
          const done = () => {
            signal.removeEventListener('abort', done);
            entry.wake.delete(done);
            resolve();
          };
          entry.wake.add(done);
          signal.addEventListener('abort', done, { once: true });
        });
      }
    },
  };
}
