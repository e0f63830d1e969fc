import { lazy, Suspense, useEffect, useState } from "react";

import { anyToast, subscribeToasts } from "~/components/ui/toast-store";

// Radix Toast and its helpers weigh about 10 KB brotli: most visitors never see a toast, so the
// view is fetched with the first one instead of with every page.
const ToastView = lazy(() => import("~/components/ui/toast-view"));

export function Toaster({ closeLabel = "Chiudi" }: { closeLabel?: string }) {
  // A toast asked for before this mounted (never on the server) loads the view at once.
  const [wanted, setWanted] = useState<"no" | "toast" | "focus">(() => (anyToast() ? "toast" : "no"));
  useEffect(() => {
    if (wanted !== "no") return;
    // F8 focuses the notifications region even before any toast: the view loads for it.
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
