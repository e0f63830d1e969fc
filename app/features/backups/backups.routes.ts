// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// backups.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { backupsApi } from "./backups.api";

/** The backups operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const backupsRoutes = {
  create: apiRoute<(typeof backupsApi)["create"]>("post", "/backups"),
  list: apiRoute<(typeof backupsApi)["list"]>("get", "/backups"),
  download: apiRoute<(typeof backupsApi)["download"]>("get", "/backups/:name"),
  acknowledgeKey: apiRoute<(typeof backupsApi)["acknowledgeKey"]>("post", "/backups/key/acknowledge"),
};
