import { HttpError } from "./http-error";

/**
 * A per-process limit on cheap reads (a search as the guest types): at most `max` requests per
 * client address in each window. Kept in memory, never written: a read must not cost a write.
 */
export function memoryRateLimit(options: { max: number; windowMs: number }): (key: string, now?: number) => void {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (key, now = Date.now()) => {
    // A fixed window: the whole map is dropped at its end, so it never grows past one window's addresses.
    if (now - windowStart >= options.windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > options.max) throw new HttpError(429, "too_many_requests", "errors.tooManyWrites");
  };
}
