// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// rooms.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { roomsApi } from "./rooms.api";

/** The rooms operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const roomsRoutes = {
  status: apiRoute<(typeof roomsApi)["status"]>("get", "/rooms/status"),
  setStatus: apiRoute<(typeof roomsApi)["setStatus"]>("patch", "/rooms/:id/status"),
  list: apiRoute<(typeof roomsApi)["list"]>("get", "/rooms"),
  get: apiRoute<(typeof roomsApi)["get"]>("get", "/rooms/:slug"),
  create: apiRoute<(typeof roomsApi)["create"]>("post", "/rooms"),
  update: apiRoute<(typeof roomsApi)["update"]>("put", "/rooms/:id"),
  remove: apiRoute<(typeof roomsApi)["remove"]>("delete", "/rooms/:id"),
  setImages: apiRoute<(typeof roomsApi)["setImages"]>("put", "/rooms/:id/images"),
  upload: apiRoute<(typeof roomsApi)["upload"]>("post", "/rooms/:id/upload"),
  setBookingLinks: apiRoute<(typeof roomsApi)["setBookingLinks"]>("put", "/rooms/:id/booking-links"),
};
