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

for (const [name, init] of parts) {
  try {
    init();
  } catch (error) {
    console.error(`The page's ${name} script failed`, error);
  }
}

// Tells tests (and curious people) that the page's script runs: the attribute the panels set once hydrated.
document.documentElement.dataset.hydrated = "true";
