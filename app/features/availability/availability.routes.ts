// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of
// availability.api.ts: do not edit. The panels' calls need only each operation's method and path;
// its types come from the declaration, imported as a type, so Zod stays on the server.
import { apiRoute } from "~/lib/api-contract";

import type { availabilityApi } from "./availability.api";

/** The availability operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */
export const availabilityRoutes = {
  roomBusy: apiRoute<(typeof availabilityApi)["roomBusy"]>("get", "/rooms/:slug/availability"),
  freeRooms: apiRoute<(typeof availabilityApi)["freeRooms"]>("get", "/availability"),
  exportCalendar: apiRoute<(typeof availabilityApi)["exportCalendar"]>("get", "/calendars/:secret.ics"),
  feeds: apiRoute<(typeof availabilityApi)["feeds"]>("get", "/rooms/:id/calendars"),
  setFeeds: apiRoute<(typeof availabilityApi)["setFeeds"]>("put", "/rooms/:id/calendars"),
  sync: apiRoute<(typeof availabilityApi)["sync"]>("post", "/rooms/:id/calendars/sync"),
  regenerateToken: apiRoute<(typeof availabilityApi)["regenerateToken"]>("post", "/rooms/:id/calendars/token"),
  calendar: apiRoute<(typeof availabilityApi)["calendar"]>("get", "/rooms/:id/calendar"),
  blocks: apiRoute<(typeof availabilityApi)["blocks"]>("get", "/rooms/:id/blocks"),
  addBlock: apiRoute<(typeof availabilityApi)["addBlock"]>("post", "/rooms/:id/blocks"),
  removeBlock: apiRoute<(typeof availabilityApi)["removeBlock"]>("delete", "/rooms/:id/blocks/:blockId"),
  seasons: apiRoute<(typeof availabilityApi)["seasons"]>("get", "/settings/seasons"),
  setSeasons: apiRoute<(typeof availabilityApi)["setSeasons"]>("put", "/settings/seasons"),
};
