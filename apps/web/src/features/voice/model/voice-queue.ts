import { chunkTransport } from '../api/record-calls.ts';
import { ChunkQueue, type QueueEvent } from './chunk-queue.ts';
import { memoryChunkStore } from './chunk-store.ts';
import { idbChunkStore } from './idb-chunk-store.ts';

const listeners = new Set<(event: QueueEvent) => void>();
let queue: ChunkQueue | null = null;

/**
 * The page's one upload queue for browser recordings (over IndexedDB where the browser has it),
 * made on first use so nothing of it runs until a voice page opens.
 */
export function voiceQueue(): ChunkQueue {
  queue ??= new ChunkQueue(typeof indexedDB === 'undefined' ? memoryChunkStore() : idbChunkStore(), chunkTransport, {
    onEvent: (event) => {
      for (const listener of listeners) listener(event);
    },
  });
  return queue;
}

export function onQueueEvent(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
