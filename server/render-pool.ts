import { Worker } from "node:worker_threads";

import type { DocumentRenderer, RenderedDocument, RenderJob } from "~/lib/render-job.server";

import { limitMemory } from "./memory";
import type { RenderReply, RenderRequest } from "./render-worker";

/**
 * Documents handed to a thread at once; more are rendered on the server's thread. Deep enough
 * that the thread has the next one while the server's busy thread has not yet taken the last
 * one's answer (a shallow queue left the thread idle most of the time: decision 0019).
 */
const QUEUE_PER_THREAD = 8;
/** After a thread dies, how long before another is started (a thread failing at start-up does not loop). */
const RESTART_AFTER_MS = 5_000;
/**
 * Pages rendered in one second that make the site busy and start the threads: a crawler or a
 * burst of guests without the page cache, never the cache's occasional refill or one visitor.
 */
const BUSY_PAGES_PER_SECOND = 20;
/** The threads stop when the site has not been busy for this long, and give their memory back. */
const IDLE_STOP_MS = 30_000;
/**
 * A thread's young generation, in MB: V8's own size gave a higher peak under uncached load, and
 * a smaller one let more of each render outlive a collection (decision 0019).
 */
const YOUNG_GENERATION_MB = 6;

/**
 * Render threads (docs/decisions/0019-render-threads.md; PERF_PATHS=off starts none). A page's loaders run
 * on the server's thread, which owns the database (PGlite cannot be shared) and the caches;
 * React's render and the page's compression, most of an uncached page's time, run on a render
 * thread, on another core. The threads start when the site renders many pages a second (the page
 * cache otherwise answers nearly everything) and stop when idle, so a quiet server keeps their
 * memory. Each takes a bounded queue: when all are full, or while none runs, the server's thread
 * renders the page itself, so no page waits on a thread. A thread that dies fails its documents
 * over to the server's thread.
 */
export class RenderPool implements DocumentRenderer {
  private readonly threads: Thread[] = [];
  private closed = false;
  private second = 0;
  private pagesThisSecond = 0;
  /** When the site was last busy (BUSY_PAGES_PER_SECOND). */
  private busyAt = 0;

  constructor(file: string, size: number) {
    for (let i = 0; i < size; i++) this.threads.push(new Thread(file, () => this.busyAt));
  }

  /** Called once for each page about to be rendered. */
  hasRoom(): boolean {
    if (this.closed) return false;
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.pagesThisSecond = 0;
    }
    if (++this.pagesThisSecond >= BUSY_PAGES_PER_SECOND) {
      this.busyAt = now;
      if (this.pagesThisSecond === BUSY_PAGES_PER_SECOND) for (const thread of this.threads) thread.startIfStopped();
    }
    return this.threads.some((t) => t.hasRoom());
  }

  render(job: RenderJob): Promise<RenderedDocument> {
    // The least busy thread, even one that filled up while the job was being prepared.
    const thread = this.threads.filter((t) => t.loadedAndRunning).sort((a, b) => a.queued - b.queued)[0];
    if (!thread) return Promise.reject(new Error("No render thread is running"));
    return thread.render(job);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((t) => t.close()));
  }
}

class Thread {
  private worker: Worker | undefined;
  /** Set once the thread has loaded the build. */
  private loaded = false;
  private readonly pending = new Map<number, { resolve: (document: RenderedDocument) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private diedAt = 0;
  /** Pages this thread rendered since it started. */
  private rendered = 0;
  private idleCheck: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly file: string,
    private readonly busyAt: () => number,
  ) {}

  get queued(): number {
    return this.pending.size;
  }

  get loadedAndRunning(): boolean {
    return this.worker !== undefined && this.loaded;
  }

  hasRoom(): boolean {
    return this.loadedAndRunning && this.pending.size < QUEUE_PER_THREAD;
  }

  startIfStopped(): void {
    if (this.worker || this.closing || Date.now() - this.diedAt < RESTART_AFTER_MS) return;
    const worker = new Worker(this.file, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    // A thread starting sets V8's flags back to their defaults, for the whole process: the
    // server's memory settings are applied again once it runs (server/memory.ts).
    worker.once("online", limitMemory);
    this.worker = worker;
    this.loaded = false;
    this.rendered = 0;
    // Never what keeps the process alive: a stop waits for requests, not for an idle thread.
    worker.unref();
    worker.on("message", (reply: RenderReply) => {
      if (reply.id === 0) {
        this.loaded = true;
        console.log("A render thread started: pages are rendered beside the server's thread.");
        return;
      }
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) this.rendered++;
      if (reply.ok) waiting.resolve({ html: reply.html, failed: reply.failed, compression: reply.compression });
      else waiting.reject(new Error(reply.message));
    });
    worker.on("error", (error) => console.error("The render thread failed:", error));
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      clearInterval(this.idleCheck);
      this.diedAt = Date.now();
      if (!this.closing) console.error(`The render thread stopped (exit ${code}); pages are rendered on the server's thread.`);
      for (const waiting of this.pending.values()) waiting.reject(new Error(`The render thread stopped (exit ${code})`));
      this.pending.clear();
    });
    this.idleCheck = setInterval(() => this.stopIfIdle(worker), Math.min(10_000, IDLE_STOP_MS));
    this.idleCheck.unref();
  }

  render(job: RenderJob): Promise<RenderedDocument> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error("The render thread is not running"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ id, job } satisfies RenderRequest);
      } catch (error) {
        // Loader data that cannot be copied to another thread (a function, a class instance).
        this.pending.delete(id);
        reject(error as Error);
      }
    });
  }

  private stopIfIdle(worker: Worker): void {
    if (this.worker !== worker || this.pending.size > 0 || Date.now() - this.busyAt() < IDLE_STOP_MS) return;
    this.worker = undefined;
    clearInterval(this.idleCheck);
    console.log(
      `The render thread stopped: the site has not been busy for ${Math.round(IDLE_STOP_MS / 1000)} s (it rendered ${this.rendered} pages).`,
    );
    void worker.terminate();
  }

  /** Lets the documents it was given finish (at most 2 s), then stops the thread. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.idleCheck);
    const deadline = Date.now() + 2_000;
    while (this.pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.worker) return;
    console.log(`The render thread stopped with the server (it rendered ${this.rendered} pages).`);
    await this.worker.terminate();
  }
}
