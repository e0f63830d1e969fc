import v8 from "node:v8";
import vm from "node:vm";

/**
 * V8 settings that keep the process small (docs/decisions/0018-v8-memory-settings.md, which has
 * the figures). Set at run time rather than on the command line, so they hold however the server
 * is started; not at all with PERF_PATHS=off.
 *
 * - `--heap-growing-percent=100`: after a full collection the old generation may grow to twice
 *   what survived, not V8's up to 4×. Lower values cost uncached pages speed.
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. Optimising its hot
 *   functions in the background kept more resident (compiler memory and code) for queries no
 *   measurably faster.
 * - `--semi-space-growth-factor=1`: the new space keeps its starting size instead of doubling
 *   under load (`--max-semi-space-size` is read only at start; this factor is read each time V8
 *   would grow it).
 *
 * Run first in server/main.ts, before the server's modules load (loading them grows the new
 * space) and before the database opens (its module is compiled then). Run again each time a
 * render thread starts (render-pool.ts): starting a worker sets V8's flags back to their defaults.
 */
export function limitMemory(): void {
  v8.setFlagsFromString("--heap-growing-percent=100");
  v8.setFlagsFromString("--liftoff-only");
  v8.setFlagsFromString("--semi-space-growth-factor=1");
}

/**
 * One full collection once start-up's garbage is gone: the first one otherwise waits for V8's
 * initial limit, and the growth above only applies from a full collection on. `gc` is exposed to
 * a throwaway context only, and the flag is turned off again.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  v8.setFlagsFromString("--no-expose-gc");
  gc();
}
