import { Router } from "express";

import { pruneUnusedPhotos } from "~/features/breakfast/breakfast.server";
import { roomsStatus, setRoomStatus } from "~/features/rooms/room-status.server";
import { roomsApi } from "~/features/rooms/rooms.api";
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

import { idParam } from "../http";
import { imageUpload, requireFile } from "../uploads";
import { route } from "./route";

/**
 * The rooms: read by anyone (the active ones), created, edited and deleted by the owner, who
 * also sets their photos and booking links; their cleaning status, read and set by housekeeping. A gallery that loses a photo, or a deleted room,
 * leaves uploads nothing may show any more: they are pruned before the answer (the rooms feature
 * sits below breakfast, the other feature showing uploads, so it is composed here).
 */
export function roomsRouter(): Router {
  const r = Router();

  // Before /rooms/:slug, which would take "status" for a room's address.
  route(r, roomsApi.status, async (_req, res) => {
    res.json(await roomsStatus());
  });

  route(r, roomsApi.setStatus, async (req, res, { body }) => {
    res.json(await setRoomStatus(idParam(req.params.id), body.status, req.session?.username ?? ""));
  });

  route(r, roomsApi.list, async (_req, res) => {
    res.json(await listRooms());
  });

  route(r, roomsApi.get, async (req, res) => {
    const room = await getRoomBySlug(String(req.params.slug));
    if (!room) throw notFound();
    res.json(room);
  });

  route(r, roomsApi.create, async (_req, res, { body }) => {
    res.status(201).json(await createRoom(body));
  });

  route(r, roomsApi.update, async (req, res, { body }) => {
    res.json(await updateRoom(idParam(req.params.id), body));
  });

  route(r, roomsApi.remove, async (req, res) => {
    await deleteRoom(idParam(req.params.id));
    await pruneUnusedPhotos();
    res.status(204).end();
  });

  route(r, roomsApi.setImages, async (req, res, { body }) => {
    const room = await setRoomImages(idParam(req.params.id), body.images);
    await pruneUnusedPhotos();
    res.json(room);
  });

  route(r, roomsApi.upload, imageUpload, async (req, res) => {
    const file = requireFile(req);
    res.status(201).json(await addRoomPhoto(idParam(req.params.id), file.buffer));
  });

  route(r, roomsApi.setBookingLinks, async (req, res, { body }) => {
    res.json(await setBookingLinks(idParam(req.params.id), body));
  });

  return r;
}
