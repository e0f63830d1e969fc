// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// breakfast.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { breakfastApi } from "./breakfast.api";

/** The breakfast operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const breakfastRoutes = {
  list: apiRoute<(typeof breakfastApi)["list"]>("get", "/breakfast-images"),
  upload: apiRoute<(typeof breakfastApi)["upload"]>("post", "/breakfast-images"),
  remove: apiRoute<(typeof breakfastApi)["remove"]>("delete", "/breakfast-images/:id"),
};
