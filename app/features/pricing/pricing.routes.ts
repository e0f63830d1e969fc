// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// pricing.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { pricingApi } from "./pricing.api";

/** The pricing operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const pricingRoutes = {
  list: apiRoute<(typeof pricingApi)["list"]>("get", "/pricing"),
  update: apiRoute<(typeof pricingApi)["update"]>("patch", "/pricing/:roomId/:season"),
};
