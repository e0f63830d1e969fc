import { CONSENT_STORAGE_KEY } from "~/lib/constants";

export type ConsentPreferences = { necessary: true; analytics: boolean; marketing: boolean };
export type StoredConsent = { preferences: ConsentPreferences; timestamp: string };

/**
 * A classic inline script for <head>, run before the page paints: it says on <html> whether a
 * choice is stored, so CSS shows the server-rendered banner only to visitors who have not
 * chosen (and never without JavaScript, where its buttons could not work).
 */
export const CONSENT_SNIFF = `try{document.documentElement.dataset.consent=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})?"set":"unset"}catch(e){}`;

/** The visitor's stored choice, or null when they have not chosen yet. */
export function readConsent(): StoredConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredConsent;
    if (typeof parsed?.preferences?.analytics !== "boolean" || typeof parsed.preferences.marketing !== "boolean") return null;
    return parsed;
  } catch {
    return null;
  }
}

export function storeConsent(analytics: boolean, marketing: boolean): StoredConsent {
  const consent: StoredConsent = { preferences: { necessary: true, analytics, marketing }, timestamp: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Without storage the banner simply asks again next time.
  }
  return consent;
}

export const allowsTracking = (consent: StoredConsent | null) =>
  Boolean(consent && (consent.preferences.analytics || consent.preferences.marketing));

/**
 * Runs the super-admin's tracking code in <head>, once. Scripts are re-created with this
 * page's CSP nonce: markup inserted as HTML never runs, and a strict policy refuses
 * scripts without the nonce.
 */
export function injectTrackingCode(html: string): void {
  if (!html.trim() || document.head.querySelector("[data-tracking-code]")) return;
  const nonce = (document.querySelector("script[nonce]") as HTMLScriptElement | null)?.nonce ?? "";
  const template = document.createElement("template");
  template.innerHTML = html;
  const marker = document.createElement("meta");
  marker.setAttribute("data-tracking-code", "");
  document.head.appendChild(marker);
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement("script");
      for (const attr of Array.from(node.attributes)) script.setAttribute(attr.name, attr.value);
      script.text = node.text;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    } else {
      document.head.appendChild(node);
    }
  }
}
