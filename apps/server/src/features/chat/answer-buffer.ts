import type { StreamFrame } from '@inkstone/contract/chat';
import type { Platform } from '../../platform/platform.ts';
import { memoryFrameLog, type FrameLog, type FrameWriter } from '../../platform/streams/frame-log.ts';
import { redisFrameLog } from '../../platform/streams/redis-frame-log.ts';
import { keptText } from './kept-frame.ts';
import { perInstance } from './per-instance.ts';

type Instance = Pick<Platform, 'realtime' | 'redis' | 'config'>;

/** One log per instance: Redis's when there is one. */
export const frameLogOf = perInstance<FrameLog, Instance>(({ redis, config }) =>
  redis ? redisFrameLog(redis, `${config.REDIS_PREFIX}chat:`) : memoryFrameLog(),
);

/** Clients choose msgIds, so two users may share one: the owner is part of the key. */
export const answerKey = (userId: number, msgId: string) => `${userId}:${msgId}`;

/** Writes a frame; `data` is its JSON, made once for the log and the socket. */
type Write = (frame: StreamFrame, data: string) => void | Promise<void>;

/**
 * Wraps a chat stream's writer so each frame of the answer is also logged, numbered from its
 * start frame (seq 1), for sseResume. A frame is logged before it is written, so whatever a
 * reader saw can be replayed. Frames before the start (there are none today) are not resumable.
 */
export function bufferedWriter(instance: Instance, userId: number, write: Write) {
  const log = frameLogOf(instance);
  let key: string | null = null;
  let writer: FrameWriter | null = null;
  let seq = 0;
  return {
    write(frame: StreamFrame) {
      if (frame.code === 200 && frame.data.type === 'start') {
        key = answerKey(userId, frame.data.msgId);
        seq = 0;
        writer = log.open(key);
      }
      const data = JSON.stringify(frame);
      writer?.append({ seq: ++seq, text: keptText(frame, data), end: frame.end });
      return write(frame, data);
    },
    /** The answer's key once its start frame was written. */
    get key() {
      return key;
    },
  };
}
