// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// mail.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { mailApi } from "./mail.api";

/** The mail operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const mailRoutes = {
  listOutbox: apiRoute<(typeof mailApi)["listOutbox"]>("get", "/outbox"),
  retryMessage: apiRoute<(typeof mailApi)["retryMessage"]>("post", "/outbox/:id/retry"),
  sendTest: apiRoute<(typeof mailApi)["sendTest"]>("post", "/outbox/test"),
};
