import v8 from "node:v8";
import vm from "node:vm";

/**
 * V8 settings that keep the process small (issue 13, point 2; docs/decisions/0018-v8-memory-settings.md).
 * Set at run time rather than on the command line, so they hold however the server is started.
 *
 * - `--heap-growing-percent=100`: after a full collection the old generation may grow to twice
 *   what survived. V8's own factor goes up to 4×: under API load the heap reached 145 MB, of
 *   which 28 MB was alive. 50 % gave a lower peak but cost uncached pages 14 % of their speed;
 *   100 % costs nothing measurable.
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. Optimising its hot
 *   functions in the background kept 35–70 MB more resident (compiler memory and code), and the
 *   site's queries took no measurable time more without it (docs/benchmarks.md).
 * - `--semi-space-growth-factor=1`: the new space keeps its starting size instead of doubling up
 *   to 2 × 16 MB under load (`--max-semi-space-size` is read only at start; this factor is read
 *   each time V8 would grow it). Idle 236 → 215 MB, load peak 312 → 282 MB, with no row's
 *   throughput outside its run-to-run noise.
 *
 * Run first in server/main.ts, before the server's modules load (loading them grew the new space
 * to 16 MB) and before the database opens (its module is compiled then). Run again each time a
 * render thread starts (render-pool.ts): starting a worker sets V8's flags back to their defaults.
 */
export function limitMemory(): void {
  v8.setFlagsFromString("--heap-growing-percent=100");
  v8.setFlagsFromString("--liftoff-only");
  v8.setFlagsFromString("--semi-space-growth-factor=1");
}

/**
 * One full collection once start-up's garbage is gone: the first one otherwise waits for V8's
 * initial limit (~130 MB), and the growth above only applies from a full collection on. `gc` is
 * exposed to a throwaway context only, and the flag is turned off again.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  v8.setFlagsFromString("--no-expose-gc");
  gc();
}
