// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// quotes.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { quotesApi } from "./quotes.api";

/** The quotes operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const quotesRoutes = {
  create: apiRoute<(typeof quotesApi)["create"]>("post", "/quotes"),
  list: apiRoute<(typeof quotesApi)["list"]>("get", "/quotes"),
  get: apiRoute<(typeof quotesApi)["get"]>("get", "/quotes/:id"),
  reply: apiRoute<(typeof quotesApi)["reply"]>("post", "/quotes/:id/reply"),
  receiveDeposit: apiRoute<(typeof quotesApi)["receiveDeposit"]>("post", "/quotes/:id/deposit"),
  changeStatus: apiRoute<(typeof quotesApi)["changeStatus"]>("patch", "/quotes/:id"),
  remove: apiRoute<(typeof quotesApi)["remove"]>("delete", "/quotes/:id"),
};
