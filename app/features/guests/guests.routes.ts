// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// guests.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { guestsApi } from "./guests.api";

/** The guests operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const guestsRoutes = {
  searchPlaces: apiRoute<(typeof guestsApi)["searchPlaces"]>("get", "/places"),
  checkIn: apiRoute<(typeof guestsApi)["checkIn"]>("post", "/check-in/:token"),
  get: apiRoute<(typeof guestsApi)["get"]>("get", "/stays/:id/guests"),
  update: apiRoute<(typeof guestsApi)["update"]>("put", "/stays/:id/guests"),
  setIdentityChecked: apiRoute<(typeof guestsApi)["setIdentityChecked"]>("post", "/stays/:id/identity-checked"),
  policeDay: apiRoute<(typeof guestsApi)["policeDay"]>("get", "/police/day"),
  policeOverdue: apiRoute<(typeof guestsApi)["policeOverdue"]>("get", "/police/overdue"),
  policeFile: apiRoute<(typeof guestsApi)["policeFile"]>("get", "/police/file"),
  markPoliceSent: apiRoute<(typeof guestsApi)["markPoliceSent"]>("post", "/police/sent"),
  portalAccount: apiRoute<(typeof guestsApi)["portalAccount"]>("get", "/settings/police-portal"),
  setPortalAccount: apiRoute<(typeof guestsApi)["setPortalAccount"]>("put", "/settings/police-portal"),
  testPortal: apiRoute<(typeof guestsApi)["testPortal"]>("post", "/police/portal-test"),
  sendToPolice: apiRoute<(typeof guestsApi)["sendToPolice"]>("post", "/police/send"),
  receipts: apiRoute<(typeof guestsApi)["receipts"]>("get", "/police/receipts"),
  fetchReceipt: apiRoute<(typeof guestsApi)["fetchReceipt"]>("post", "/police/receipts/fetch"),
  receiptPdf: apiRoute<(typeof guestsApi)["receiptPdf"]>("get", "/police/receipts/:date"),
  uploadReceipt: apiRoute<(typeof guestsApi)["uploadReceipt"]>("put", "/police/receipts/:date"),
};
