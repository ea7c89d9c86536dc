/**
 * Where a browser recording's chunks wait until the server has them: IndexedDB, so a lost
 * connection, a closed tab or a reload loses nothing that MediaRecorder handed over. The queue
 * (chunk-queue.ts) works over this interface, so tests hand it the in-memory store.
 */
export type StoredChunk = { recordingId: string; seq: number; blob: Blob };

/**
 * A recording whose upload is not over. `finishedMs` is set once recording stopped: when every
 * chunk is sent the queue calls `recordFinish` with it. `local` marks a signed-out trial kept
 * only in the browser (no server id yet).
 */
export type PendingRecording = {
  id: string;
  mimeType: string;
  createdAt: number;
  finishedMs: number | null;
  /** When its last chunk arrived: how long a recording cut off by a reload or a closed tab ran. */
  lastChunkAt?: number;
  local?: boolean;
};

export interface ChunkStore {
  putChunk(chunk: StoredChunk): Promise<void>;
  /** The recording's chunks, seq ascending. */
  chunks(recordingId: string): Promise<StoredChunk[]>;
  removeChunk(recordingId: string, seq: number): Promise<void>;
  putPending(pending: PendingRecording): Promise<void>;
  pending(): Promise<PendingRecording[]>;
  /** Forgets the recording and any chunk of it still kept. */
  removePending(id: string): Promise<void>;
}

/** The store for tests and for browsers without IndexedDB (private modes of some): lives as long as the page. */
export function memoryChunkStore(): ChunkStore {
  const chunks = new Map<string, StoredChunk>();
  const pending = new Map<string, PendingRecording>();
  const key = (id: string, seq: number) => `${id}\u0000${String(seq).padStart(8, '0')}`;
  return {
    putChunk: async (chunk) => void chunks.set(key(chunk.recordingId, chunk.seq), chunk),
    chunks: async (id) =>
      [...chunks.values()].filter((chunk) => chunk.recordingId === id).sort((a, b) => a.seq - b.seq),
    removeChunk: async (id, seq) => void chunks.delete(key(id, seq)),
    putPending: async (entry) => void pending.set(entry.id, { ...entry }),
    pending: async () => [...pending.values()].map((entry) => ({ ...entry })),
    removePending: async (id) => {
      pending.delete(id);
      for (const [k, chunk] of chunks) if (chunk.recordingId === id) chunks.delete(k);
    },
  };
}
