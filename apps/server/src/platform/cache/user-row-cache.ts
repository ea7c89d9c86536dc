import type { Db } from '../db/client.ts';
import type { PubSub } from '../realtime/pubsub.ts';
import { FreshEntries, tellQuietly } from './fresh-entries.ts';

/**
 * How long a user's row is trusted without asking the database again. Short on purpose, as for
 * sessions (session-cache.ts): it bounds what this instance can miss when another instance's
 * notice of a change never arrives (Redis down at that moment) or a row is changed by hand in SQL.
 */
export const USER_ROW_CACHE_MS = 5_000;

/**
 * One small per-user row read on a hot path (the chat's custom instructions, the default model),
 * kept for a few seconds: on PGlite each query runs in the server's own thread, and this one
 * stood between a question and its upstream call (issue #11).
 *
 * Correctness rules (beside those of every FreshEntries: lifetime, epoch, frozen values):
 * - Every write of the row calls `forget` once the database write is done and before the
 *   writer's caller gets its answer, so the writer's own next read sees the new row.
 * - Across instances, the change goes out on the pub/sub and the others forget the same entry
 *   when they hear it; a lost notice leaves the old row at most USER_ROW_CACHE_MS.
 */
export class UserRowCache<T> {
  private readonly entries = new FreshEntries<number, T>(USER_ROW_CACHE_MS);

  constructor(
    private readonly now: () => number,
    private readonly tell: (userId: number) => Promise<void>,
  ) {}

  /** The user's row from here when fresh, else from `load` (stored unless a change came meanwhile). */
  async read(userId: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(userId, this.now());
    if (hit) return hit.value;
    const startedAt = this.entries.begin();
    const value = await load();
    this.entries.store(userId, startedAt, value, this.now());
    return value;
  }

  /** Forgets a user's row here and, when shared, on every other instance. Call after each write. */
  async forget(userId: number): Promise<void> {
    this.drop(userId);
    await tellQuietly(() => this.tell(userId));
  }

  /** A change heard from elsewhere; null (a message we cannot read) forgets everything. */
  drop(userId: number | null): void {
    if (userId === null) this.entries.forgetAll();
    else this.entries.forget(userId);
  }
}

type Registry = { caches: Map<string, UserRowCache<unknown>>; publish: ((message: string) => Promise<void>) | null };

/** The caches of one database handle, by name: the rows they hold are that database's. */
const registries = new WeakMap<Db, Registry>();

function registryOf(db: Db): Registry {
  let registry = registries.get(db);
  if (!registry) registries.set(db, (registry = { caches: new Map(), publish: null }));
  return registry;
}

/** The cache named `name` (one per kind of row) for this database. */
export function userRowCache<T>(db: Db, name: string): UserRowCache<T> {
  const registry = registryOf(db);
  let cache = registry.caches.get(name) as UserRowCache<T> | undefined;
  if (!cache) {
    cache = new UserRowCache<T>(Date.now, async (user) => {
      await registry.publish?.(JSON.stringify({ cache: name, user }));
    });
    registry.caches.set(name, cache as UserRowCache<unknown>);
  }
  return cache;
}

/**
 * Shares the row changes between the instances of one deployment over the pub/sub;
 * `namespace` keeps deployments (or test runs) sharing one Redis apart.
 */
export async function shareUserRowChanges(db: Db, pubsub: PubSub, namespace: string): Promise<void> {
  const registry = registryOf(db);
  const channel = `${namespace}user-rows`;
  await pubsub.subscribe(channel, (heard, message) => {
    if (heard !== channel) return;
    const change = parseChange(message);
    if (!change) for (const cache of registry.caches.values()) cache.drop(null);
    else registry.caches.get(change.cache)?.drop(change.user);
  });
  registry.publish = (message) => pubsub.publish(channel, message);
}

function parseChange(message: string): { cache: string; user: number } | null {
  try {
    const change = JSON.parse(message) as { cache?: unknown; user?: unknown };
    if (typeof change.cache === 'string' && typeof change.user === 'number')
      return { cache: change.cache, user: change.user };
  } catch {
    // fall through
  }
  return null;
}
