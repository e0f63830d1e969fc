// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// passkeys.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { passkeysApi } from "./passkeys.api";

/** The passkeys operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const passkeysRoutes = {
  list: apiRoute<(typeof passkeysApi)["list"]>("get", "/auth/passkeys"),
  registerOptions: apiRoute<(typeof passkeysApi)["registerOptions"]>("post", "/auth/passkeys/register/options"),
  register: apiRoute<(typeof passkeysApi)["register"]>("post", "/auth/passkeys/register"),
  remove: apiRoute<(typeof passkeysApi)["remove"]>("delete", "/auth/passkeys/:id"),
  loginOptions: apiRoute<(typeof passkeysApi)["loginOptions"]>("post", "/auth/passkeys/login/options"),
  login: apiRoute<(typeof passkeysApi)["login"]>("post", "/auth/passkeys/login"),
  reauthOptions: apiRoute<(typeof passkeysApi)["reauthOptions"]>("post", "/auth/passkeys/reauth/options"),
};
