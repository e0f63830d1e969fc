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
  // Made on the first refresh, not with the page: a page's first Intl formatter costs a phone
  // 60-100 ms of main thread (ICU's data), and the server wrote the first counts.
  let format: Intl.NumberFormat | undefined;
  const fill = (slot: string, count: number) => {
    const target = counter.querySelector<HTMLElement>(`[data-visits-${slot}]`);
    const template = target?.dataset[`visits${slot[0]!.toUpperCase()}${slot.slice(1)}`];
    format ??= new Intl.NumberFormat(document.documentElement.lang || "it");
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
  recordVisit();
  const counter = document.querySelector<HTMLElement>("[data-visit-counter]");
  if (counter) pollCounts(counter);
}
