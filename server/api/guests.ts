import { Router } from "express";
import { z } from "zod";

import { stayByCheckInToken } from "~/features/guests/check-in-link.server";
import { maskDocumentNumber } from "~/features/guests/guest-types";
import { getStayGuests, identityCheckSchema, markIdentityChecked, saveStayGuests } from "~/features/guests/guests.server";
import { nudgePoliceAutoSend } from "~/features/guests/police-send.server";
import { searchPlaces } from "~/features/guests/tables.server";
import { takeGuestWrite } from "~/features/spam/spam.server";
import { LANGUAGES } from "~/lib/constants";
import { HttpError, notFound } from "~/lib/http-error";
import { memoryRateLimit } from "~/lib/rate-limit.server";

import { clientIp, idParam, parse, requireAdmin } from "../http";

const placesQuerySchema = z.object({
  q: z.string({ error: "errors.required" }).max(60, { error: "errors.tooLong" }).default(""),
  kind: z.enum(["comune", "stato"], { error: "errors.placeKind" }),
  /** The countries' names in this language (the table's Italian ones by default); found by any. */
  lang: z.enum(LANGUAGES, { error: "errors.invalidLanguage" }).default("it"),
});

/** A guest's search as they type: 1,000 an hour from one address is far more than a party needs. */
const placeSearchLimit = memoryRateLimit({ max: 1000, windowMs: 3600_000 });

/**
 * The guests' data the law asks for: the public pre-check-in (a stay's private link) and the
 * place search it uses, and the owner's view and corrections of the same data.
 */
export function guestsRouter(): Router {
  const r = Router();

  r.get("/places", (req, res) => {
    placeSearchLimit(clientIp(req));
    const { q, kind, lang } = parse(placesQuerySchema, { q: req.query.q, kind: req.query.kind, lang: req.query.lang });
    res.set("Cache-Control", "public, max-age=3600");
    res.json(searchPlaces(q, kind, lang));
  });

  /** The guest's own data for the stay's link: the document number only masked. */
  r.post("/check-in/:token", async (req, res) => {
    const stay = await stayByCheckInToken(req.params.token);
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

  r.get("/stays/:id/guests", requireAdmin, async (req, res) => {
    res.json(await getStayGuests(idParam(req.params.id)));
  });

  r.put("/stays/:id/guests", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    res.json(await saveStayGuests(idParam(req.params.id), req.body ?? {}, "owner"));
  });

  /** The guests identified at arrival ({ method: "in-person" | "video" }, in person by default), or { checked: false } to take it back. */
  r.post("/stays/:id/identity-checked", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    const input = parse(identityCheckSchema, req.body ?? {});
    res.json(await markIdentityChecked(idParam(req.params.id), req.session!.username ?? "admin", input));
    nudgePoliceAutoSend();
  });

  return r;
}
