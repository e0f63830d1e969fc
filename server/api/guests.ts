import { Router, type NextFunction, type Request, type Response } from "express";

import { maskDocumentNumber } from "~/features/guests/guest-types";
import { guestsApi } from "~/features/guests/guests.api";
import { getStayGuests, markIdentityChecked, saveStayGuests } from "~/features/guests/guests.server";
import { nudgePoliceAutoSend } from "~/features/guests/police-send.server";
import { searchPlaces } from "~/features/guests/tables.server";
import { takeGuestWrite } from "~/features/spam/spam.server";
import { stayByCheckInToken } from "~/features/stays/check-in-link.server";
import { HttpError, notFound } from "~/lib/http-error";
import { memoryRateLimit } from "~/lib/rate-limit.server";

import { clientIp, idParam } from "../http";
import { route } from "./route";

/** A guest's search as they type: 1,000 an hour from one address is far more than a party needs. */
const placeSearchLimit = memoryRateLimit({ max: 1000, windowMs: 3600_000 });

/** Every search counts, a refused one too: before the query is checked. */
function limitPlaceSearches(req: Request, _res: Response, next: NextFunction) {
  placeSearchLimit(clientIp(req));
  next();
}

/**
 * The guests' data the law asks for: the public pre-check-in (a stay's private link) and the
 * place search it uses, and the owner's view and corrections of the same data. The party's data
 * is checked by saveStayGuests against the portal's tables and the stay, every problem at once:
 * the body the route passes on is the one sent (guests.api.ts declares it without refusing any).
 */
export function guestsRouter(): Router {
  const r = Router();

  route(r, guestsApi.searchPlaces, limitPlaceSearches, (_req, res, { query }) => {
    res.set("Cache-Control", "public, max-age=3600");
    res.json(searchPlaces(query.q, query.kind, query.lang));
  });

  /** The guest's own data for the stay's link: the document number only masked. */
  route(r, guestsApi.checkIn, async (req, res) => {
    const stay = await stayByCheckInToken(String(req.params.token));
    if (!stay) throw notFound();
    // The party's data is on no public page: the page cache stays as it is.
    res.locals.contentUnchanged = true;
    const slot = await takeGuestWrite(clientIp(req));
    try {
      const saved = await saveStayGuests(stay.id, req.body ?? {}, "guest");
      res.json({
        partyType: saved.partyType,
        guests: saved.guests.map(({ names: _names, ...guest }) =>
          guest.documentNumber ? { ...guest, documentNumber: maskDocumentNumber(guest.documentNumber) } : guest,
        ),
        updatedAt: saved.updatedAt,
      });
    } catch (error) {
      // A refused form costs the address nothing: only stored data counts towards its limit.
      if (error instanceof HttpError) await slot.release();
      throw error;
    }
  });

  route(r, guestsApi.get, async (req, res) => {
    res.json(await getStayGuests(idParam(req.params.id)));
  });

  route(r, guestsApi.update, async (req, res) => {
    res.locals.contentUnchanged = true;
    res.json(await saveStayGuests(idParam(req.params.id), req.body ?? {}, "owner"));
  });

  /** The guests identified at arrival ({ method: "in-person" | "video" }, in person by default), or { checked: false } to take it back. */
  route(r, guestsApi.setIdentityChecked, async (req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await markIdentityChecked(idParam(req.params.id), req.session!.username ?? "admin", body));
    nudgePoliceAutoSend();
  });

  return r;
}
