// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// settings.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { settingsApi } from "./settings.api";

/** The settings operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const settingsRoutes = {
  get: apiRoute<(typeof settingsApi)["get"]>("get", "/settings/:key"),
  set: apiRoute<(typeof settingsApi)["set"]>("put", "/settings/:key"),
  getSuperAdmin: apiRoute<(typeof settingsApi)["getSuperAdmin"]>("get", "/super-admin/settings"),
  setSuperAdmin: apiRoute<(typeof settingsApi)["setSuperAdmin"]>("put", "/super-admin/settings"),
};
