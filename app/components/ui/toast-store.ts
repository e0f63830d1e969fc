export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
export type ToastItem = ToastInput & { id: number };

/*
 * The toasts asked for, apart from both `Toaster` (toaster.tsx) and the view it loads lazily
 * (toast-view.tsx): when the view read them from toast.tsx, the two modules imported each other.
 */
const listeners = new Set<(item: ToastItem) => void>();
let latest: ToastItem | null = null;
let nextId = 1;

/** Shows a toast. Callable from anywhere; the toaster's code loads on the first one. */
export function toast(input: ToastInput): void {
  latest = { ...input, id: nextId++ };
  for (const listener of listeners) listener(latest);
}

/** Every toast from now on, and the latest one already shown for (the one that loaded the view). */
export function subscribeToasts(listener: (item: ToastItem) => void): { latest: ToastItem | null; unsubscribe: () => void } {
  listeners.add(listener);
  return { latest, unsubscribe: () => void listeners.delete(listener) };
}

/** Whether a toast was asked for already (before the toaster mounted, for instance). */
export const anyToast = (): boolean => latest !== null;
