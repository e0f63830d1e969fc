// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// business.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { businessApi } from "./business.api";

/** The business operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const businessRoutes = {
  get: apiRoute<(typeof businessApi)["get"]>("get", "/business"),
  update: apiRoute<(typeof businessApi)["update"]>("put", "/business"),
};
