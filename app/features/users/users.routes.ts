// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// users.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { usersApi } from "./users.api";

/** The users operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const usersRoutes = {
  list: apiRoute<(typeof usersApi)["list"]>("get", "/users"),
  invite: apiRoute<(typeof usersApi)["invite"]>("post", "/users"),
  reinvite: apiRoute<(typeof usersApi)["reinvite"]>("post", "/users/:id/invite"),
  update: apiRoute<(typeof usersApi)["update"]>("patch", "/users/:id"),
  remove: apiRoute<(typeof usersApi)["remove"]>("delete", "/users/:id"),
  accept: apiRoute<(typeof usersApi)["accept"]>("post", "/users/accept"),
};
