// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// visits.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { visitsApi } from "./visits.api";

/** The visits operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const visitsRoutes = {
  record: apiRoute<(typeof visitsApi)["record"]>("post", "/visits"),
  count: apiRoute<(typeof visitsApi)["count"]>("get", "/visits/count"),
};
