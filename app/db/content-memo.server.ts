/**
 * Public content (business details, rooms, prices, settings, published reviews) changes only
 * through the owner's writes, which every process learns of through the content version
 * (server/content-changes.ts). Between two changes a process reads each of these once,
 * instead of once per page render: an uncached page costs no database round trips for what
 * it read a moment ago (docs/decisions/0017-content-read-once-per-version.md).
 *
 * Off until the server turns it on (main.ts), so code that writes to the database directly,
 * such as tests, reads what it wrote.
 */
let generation = 0;
let enabled = false;

export function enableContentMemo(on = true): void {
  enabled = on;
  generation++;
}

/** The content changed (a write here, or another process's seen in the version): read everything again. */
export function contentChanged(): void {
  generation++;
}

type Key = string | number | boolean | undefined;

const MAX_KEPT = 256;

/**
 * `read`, remembered per arguments until the next content change. A read that started before a
 * change is never kept past it; a failed read is not kept. Callers share the value: never mutate it.
 */
export function memoContent<A extends Key[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const kept = new Map<string, { generation: number; value: Promise<R> }>();
  return (...args) => {
    if (!enabled) return read(...args);
    const key = args.join("\u0000");
    const hit = kept.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const value = read(...args);
    // Arguments may come from a request (a room's slug): the remembered ones stay few.
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { generation, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

/**
 * `read`, its value kept for `ms` while the memo is on (a figure that changes with every visit, so
 * no content change marks it stale); `forget` drops it at once, after this process's own write.
 * A burst of page renders then costs one database read per `ms`, not one each.
 */
export function memoBriefly<R>(ms: number, read: () => Promise<R>): { get: () => Promise<R>; forget: () => void } {
  let kept: { until: number; value: Promise<R> } | undefined;
  return {
    get: () => {
      if (!enabled) return read();
      const now = performance.now();
      if (kept && now < kept.until) return kept.value;
      const value = read();
      const entry = { until: now + ms, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return value;
    },
    forget: () => {
      kept = undefined;
    },
  };
}
