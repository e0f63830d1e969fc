import { LRUCache } from "lru-cache";

import type { Entry } from "./entry";

/** Public pages also show the visit counter, which guests' visits change without dropping the cache. */
export const HTML_CACHE_TTL_MS = 30_000;
export const HTML_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rendered public pages, compressed once, kept per process (least recently used first out,
 * bounded in bytes, each for at most the TTL). clear() also discards renders that started
 * before it, so a page read from the database before a write can never be stored after that
 * write dropped the cache.
 */
export class HtmlCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Promise<Entry | null>>();
  private generation = 0;

  constructor(maxBytes = HTML_CACHE_MAX_BYTES, ttlMs = HTML_CACHE_TTL_MS) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes, ttl: ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  clear(): void {
    this.entries.clear();
    this.flights.clear();
    this.generation++;
  }

  /**
   * Produces once for all concurrent requests of a key (single flight) and stores the result
   * unless the cache was cleared meanwhile; null when the answer is not to be cached.
   */
  fill(key: string, produce: () => Promise<Entry | null>): { promise: Promise<Entry | null>; joined: boolean } {
    const pending = this.flights.get(key);
    if (pending) return { promise: pending, joined: true };
    const generation = this.generation;
    const promise = produce()
      .then((entry) => {
        if (entry && generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.flights.get(key) === promise) this.flights.delete(key);
      });
    this.flights.set(key, promise);
    return { promise, joined: false };
  }
}
