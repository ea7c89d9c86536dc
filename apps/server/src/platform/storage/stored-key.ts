import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/client.ts';
import type { Storage } from './storage.ts';

/**
 * A 32-byte server secret kept beside the stored files at `path`, so every instance that serves
 * them shares it: made once, on first use; instances starting together take turns under `lock`
 * (a lock number of its own per key), so all read the same key.
 */
export function storedKey(
  database: Pick<Database, 'withLock'>,
  storage: Storage,
  path: string,
  lock: number,
): Promise<Buffer> {
  return database.withLock(lock, async () => {
    const stored = await storage.get(path);
    if (stored) {
      const key = Buffer.from((await buffer(stored.stream)).toString('utf8').trim(), 'hex');
      if (key.length >= 32) return key;
    }
    const key = randomBytes(32);
    await storage.put(path, Buffer.from(key.toString('hex')));
    return key;
  });
}

type KeyHolder = { database: Pick<Database, 'withLock'>; storage: Storage };

/**
 * A stored key read once per process and storage: `const keyOf = keptKey(path, lock)`, then
 * `await keyOf(platform)` wherever it is needed. A failed read is tried again next time rather
 * than kept.
 */
export function keptKey(path: string, lock: number): (holder: KeyHolder) => Promise<Buffer> {
  const keys = new WeakMap<Storage, Promise<Buffer>>();
  return ({ database, storage }) => {
    let key = keys.get(storage);
    if (!key) {
      key = storedKey(database, storage, path, lock);
      key.catch(() => keys.delete(storage));
      keys.set(storage, key);
    }
    return key;
  };
}
