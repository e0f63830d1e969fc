import { Router } from "express";

import { bookingLinksSchema, roomImagesSchema, roomInputSchema } from "~/features/rooms/rooms.schema";
import {
  addRoomPhoto,
  createRoom,
  deleteRoom,
  getRoomBySlug,
  listRooms,
  setBookingLinks,
  setRoomImages,
  updateRoom,
} from "~/features/rooms/rooms.server";
import { notFound } from "~/lib/http-error";

import { idParam, parse, requireAdmin } from "../http";
import { imageUpload, requireFile } from "../uploads";

/**
 * The rooms: read by anyone (the active ones), created, edited and deleted by the owner, who
 * also sets their photos and booking links.
 */
export function roomsRouter(): Router {
  const r = Router();

  r.get("/rooms", async (_req, res) => {
    res.json(await listRooms());
  });

  r.get("/rooms/:slug", async (req, res) => {
    const room = await getRoomBySlug(req.params.slug);
    if (!room) throw notFound();
    res.json(room);
  });

  r.post("/rooms", requireAdmin, async (req, res) => {
    res.status(201).json(await createRoom(parse(roomInputSchema, req.body)));
  });

  r.put("/rooms/:id", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await updateRoom(id, parse(roomInputSchema, req.body)));
  });

  r.delete("/rooms/:id", requireAdmin, async (req, res) => {
    await deleteRoom(idParam(req.params.id));
    res.status(204).end();
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

  return r;
}
