import { route, type RouteConfig } from "@react-router/dev/routes";
import { routeEntries } from "./i18n/paths";

/** Generated from the screens table in i18n/paths.ts: every localized path and alias. */
export default [
  ...routeEntries().map((entry) => route(entry.path, entry.file, { id: entry.id })),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("healthz", "routes/resources/health.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
