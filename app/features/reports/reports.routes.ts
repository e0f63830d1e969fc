// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// reports.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { reportsApi } from "./reports.api";

/** The reports operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const reportsRoutes = {
  touristTaxRule: apiRoute<(typeof reportsApi)["touristTaxRule"]>("get", "/settings/tourist-tax"),
  setTouristTaxRule: apiRoute<(typeof reportsApi)["setTouristTaxRule"]>("put", "/settings/tourist-tax"),
  touristTax: apiRoute<(typeof reportsApi)["touristTax"]>("get", "/reports/tourist-tax"),
  istat: apiRoute<(typeof reportsApi)["istat"]>("get", "/reports/istat"),
};
