// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// auth.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { authApi } from "./auth.api";

/** The auth operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const authRoutes = {
  login: apiRoute<(typeof authApi)["login"]>("post", "/auth/login"),
  loginSecondFactor: apiRoute<(typeof authApi)["loginSecondFactor"]>("post", "/auth/login/second-factor"),
  logout: apiRoute<(typeof authApi)["logout"]>("post", "/auth/logout"),
  changePassword: apiRoute<(typeof authApi)["changePassword"]>("post", "/auth/password"),
  logoutAll: apiRoute<(typeof authApi)["logoutAll"]>("post", "/auth/logout-all"),
  session: apiRoute<(typeof authApi)["session"]>("get", "/auth/session"),
  startTotp: apiRoute<(typeof authApi)["startTotp"]>("post", "/auth/totp"),
  verifyTotp: apiRoute<(typeof authApi)["verifyTotp"]>("post", "/auth/totp/verify"),
  disableTotp: apiRoute<(typeof authApi)["disableTotp"]>("delete", "/auth/totp"),
  getPolicy: apiRoute<(typeof authApi)["getPolicy"]>("get", "/auth/policy"),
  setPolicy: apiRoute<(typeof authApi)["setPolicy"]>("put", "/auth/policy"),
  superAdminLogin: apiRoute<(typeof authApi)["superAdminLogin"]>("post", "/super-admin/login"),
  superAdminLogout: apiRoute<(typeof authApi)["superAdminLogout"]>("post", "/super-admin/logout"),
  superAdminSession: apiRoute<(typeof authApi)["superAdminSession"]>("get", "/super-admin/session"),
  init: apiRoute<(typeof authApi)["init"]>("post", "/init"),
};
