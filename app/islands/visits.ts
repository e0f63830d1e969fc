import { POLL_INTERVAL_MS, VISIT_SESSION_KEY } from "~/lib/constants";

type VisitStats = { totalVisits: number; uniqueVisits: number };

/** Records one visit per browser session; failures are only logged. */
function recordVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_SESSION_KEY)) return;
    sessionStorage.setItem(VISIT_SESSION_KEY, "true");
  } catch {
    return;
  }
  fetch("/api/visits", { method: "POST", headers: { "content-type": "application/json" }, body: "{}", credentials: "include" })
    .then(async (res) => {
      // Read the answer to the end, so the request is finished for the browser too.
      await res.text();
      if (!res.ok) throw new Error(String(res.status));
    })
    .catch(() => console.error("Failed to record visit"));
}

/**
 * The footer's counts, refreshed every 30 s. The server wrote the first ones and, on the
 * element, each line's text with a `{count}` slot in the page's language.
 */
function pollCounts(counter: HTMLElement): void {
  // Made at the first refresh, not at load: a phone's first number formatter costs it ~60 ms.
  let format: Intl.NumberFormat | null = null;
  const fill = (slot: string, count: number) => {
    format ??= new Intl.NumberFormat(document.documentElement.lang || "it");
    const target = counter.querySelector<HTMLElement>(`[data-visits-${slot}]`);
    const template = target?.dataset[`visits${slot[0]!.toUpperCase()}${slot.slice(1)}`];
    if (target && template) target.textContent = template.replace("{count}", format.format(count));
  };
  setInterval(() => {
    fetch("/api/visits/count", { credentials: "include" })
      .then((res) => (res.ok ? (res.json() as Promise<VisitStats>) : Promise.reject(new Error(String(res.status)))))
      .then((stats) => {
        fill("unique", stats.uniqueVisits);
        fill("total", stats.totalVisits);
      })
      .catch(() => console.error("Failed to fetch visit stats"));
  }, POLL_INTERVAL_MS);
}

export function initVisits(): void {
  // Once the page has loaded: the request then never competes with the page's own.
  if (document.readyState === "complete") recordVisit();
  else addEventListener("load", recordVisit, { once: true });
  const counter = document.querySelector<HTMLElement>("[data-visit-counter]");
  if (counter) pollCounts(counter);
}
