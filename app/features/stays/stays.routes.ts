// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// stays.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { staysApi } from "./stays.api";

/** The stays operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const staysRoutes = {
  create: apiRoute<(typeof staysApi)["create"]>("post", "/stays"),
  list: apiRoute<(typeof staysApi)["list"]>("get", "/stays"),
  movements: apiRoute<(typeof staysApi)["movements"]>("get", "/stays/movements"),
  get: apiRoute<(typeof staysApi)["get"]>("get", "/stays/:id"),
  update: apiRoute<(typeof staysApi)["update"]>("patch", "/stays/:id"),
  renewReviewLink: apiRoute<(typeof staysApi)["renewReviewLink"]>("post", "/stays/:id/review-link"),
  remove: apiRoute<(typeof staysApi)["remove"]>("delete", "/stays/:id"),
};
