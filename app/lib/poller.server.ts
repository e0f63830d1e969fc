export type Poller = {
  /** Runs the work now, or joins the run under way. */
  kick: () => Promise<void>;
  /** Runs until the work under way, if any, and one started now have ended (tests). */
  drain: () => Promise<void>;
  stopped: () => boolean;
  /** No more runs; waits for the one under way. */
  stop: () => Promise<void>;
};

/**
 * A background job of this process: `work` every pollMs (±10 %) and a few seconds after start
 * (spread, so that several processes starting together do not all run it at once), never two
 * runs at a time. A failure is logged and the next poll tries again.
 */
export function startPoller(work: () => Promise<void>, options: { pollMs: number; label: string }): Poller {
  let stopped = false;
  let running: Promise<void> | undefined;
  const kick = () => {
    if (stopped) return running ?? Promise.resolve();
    running ??= work()
      .catch((error) => console.error(`${options.label} failed:`, error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void kick(), 2_000 + Math.random() * 3_000);
  first.unref();
  const timer = setInterval(() => void kick(), options.pollMs * (0.9 + Math.random() * 0.2));
  timer.unref();
  return {
    kick,
    drain: async () => {
      await kick();
      while (running) await running;
    },
    stopped: () => stopped,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
