// What the bench looks at: the public screens (app/i18n/paths.ts) and the panels.

/** Every public screen, in Italian (the default language). */
export const PUBLIC_IT = [
  { name: "home", path: "/" },
  { name: "rooms", path: "/camere" },
  { name: "room", path: "/camere/uno" },
  { name: "prices", path: "/prezzi" },
  { name: "breakfast", path: "/colazione" },
  { name: "about", path: "/chi-siamo" },
  { name: "contact", path: "/contatti" },
  { name: "quote", path: "/preventivo" },
  { name: "review", path: "/recensione" },
  { name: "privacy", path: "/privacy" },
];

/** Home, a room and the quote page in English (/ names no language: ?lang=en). */
export const PUBLIC_EN = [
  { name: "home (en)", path: "/?lang=en" },
  { name: "room (en)", path: "/rooms/due" },
  { name: "quote (en)", path: "/quote" },
];

/** The 404 page (any unknown path), checked for validity and accessibility only. */
export const NOT_FOUND = { name: "404", path: "/pagina-che-non-esiste" };

/** The panel's sections the owner opens most on her phone, measured signed in. */
export const PANEL_SECTIONS = [
  { name: "requests", label: "panel: Richieste", path: "/admin/richieste" },
  { name: "arrivals", label: "panel: Arrivi", path: "/admin/arrivi" },
  { name: "availability", label: "panel: Disponibilità", path: "/admin/disponibilita" },
  { name: "prices", label: "panel: Prezzi", path: "/admin/prezzi" },
];

export const ADMIN_TABS = ["Gestione Prezzi", "Gallerie Camere", "Richieste Preventivo", "Foto Colazione", "Recensioni", "Impostazioni"];
export const SUPER_ADMIN_TABS = ["Controllo Generale", "Tracking", "Banner Pubblicitari"];

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
