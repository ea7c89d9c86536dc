/** Enough for every user active within a cache's lifetime on one instance; the oldest go first past it. */
const MAX_ENTRIES = 10_000;

type Entry<V> = { readonly value: V; readonly storedAt: number; readonly until: number };

/**
 * Rows read from the database moments ago, kept in memory (the session cache and the user-row
 * cache are both this). The rules they share:
 * - An entry is used only while younger than `lifetimeMs` and before its own `until` (a
 *   session's expiry); a clock set back does not stretch its life.
 * - Every change bumps the epoch: a read that began (`begin`) before one stores nothing, so a
 *   row read just before a write cannot outlive it.
 * - Values are frozen: one object is shared by every request that asks.
 */
export class FreshEntries<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private epoch = 0;

  constructor(private readonly lifetimeMs: number) {}

  /** The entry of `key` while it is fresh (its `value` may itself be null), else undefined. */
  get(key: K, now: number): { readonly value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.lifetimeMs || now < entry.storedAt || entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Call before asking the database; hand the answer to `store` with it. */
  begin(): number {
    return this.epoch;
  }

  store(key: K, startedAt: number, value: V, now: number, until = Number.POSITIVE_INFINITY): void {
    if (startedAt !== this.epoch) return; // something changed while the database was asked
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value: freeze(value), storedAt: now, until });
  }

  forget(key: K): void {
    this.epoch++;
    this.entries.delete(key);
  }

  forgetWhere(test: (value: V) => boolean): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  /** For a change notice that cannot be read: forgetting everything is always safe. */
  forgetAll(): void {
    this.epoch++;
    this.entries.clear();
  }
}

function freeze<T>(value: T): T {
  return value !== null && typeof value === 'object' ? Object.freeze(value) : value;
}

/**
 * Sends a change notice to the other instances. A notice that cannot be sent is let go: the
 * change is in the database and forgotten here, and the others' entries lapse within their
 * lifetime — failing the user's save or logout over it would help nobody.
 */
export async function tellQuietly(send: (() => Promise<void>) | undefined): Promise<void> {
  try {
    await send?.();
  } catch {
    // See above.
  }
}
