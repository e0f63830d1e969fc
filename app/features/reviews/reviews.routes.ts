// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// reviews.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { reviewsApi } from "./reviews.api";

/** The reviews operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const reviewsRoutes = {
  list: apiRoute<(typeof reviewsApi)["list"]>("get", "/reviews"),
  listAll: apiRoute<(typeof reviewsApi)["listAll"]>("get", "/reviews/all"),
  submit: apiRoute<(typeof reviewsApi)["submit"]>("post", "/reviews"),
  approve: apiRoute<(typeof reviewsApi)["approve"]>("patch", "/reviews/:id/approve"),
  remove: apiRoute<(typeof reviewsApi)["remove"]>("delete", "/reviews/:id"),
};
