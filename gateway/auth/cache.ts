/**
 * A small time-bounded cache with in-flight sharing: concurrent misses for one key make one lookup.
 * Entries live `ttlMs` (0 disables caching, every `get` looks up); the oldest entries go first when
 * `maxEntries` is reached, so a flood of distinct keys cannot grow it without bound.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    /** Default 10000. */
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { at: now, value });
      // A failed lookup is not an answer: forget it so the next request asks again.
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
