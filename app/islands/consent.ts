import { allowsTracking, injectTrackingCode, readConsent, storeConsent } from "~/features/consent/consent";

/**
 * The cookie banner's buttons. The server renders the banner, both rows of buttons and the
 * toggles; the head script's `data-consent` on <html> shows it only to visitors who have not
 * chosen. The footer's "cookie preferences" opens it again on the toggles.
 */
export function initConsent(): void {
  const trackingCode = readTrackingCode();
  const runTracking = () => {
    if (trackingCode && allowsTracking(readConsent())) injectTrackingCode(trackingCode);
  };
  runTracking();

  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  const toggles = banner.querySelector<HTMLElement>("[data-consent-toggles]");
  const customize = banner.querySelector<HTMLButtonElement>("[data-consent-customize]");
  const save = banner.querySelector<HTMLButtonElement>("[data-consent-choice=save]");
  const analytics = banner.querySelector<HTMLInputElement>("input[data-consent-kind=analytics]");
  const marketing = banner.querySelector<HTMLInputElement>("input[data-consent-kind=marketing]");

  const showToggles = (shown: boolean) => {
    if (toggles) toggles.hidden = !shown;
    if (save) save.hidden = !shown;
    if (customize) customize.hidden = shown;
  };
  const choose = (a: boolean, m: boolean) => {
    storeConsent(a, m);
    document.documentElement.dataset.consent = "set";
    banner.dataset.consentBanner = "ssr";
    showToggles(false);
    runTracking();
  };

  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button");
    if (!button || !banner.contains(button)) return;
    if (button === customize) {
      showToggles(true);
      analytics?.focus();
      return;
    }
    const choice = button.dataset.consentChoice;
    if (choice === "all") choose(true, true);
    else if (choice === "none") choose(false, false);
    else if (choice === "save") choose(Boolean(analytics?.checked), Boolean(marketing?.checked));
  });

  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.("[data-consent-settings]")) return;
    const stored = readConsent();
    if (analytics) analytics.checked = stored?.preferences.analytics ?? false;
    if (marketing) marketing.checked = stored?.preferences.marketing ?? false;
    banner.dataset.consentBanner = "open";
    showToggles(true);
    analytics?.focus();
  });
}

/** The super-admin's tracking code, which the server writes as JSON data (never as markup that runs). */
function readTrackingCode(): string | null {
  const data = document.querySelector("script[data-tracking-source]")?.textContent;
  if (!data) return null;
  try {
    const code: unknown = JSON.parse(data);
    return typeof code === "string" && code.trim() ? code : null;
  } catch {
    return null;
  }
}
