/**
 * The public pages' toasts, as the panel's (Radix) show them: one at a time, 5 s (paused while
 * pointed at or focused), swiped right by 50 px or closed with the button to dismiss, F8 to
 * focus the region. The region is made with the first toast or the first F8.
 */
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

const DURATION_MS = 5000;
const SWIPE_PX = 50;
const X_ICON =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

let list: HTMLDivElement | null = null;

function region(): HTMLDivElement {
  if (list) return list;
  const wrapper = document.createElement("div");
  wrapper.setAttribute("role", "region");
  wrapper.setAttribute("aria-label", "Notifications (F8)");
  wrapper.tabIndex = -1;
  list = document.createElement("div");
  list.tabIndex = -1;
  list.className = "fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:top-auto";
  wrapper.append(list);
  document.body.append(wrapper);
  return list;
}

/** The label of a toast's close button, in the page's language (the site layout writes it). */
const closeLabel = () => document.querySelector<HTMLElement>("[data-toast-close]")?.dataset.toastClose ?? "Chiudi";

export function toast({ title, description, variant = "default" }: ToastInput): void {
  const ol = region();
  ol.replaceChildren();
  const destructive = variant === "destructive";
  const item = document.createElement("div");
  item.setAttribute("role", "status");
  item.setAttribute("aria-live", "polite");
  item.setAttribute("aria-atomic", "true");
  item.dataset.state = "open";
  item.tabIndex = 0;
  item.className = `pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg ${
    destructive ? "border-danger-700 bg-danger-700 text-white" : "border-sea-200 bg-white text-ink-900"
  }`;
  const body = document.createElement("div");
  body.className = "grid gap-1";
  const heading = document.createElement("div");
  heading.className = "font-semibold";
  heading.textContent = title;
  body.append(heading);
  if (description) {
    const text = document.createElement("div");
    text.className = destructive ? "text-sm text-white" : "text-sm text-ink-700";
    text.textContent = description;
    body.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", closeLabel());
  close.className = `absolute top-2.5 right-2.5 rounded-full p-1.5 ${destructive ? "text-white hover:bg-white/15" : "text-ink-600 hover:bg-sand-100"}`;
  close.innerHTML = X_ICON;
  item.append(body, close);
  ol.append(item);

  let timer = 0;
  let left = DURATION_MS;
  let started = 0;
  const dismiss = () => {
    clearTimeout(timer);
    item.remove();
  };
  const run = () => {
    started = Date.now();
    timer = window.setTimeout(dismiss, left);
  };
  const pause = () => {
    clearTimeout(timer);
    left = Math.max(0, left - (Date.now() - started));
  };
  close.addEventListener("click", dismiss);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", run);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", run);
  let startX: number | null = null;
  item.addEventListener("pointerdown", (e) => (startX = e.clientX));
  item.addEventListener("pointermove", (e) => {
    if (startX !== null) item.style.transform = `translateX(${Math.max(0, e.clientX - startX)}px)`;
  });
  item.addEventListener("pointerup", (e) => {
    const moved = startX === null ? 0 : e.clientX - startX;
    startX = null;
    item.style.transform = "";
    if (moved >= SWIPE_PX) dismiss();
  });
  item.addEventListener("keydown", (e) => {
    if (e.key === "Escape") dismiss();
  });
  run();
}

/** F8 focuses the notifications region, as it does in the panel. */
export function initToasts(): void {
  document.addEventListener("keydown", (event) => {
    if (event.code === "F8" || event.key === "F8") region().focus();
  });
}
