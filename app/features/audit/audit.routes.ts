// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// audit.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { auditApi } from "./audit.api";

/** The audit operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const auditRoutes = {
  list: apiRoute<(typeof auditApi)["list"]>("get", "/audit"),
};
