import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { FRAME_LOG_LIMITS, type FrameLog, type FrameLogLimits, type LoggedFrame } from './frame-log.ts';

/** How long one blocking read waits before checking that its log still exists. */
const BLOCK_MS = 5_000;

/**
 * Logs in Redis Streams, shared by every instance: a frame's stream id is `<seq>-0`, so a reader
 * asks for "after seq N" directly (XREAD BLOCK), on whichever instance it landed. Writes go
 * through the shared connection, whose commands Redis runs in the order sent; each reader
 * blocks on a connection of its own.
 */
export function redisFrameLog(redis: Redis, prefix: string, limits: FrameLogLimits = FRAME_LOG_LIMITS): FrameLog {
  // Each writer has a stream of its own; `key` points at the newest, which readers follow.
  const pointerOf = (key: string) => `${prefix}frames-of:${key}`;
  const streamOf = async (key: string) => redis.get(pointerOf(key));
  // A lost write costs a resume its frames, never the stream its answer.
  const quietly = (command: Promise<unknown>) => void command.catch(() => {});
  return {
    open(key) {
      const stream = `${prefix}frames:${key}:${randomUUID()}`;
      // The pointer lives as long as a stream may be written; once its stream expired it points at nothing.
      quietly(redis.set(pointerOf(key), stream, 'PX', limits.liveTtlMs));
      return {
        append(frame) {
          const fields = ['f', frame.text, 'e', frame.end ? '1' : '0'];
          quietly(redis.xadd(stream, 'MAXLEN', '~', limits.maxFrames, `${frame.seq}-0`, ...fields));
          if (frame.seq === 1) quietly(redis.pexpire(stream, limits.liveTtlMs));
          if (frame.end) quietly(redis.pexpire(stream, limits.doneTtlMs));
        },
      };
    },
    async has(key) {
      const stream = await streamOf(key);
      return stream !== null && (await redis.exists(stream)) === 1;
    },
    async *follow(key, after, signal) {
      const stream = await streamOf(key);
      if (!stream) return;
      const reader = redis.duplicate();
      const stop = () => reader.disconnect();
      signal.addEventListener('abort', stop, { once: true });
      try {
        let last = `${after}-0`;
        while (!signal.aborted) {
          const answer = await reader.xread('COUNT', 500, 'BLOCK', BLOCK_MS, 'STREAMS', stream, last);
          if (!answer) {
            if (!(await reader.exists(stream))) return;
            continue;
          }
          for (const [id, fields] of answer[0]?.[1] ?? []) {
            const frame = frameOf(id, fields);
            yield frame;
            last = id;
            if (frame.end) return;
          }
        }
      } catch (error) {
        if (!signal.aborted) throw error; // the disconnect above ends a read the reader left
      } finally {
        signal.removeEventListener('abort', stop);
        reader.disconnect();
      }
    },
  };
}

function frameOf(id: string, fields: string[]): LoggedFrame {
  const field = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
  return { seq: Number.parseInt(id, 10), text: field('f'), end: field('e') === '1' };
}
