/**
 * The one script of the public pages, which are complete as the server sends them and never
 * hydrate (docs/decisions/0024-public-pages-without-react.md). Each part finds its markup and
 * works it; a part that fails leaves the others working.
 */
import { initSectionLinks } from "./anchors";
import { initCheckIn } from "./check-in";
import { initConsent } from "./consent";
import { initContactMap } from "./contact-map";
import { initGuestForms } from "./forms";
import { initGalleries } from "./gallery";
import { initLanguageLinks } from "./language";
import { initOfflineWatch } from "./offline";
import { initQuoteStay } from "./quote-stay";
import { initToasts } from "./toast";
import { initVisits } from "./visits";

const parts: [string, () => void][] = [
  ["toasts", initToasts],
  ["consent", initConsent],
  ["language", initLanguageLinks],
  ["visits", initVisits],
  ["offline", initOfflineWatch],
  ["forms", initGuestForms],
  ["quote stay", initQuoteStay],
  ["check-in", initCheckIn],
  ["contact map", initContactMap],
  ["section links", initSectionLinks],
  ["galleries", initGalleries],
];

/** The next task: a tap or a frame can come between two parts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each part starts in a task of its own: together they made one task of up to 27 ms on this
 * project's machine (2026-12-07), four times that on a slow phone, while the page must answer.
 */
async function start() {
  for (const [name, init] of parts) {
    try {
      init();
    } catch (error) {
      console.error(`The page's ${name} script failed`, error);
    }
    await nextTask();
  }
  // Tells tests (and curious people) that the page's script runs: the attribute the panels set once hydrated.
  document.documentElement.dataset.hydrated = "true";
}

void start();
