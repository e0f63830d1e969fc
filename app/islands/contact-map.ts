import { allowsTracking, readConsent } from "~/features/consent/consent";

/**
 * The contact page's map: OpenStreetMap's, which would send the visitor's address to a third
 * party, takes the place of our drawn one when the visitor asks for it, or at once when they
 * consented to cookies beyond the necessary ones (here or, later, in another tab).
 */
export function initContactMap(): void {
  const template = document.querySelector<HTMLTemplateElement>("template[data-map-frame]");
  const placeholder = document.querySelector<HTMLElement>("[data-map-placeholder]");
  if (!template || !placeholder) return;
  const show = () => {
    if (!placeholder.isConnected) return;
    placeholder.replaceWith(template.content.cloneNode(true));
  };
  if (allowsTracking(readConsent())) return show();
  placeholder.querySelector("[data-map-show]")?.addEventListener("click", show);
  // The consent lives in localStorage; another tab changing it fires "storage" here.
  window.addEventListener("storage", () => {
    if (allowsTracking(readConsent())) show();
  });
}
