import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryFrameLog, type FrameLog, type LoggedFrame } from './frame-log.ts';
import { redisFrameLog } from './redis-frame-log.ts';

/**
 * The frame log under the answers' resume, in memory and (when the suite has one) in Redis. A
 * client chooses its msgIds and may send two questions under one; each answer's frames stay its
 * own, and a reader follows the newest.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : null;
afterAll(() => redis?.disconnect());

const logs: [string, () => FrameLog][] = [['memory', () => memoryFrameLog()]];
if (redis) logs.push(['Redis', () => redisFrameLog(redis, `test:${randomUUID()}:`)]);

const frame = (seq: number, text: string, end = false): LoggedFrame => ({ seq, text, end });

async function readAll(log: FrameLog, key: string, after = 0): Promise<string[]> {
  const texts: string[] = [];
  for await (const { text } of log.follow(key, after, AbortSignal.timeout(10_000))) texts.push(text);
  return texts;
}

describe.each(logs)('the frame log in %s', (_name, make) => {
  it('replays a finished stream after any place, and the live frames as they come', async () => {
    const log = make();
    const writer = log.open('u1:a');
    writer.append(frame(1, 'start'));
    writer.append(frame(2, 'text'));
    const reading = readAll(log, 'u1:a', 1);
    writer.append(frame(3, 'done', true));
    expect(await reading).toEqual(['text', 'done']);
    expect(await readAll(log, 'u1:a')).toEqual(['start', 'text', 'done']);
    expect(await log.has('u1:a')).toBe(true);
    expect(await log.has('u1:b')).toBe(false);
  });

  it('keeps two answers under one key apart: the newer is followed, the older one’s late frames stay out', async () => {
    const log = make();
    const first = log.open('u1:same');
    first.append(frame(1, 'first start'));
    const second = log.open('u1:same');
    second.append(frame(1, 'second start'));
    first.append(frame(2, 'first text'));
    first.append(frame(3, 'first done', true));
    second.append(frame(2, 'second text'));
    second.append(frame(3, 'second done', true));
    expect(await readAll(log, 'u1:same')).toEqual(['second start', 'second text', 'second done']);
  });
});

describe('the frame log in memory, past its frame limit', () => {
  it('drops the oldest frames and keeps every later frame under its own seq', async () => {
    const log = memoryFrameLog({ maxFrames: 3, liveTtlMs: 60_000, doneTtlMs: 60_000 });
    const writer = log.open('u1:long');
    for (let seq = 1; seq <= 4; seq++) writer.append(frame(seq, `t${seq}`));
    writer.append(frame(5, 't5', true));
    const seen: LoggedFrame[] = [];
    for await (const logged of log.follow('u1:long', 0, AbortSignal.timeout(10_000))) seen.push(logged);
    expect(seen).toEqual([frame(3, 't3'), frame(4, 't4'), frame(5, 't5', true)]);
    expect(await readAll(log, 'u1:long', 3)).toEqual(['t4', 't5']);
    expect(await readAll(log, 'u1:long', 5)).toEqual([]);
  });
});
