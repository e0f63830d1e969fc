import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { routeEntries } from "./i18n/paths";

const entries = routeEntries();
const isPanel = (screen: string) => screen === "admin" || screen === "superAdmin";
const toRoute = (entry: (typeof entries)[number]) =>
  route(entry.path, entry.file, { id: entry.id }, entry.screen === "admin" ? adminSections : undefined);

/** The owner's panel: one address per section; /admin itself opens on the first, Gestione Prezzi. */
const adminSections = [
  index("routes/admin/index.tsx"),
  route("prezzi", "routes/admin/prices.tsx"),
  route("gallerie", "routes/admin/galleries.tsx"),
  route("richieste/:id?", "routes/admin/quotes.tsx"),
  route("arrivi/:id?", "routes/admin/movements.tsx"),
  route("colazione", "routes/admin/breakfast.tsx"),
  route("recensioni", "routes/admin/reviews.tsx"),
  route("impostazioni", "routes/admin/settings.tsx"),
  route("camere", "routes/admin/rooms.tsx"),
  route("disponibilita", "routes/admin/availability.tsx"),
  route("struttura", "routes/admin/business.tsx"),
  route("backup", "routes/admin/backup.tsx"),
  route("adempimenti/:tab?", "routes/admin/compliance.tsx"),
];

/** Generated from the screens table in i18n/paths.ts: every localized path and alias. */
export default [
  layout("routes/site/layout.tsx", { id: "site" }, [
    ...entries.filter((e) => !isPanel(e.screen)).map(toRoute),
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...entries.filter((e) => isPanel(e.screen)).map(toRoute),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("healthz", "routes/resources/health.ts"),
] satisfies RouteConfig;
