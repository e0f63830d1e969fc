import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

import { ADMIN_SECTIONS, type AdminSection } from "./components/admin/sections";
import { routeEntries } from "./i18n/paths";

const entries = routeEntries();
const isPanel = (screen: string) => screen === "admin" || screen === "superAdmin";
const toRoute = (entry: (typeof entries)[number]) =>
  route(entry.path, entry.file, { id: entry.id }, entry.screen === "admin" ? adminSections : undefined);

/** The owner's panel: one address per section (components/admin/sections.ts); /admin itself opens on the first. */
const adminSections = [
  index("routes/admin/index.tsx"),
  ...Object.values(ADMIN_SECTIONS).map((section: AdminSection) => route(`${section.path}${section.params ?? ""}`, section.module)),
];

/** Generated from the screens table in i18n/paths.ts: every localized path and alias. */
export default [
  layout("routes/site/layout.tsx", { id: "site" }, [
    ...entries.filter((e) => !isPanel(e.screen)).map(toRoute),
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...entries.filter((e) => isPanel(e.screen)).map(toRoute),
  // An invited person's page, outside the panel's layout (she has no session yet). Like a
  // section's address it is no screen of SCREENS: no sitemap, no page cache, no other language.
  route("admin/invito/:token", "routes/admin/invite.tsx", { id: "admin-invite" }),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("healthz", "routes/resources/health.ts"),
] satisfies RouteConfig;
