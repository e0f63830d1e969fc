import { Router } from "express";
import { priceUpdateSchema, seasonSchema } from "~/features/pricing/pricing.schema";
import { listPricing, updatePrice } from "~/features/pricing/pricing.server";
import { bookingLinksSchema, roomImagesSchema } from "~/features/rooms/rooms.schema";
import { addRoomPhoto, getRoomBySlug, listRooms, setBookingLinks, setRoomImages } from "~/features/rooms/rooms.server";
import { notFound } from "~/lib/http-error";
import { idParam, parse, requireAdmin } from "../http";
import { imageUpload, requireFile } from "../uploads";

/** Rooms and their prices (SPEC §7). */
export function contentRouter(): Router {
  const r = Router();

  r.get("/rooms", async (_req, res) => {
    res.json(await listRooms());
  });

  r.get("/rooms/:slug", async (req, res) => {
    const room = await getRoomBySlug(req.params.slug);
    if (!room) throw notFound();
    res.json(room);
  });

  r.put("/rooms/:id/images", requireAdmin, async (req, res) => {
    const { images } = parse(roomImagesSchema, req.body);
    res.json(await setRoomImages(idParam(req.params.id), images));
  });

  r.post("/rooms/:id/upload", requireAdmin, imageUpload, async (req, res) => {
    const file = requireFile(req);
    res.status(201).json(await addRoomPhoto(idParam(req.params.id), file.buffer));
  });

  r.put("/rooms/:id/booking-links", requireAdmin, async (req, res) => {
    res.json(await setBookingLinks(idParam(req.params.id), parse(bookingLinksSchema, req.body)));
  });

  r.get("/pricing", async (_req, res) => {
    res.json(await listPricing());
  });

  r.patch("/pricing/:roomId/:season", requireAdmin, async (req, res) => {
    const season = seasonSchema.safeParse(req.params.season);
    if (!season.success) throw notFound();
    const roomId = idParam(req.params.roomId);
    const { pricePerNight } = parse(priceUpdateSchema, req.body);
    res.json(await updatePrice(roomId, season.data, pricePerNight));
  });

  return r;
}
