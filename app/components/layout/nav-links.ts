import type { ScreenId } from "~/i18n/paths";
import type { MessageKey } from "~/i18n/t";

/** Top navigation: home, rooms, breakfast, prices, about, contact; quote as the call to action. */
export const NAV_ITEMS: { screen: ScreenId; label: MessageKey }[] = [
  { screen: "home", label: "common.nav.home" },
  { screen: "rooms", label: "common.nav.rooms" },
  { screen: "breakfast", label: "common.nav.breakfast" },
  { screen: "prices", label: "common.nav.prices" },
  { screen: "about", label: "common.nav.about" },
  { screen: "contact", label: "common.nav.contact" },
];

/** Footer links: home, rooms, about, prices, quote, privacy, terms, Admin. */
export const FOOTER_ITEMS: { screen: ScreenId; label: MessageKey; hash?: string }[] = [
  { screen: "home", label: "common.footer.home" },
  { screen: "rooms", label: "common.footer.rooms" },
  { screen: "about", label: "common.footer.about" },
  { screen: "prices", label: "common.footer.prices" },
  { screen: "quote", label: "common.footer.quote" },
  { screen: "privacy", label: "common.footer.privacy" },
  { screen: "privacy", label: "common.footer.terms", hash: "terms" },
];
