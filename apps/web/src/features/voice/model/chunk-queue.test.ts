import type { Recording } from '@inkstone/contract/voice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/errors.ts';
import { ChunkQueue, type ChunkTransport, type QueueEvent } from './chunk-queue.ts';
import { memoryChunkStore, type ChunkStore } from './chunk-store.ts';

const blob = (text: string) => new Blob([text], { type: 'audio/webm' });

/** A server that stores chunks as recordChunk does: a seq again is ignored, `received` counts from 0. */
function fakeServer() {
  const stored = new Map<number, string>();
  const sends: number[] = [];
  const failures: Array<() => Error> = [];
  const finishes: Array<{ id: string; durationMs: number }> = [];
  const transport: ChunkTransport = {
    sendChunk: async (_id, seq, chunk) => {
      sends.push(seq);
      const failure = failures.shift();
      if (failure) throw failure();
      stored.set(seq, await chunk.text());
      let received = 0;
      while (stored.has(received)) received += 1;
      return { received };
    },
    finish: async (id, durationMs) => {
      finishes.push({ id, durationMs });
      return { id, title: 'Recording' } as Recording;
    },
  };
  return { stored, sends, failures, finishes, transport };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await settle();
  expect(check()).toBe(true);
}

afterEach(() => vi.useRealTimers());

describe('the chunk queue', () => {
  it('sends every chunk once, in seq order, then finishes with the measured length', async () => {
    const server = fakeServer();
    const events: QueueEvent[] = [];
    const queue = new ChunkQueue(memoryChunkStore(), server.transport, { onEvent: (event) => events.push(event) });
    await queue.begin('r1', 'audio/webm');
    await Promise.all([queue.add('r1', 0, blob('a')), queue.add('r1', 1, blob('b')), queue.add('r1', 2, blob('c'))]);
    await queue.finish('r1', 6_100);
    await until(() => server.finishes.length === 1);
    expect([...server.stored.entries()]).toEqual([
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(server.sends).toEqual([0, 1, 2]);
    expect(server.finishes).toEqual([{ id: 'r1', durationMs: 6_100 }]);
    expect(events.at(-1)).toMatchObject({ id: 'r1', state: 'finished' });
  });

  it('keeps a chunk whose send failed and tries it again after the backoff, before any later chunk', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const store = memoryChunkStore();
    const events: QueueEvent[] = [];
    const queue = new ChunkQueue(store, server.transport, {
      backoffMs: (attempt) => attempt * 1_000,
      onEvent: (event) => events.push(event),
    });
    await queue.begin('r1', 'audio/webm');
    server.failures.push(
      () => new ApiError('network', 'offline'),
      () => new ApiError('envelope', 'busy', 503),
    );
    await queue.add('r1', 0, blob('a'));
    await queue.add('r1', 1, blob('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sends).toEqual([0]);
    expect(events.at(-1)).toMatchObject({ state: 'retrying', waiting: 2 });
    expect((await store.chunks('r1')).map((chunk) => chunk.seq)).toEqual([0, 1]);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.sends).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1); // the first retry, refused with 503: the second waits 2 s
    expect(server.sends).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.sends).toEqual([0, 0, 0, 1]);
    expect(await store.chunks('r1')).toEqual([]);
  });

  it('goes on at once when the browser is back online, without waiting out the backoff', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const queue = new ChunkQueue(memoryChunkStore(), server.transport, { backoffMs: () => 60_000 });
    await queue.begin('r1', 'audio/webm');
    server.failures.push(() => new ApiError('network', 'offline'));
    await queue.add('r1', 0, blob('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored.size).toBe(0);
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored.get(0)).toBe('a');
  });

  it('after a reload, a new queue over the same store sends what was left and finishes the recording', async () => {
    const store: ChunkStore = memoryChunkStore();
    const server = fakeServer();
    // The first page: two chunks sent, the third kept when the connection dropped, then the tab closed.
    const first = new ChunkQueue(store, server.transport, { backoffMs: () => 60_000 });
    await first.begin('r1', 'audio/webm');
    await first.add('r1', 0, blob('a'));
    await first.add('r1', 1, blob('b'));
    await until(() => server.stored.size === 2);
    server.failures.push(() => new ApiError('network', 'offline'));
    await first.add('r1', 2, blob('c'));
    await first.finish('r1', 5_000);
    await until(() => server.sends.length === 3);
    first.dispose();
    expect((await store.chunks('r1')).map((chunk) => chunk.seq)).toEqual([2]);

    // The page loaded again.
    const second = new ChunkQueue(store, server.transport);
    expect(await second.resumeAll()).toEqual(['r1']);
    await until(() => server.finishes.length === 1);
    expect(server.stored.get(2)).toBe('c');
    expect(server.finishes).toEqual([{ id: 'r1', durationMs: 5_000 }]);
    expect(await store.pending()).toEqual([]);
  });

  it('a recording cut off by a closed tab is sent and finished when the page is opened again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const store = memoryChunkStore();
    const server = fakeServer();
    const first = new ChunkQueue(store, server.transport, { backoffMs: () => 60_000 });
    await first.begin('r1', 'audio/webm');
    server.failures.push(() => new ApiError('network', 'offline'));
    await first.add('r1', 0, blob('a'));
    vi.setSystemTime(1_008_000);
    await first.add('r1', 1, blob('b'));
    await until(() => server.sends.length === 1);
    first.dispose(); // the tab closed while recording: no finish was asked

    const second = new ChunkQueue(store, server.transport);
    await second.resumeAll();
    await until(() => server.finishes.length === 1);
    expect([...server.stored.values()]).toEqual(['a', 'b']);
    expect(server.finishes).toEqual([{ id: 'r1', durationMs: 8_000 }]);
  });

  it('a recording still being made in this page is not finished by a resume (a sign-in, say)', async () => {
    const server = fakeServer();
    const queue = new ChunkQueue(memoryChunkStore(), server.transport);
    await queue.begin('r1', 'audio/webm');
    await queue.add('r1', 0, blob('a'));
    await queue.resumeAll();
    await until(() => server.stored.size === 1);
    await settle();
    expect(server.finishes).toEqual([]);
  });

  it('a chunk the server refuses is dropped (it would be refused again) and the rest still goes', async () => {
    const server = fakeServer();
    const queue = new ChunkQueue(memoryChunkStore(), server.transport);
    await queue.begin('r1', 'audio/webm');
    server.failures.push(() => new ApiError('envelope', 'too large', 400));
    await queue.add('r1', 0, blob('a'));
    await queue.add('r1', 1, blob('b'));
    await queue.finish('r1', 4_000);
    await until(() => server.finishes.length === 1);
    expect(server.sends).toEqual([0, 1]);
    expect(server.stored.has(0)).toBe(false);
  });

  it('signed out, the chunks wait in the store for the next sign-in', async () => {
    const server = fakeServer();
    const store = memoryChunkStore();
    const queue = new ChunkQueue(store, server.transport, { backoffMs: () => 1 });
    await queue.begin('r1', 'audio/webm');
    server.failures.push(() => new ApiError('envelope', 'sign in', 401));
    await queue.add('r1', 0, blob('a'));
    await until(() => server.sends.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sends).toEqual([0]);
    expect((await store.chunks('r1')).length).toBe(1);
    await queue.resumeAll();
    await until(() => server.stored.get(0) === 'a');
  });
});
