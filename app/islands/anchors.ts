/**
 * A link to another section of the same page (the footer's "terms" on the privacy page):
 * Chromium's own smooth scroll after such a navigation was measured stopping short, about
 * 100 px on its way to a section 1,500 px further down; the section is brought into view
 * here, which follows the page's scroll-behavior (and reduced motion) all the same.
 */
export function initSectionLinks(): void {
  window.addEventListener("hashchange", () => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  });
}
