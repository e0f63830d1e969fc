import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { subscribeToasts, type ToastItem } from "~/components/ui/toast-store";

/** Toasts: one at a time, 5 s, swipe right to dismiss, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;

/** Loaded by `Toaster` with the first toast, which it then shows. */
export default function ToastView({ closeLabel, focusOnMount }: { closeLabel: string; focusOnMount: boolean }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const [open, setOpen] = useState(false);
  const viewport = useRef<HTMLOListElement>(null);

  // Loaded because F8 was pressed: do what F8 does once the view is here.
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    const show = (item: ToastItem) => {
      setCurrent(item);
      setOpen(true);
    };
    const { latest, unsubscribe } = subscribeToasts(show);
    if (latest) show(latest);
    return unsubscribe;
  }, []);

  const destructive = current?.variant === "destructive";
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={open}
          onOpenChange={setOpen}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            destructive ? "border-danger-700 bg-danger-700 text-white" : "border-sea-200 bg-white text-ink-900"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className={destructive ? "text-sm text-white" : "text-sm text-ink-700"}>
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className={`absolute top-2.5 right-2.5 rounded-full p-1.5 ${destructive ? "text-white hover:bg-white/15" : "text-ink-600 hover:bg-sand-100"}`}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        ref={viewport}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:top-auto"
      />
    </ToastPrimitive.Provider>
  );
}
