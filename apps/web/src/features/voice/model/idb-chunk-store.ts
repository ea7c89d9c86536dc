import type { ChunkStore, PendingRecording, StoredChunk } from './chunk-store.ts';

const DB_NAME = 'inkstone-voice';
const CHUNKS = 'chunks';
const PENDING = 'pending';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    // Chunks are keyed by [recording id, seq], so one range reads a recording's chunks in order.
    db.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'seq'] });
    db.createObjectStore(PENDING, { keyPath: 'id' });
  };
  return promised(request);
}

/** The chunks of every recording of this browser, in IndexedDB (keyed by recording id + seq). */
export function idbChunkStore(): ChunkStore {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (name: string, mode: IDBTransactionMode) => {
    db ??= openDb();
    return (await db).transaction(name, mode).objectStore(name);
  };
  const range = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
  return {
    putChunk: async (chunk) => void (await promised((await store(CHUNKS, 'readwrite')).put(chunk))),
    chunks: async (id) => promised((await store(CHUNKS, 'readonly')).getAll(range(id)) as IDBRequest<StoredChunk[]>),
    removeChunk: async (id, seq) => void (await promised((await store(CHUNKS, 'readwrite')).delete([id, seq]))),
    putPending: async (entry) => void (await promised((await store(PENDING, 'readwrite')).put(entry))),
    pending: async () => promised((await store(PENDING, 'readonly')).getAll() as IDBRequest<PendingRecording[]>),
    removePending: async (id) => {
      await promised((await store(CHUNKS, 'readwrite')).delete(range(id)));
      await promised((await store(PENDING, 'readwrite')).delete(id));
    },
  };
}
