/**
 * A map that keeps the `limit` most recently used entries (a Map iterates in insertion order,
 * so re-inserting on read makes the first key the least recently used).
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  clear(): void {
    this.#entries.clear();
  }
}
