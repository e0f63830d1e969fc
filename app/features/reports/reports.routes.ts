// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// reports.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { reportsApi } from "./reports.api";

/** The reports operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const reportsRoutes = {
  istatSettings: apiRoute<(typeof reportsApi)["istatSettings"]>("get", "/settings/istat"),
  setIstatSettings: apiRoute<(typeof reportsApi)["setIstatSettings"]>("put", "/settings/istat"),
  istatMovements: apiRoute<(typeof reportsApi)["istatMovements"]>("get", "/reports/istat/movements"),
  sendIstat: apiRoute<(typeof reportsApi)["sendIstat"]>("post", "/reports/istat/send"),
  touristTaxRule: apiRoute<(typeof reportsApi)["touristTaxRule"]>("get", "/settings/tourist-tax"),
  setTouristTaxRule: apiRoute<(typeof reportsApi)["setTouristTaxRule"]>("put", "/settings/tourist-tax"),
  setStayTax: apiRoute<(typeof reportsApi)["setStayTax"]>("put", "/stays/:id/tourist-tax"),
  touristTax: apiRoute<(typeof reportsApi)["touristTax"]>("get", "/reports/tourist-tax"),
  touristTaxYear: apiRoute<(typeof reportsApi)["touristTaxYear"]>("get", "/reports/tourist-tax/year"),
  taxPayments: apiRoute<(typeof reportsApi)["taxPayments"]>("get", "/tourist-tax/payments"),
  addTaxPayment: apiRoute<(typeof reportsApi)["addTaxPayment"]>("post", "/tourist-tax/payments"),
  removeTaxPayment: apiRoute<(typeof reportsApi)["removeTaxPayment"]>("delete", "/tourist-tax/payments/:id"),
  istat: apiRoute<(typeof reportsApi)["istat"]>("get", "/reports/istat"),
};
