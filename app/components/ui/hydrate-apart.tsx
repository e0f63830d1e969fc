import { Suspense, useState, type ReactElement } from "react";

/**
 * The built panel hydrates with Preact (app/entry.client.tsx), which hydrates a page in one task:
 * on a phone four times slower than a laptop that was 300–700 ms during which a tap did nothing.
 * A part wrapped in `HydrateApart` hydrates in a task of its own once the task it falls in has
 * run for `SLICE_MS`: its server HTML stays on screen meanwhile, a link in it works as a plain
 * link, and a control that needs the page waits for it (`useHydrated`) as it does for the rest.
 * Parts may nest: a part's own parts go on in later tasks in turn.
 *
 * The wrapped element must render one element at its root: Preact keeps a waiting part's first
 * DOM node, and only that one, to hydrate later. Outside the first hydration (the server, a
 * client-side navigation) a part renders at once.
 */
const SLICE_MS = 8;

let hydrating = false;
let sliceStart = 0;
const waiting: Array<() => void> = [];
const afterwards: Array<() => void> = [];
let channel: MessageChannel | null = null;
let scheduled = false;

function schedule(): void {
  if (scheduled || !channel) return;
  scheduled = true;
  channel.port2.postMessage(null);
}

// One waiting part per task, in the page's order. A message, not a timer: timers nested this deep
// wait at least 4 ms each.
function nextSlice(): void {
  scheduled = false;
  const resume = waiting.shift();
  if (!resume) {
    hydrating = false;
    for (const callback of afterwards.splice(0)) callback();
    return;
  }
  sliceStart = performance.now();
  resume();
  schedule();
}

/** Resolves in a task of its own: a message, since timers nested this deep wait at least 4 ms each. */
export function nextTask(): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });
}

/** Calls `callback` once the page's first hydration is over, every part included. */
export function afterHydration(callback: () => void): void {
  if (hydrating) afterwards.push(callback);
  else callback();
}

/** Runs the page's first hydration with its `HydrateApart` parts left to later tasks. */
export function hydrateInSlices(hydrate: () => void): void {
  channel = new MessageChannel();
  channel.port1.onmessage = nextSlice;
  hydrating = true;
  sliceStart = performance.now();
  hydrate();
  schedule();
}

type Slot = { promise: Promise<void>; done: boolean };

/** A task of its own for a part if the running one has had its share; null to hydrate it now. */
function laterSlot(): Slot | null {
  if (!hydrating || performance.now() - sliceStart <= SLICE_MS) return null;
  const slot: Slot = { promise: Promise.resolve(), done: false };
  slot.promise = new Promise<void>((resolve) => {
    waiting.push(() => {
      slot.done = true;
      resolve();
    });
    schedule();
  });
  return slot;
}

function Slice({ children }: { children: ReactElement }): ReactElement {
  // Decided on the part's first render only. Rendered again by its parent while it waits (an
  // effect's update), it goes on waiting in hydration's way, its server markup kept; a part that
  // waited outside hydration would show the fallback, an empty gap.
  const [slot] = useState(laterSlot);
  if (slot && !slot.done) throw slot.promise;
  return children;
}

export function HydrateApart({ children }: { children: ReactElement }) {
  // No boundary in the server's HTML: React streams a large one apart, revealed after the rest (a
  // largest paint 1.3 s later on Disponibilità). The boundary has no element of its own, so the
  // browser's tree, with it, hydrates the same HTML.
  if (typeof document === "undefined") return children;
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}
