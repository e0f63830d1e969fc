import { lazy, Suspense, useEffect, useState } from "react";

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
export type ToastItem = ToastInput & { id: number };

const listeners = new Set<(item: ToastItem) => void>();
let latest: ToastItem | null = null;
let nextId = 1;

/** Shows a toast (SPEC §9). Callable from anywhere; the toaster's code loads on the first one. */
export function toast(input: ToastInput): void {
  latest = { ...input, id: nextId++ };
  for (const listener of listeners) listener(latest);
}

/** Every toast from now on, and the latest one already shown for (the one that loaded the view). */
export function subscribeToasts(listener: (item: ToastItem) => void): { latest: ToastItem | null; unsubscribe: () => void } {
  listeners.add(listener);
  return { latest, unsubscribe: () => void listeners.delete(listener) };
}

// Radix Toast and its helpers weigh about 10 KB brotli: most visitors never see a toast, so the
// view is fetched with the first one instead of with every page.
const ToastView = lazy(() => import("~/components/ui/toast-view"));

export function Toaster({ closeLabel = "Chiudi" }: { closeLabel?: string }) {
  // A toast asked for before this mounted (never on the server) loads the view at once.
  const [wanted, setWanted] = useState<"no" | "toast" | "focus">(() => (latest !== null ? "toast" : "no"));
  useEffect(() => {
    if (wanted !== "no") return;
    // F8 focuses the notifications region (SPEC §9) even before any toast: the view loads for it.
    const onKey = (event: KeyboardEvent) => {
      if (event.code === "F8" || event.key === "F8") setWanted("focus");
    };
    document.addEventListener("keydown", onKey);
    const { unsubscribe } = subscribeToasts(() => setWanted("toast"));
    return () => {
      document.removeEventListener("keydown", onKey);
      unsubscribe();
    };
  }, [wanted]);
  if (wanted === "no") return null;
  return (
    <Suspense fallback={null}>
      <ToastView closeLabel={closeLabel} focusOnMount={wanted === "focus"} />
    </Suspense>
  );
}
