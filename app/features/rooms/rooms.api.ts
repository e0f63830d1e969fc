import { z } from "zod";

import { mediaAssetAnswer } from "~/features/media/media.schema";
import { operations } from "~/lib/api-contract";
import { idParams, isoDay, timestamp } from "~/lib/api-schemas";

import { ROOM_STATUSES } from "./room-status";
import { bookingLinksSchema, roomImagesSchema, roomInputSchema } from "./rooms.schema";

/** A room as the API gives it: its texts in the four languages, its photos, its booking links. */
export const roomAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  descriptionEn: z.string().nullable(),
  shortDescriptionEn: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  shortDescriptionDe: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  shortDescriptionEs: z.string().nullable(),
  maxGuests: z.number().int(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  bookingUrl: z.string().nullable(),
  airbnbUrl: z.string().nullable(),
  isActive: z.boolean(),
});

/** Who leaves or arrives in the room today, as housekeeping sees it: the lead guest's name and the party's size, nothing else. */
const roomMovementAnswer = z.object({ guestName: z.string(), guests: z.number().int() }).nullable();

/** A room on the housekeeping screen: its status now, who last set it, today's departure and arrival. */
export const roomStatusAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ROOM_STATUSES),
  changedAt: timestamp.nullable().describe("When someone last set the status; null while nobody ever has."),
  changedBy: z.string().nullable().describe("The account that last set it."),
  departure: roomMovementAnswer,
  arrival: roomMovementAnswer,
});

export const roomStatusBody = z.object({ status: z.enum(ROOM_STATUSES, { error: "errors.roomStatus" }) });

export const roomsApi = operations({
  status: {
    method: "get",
    path: "/rooms/status",
    summary:
      "Today's rooms for the cleaning: each one clean, to clean or checked (a departure makes its room to clean on its day, unless someone set it after that day began), with today's departure and arrival (name and party size only).",
    access: "staff",
    role: "housekeeping",
    answers: { 200: z.object({ date: isoDay, rooms: z.array(roomStatusAnswer) }) },
  },
  setStatus: {
    method: "patch",
    path: "/rooms/:id/status",
    summary: "Sets a room's status (clean, to_clean or checked) as of now; answers the room's new entry.",
    access: "staff",
    role: "housekeeping",
    params: idParams,
    body: roomStatusBody,
    answers: { 200: roomStatusAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  list: {
    method: "get",
    path: "/rooms",
    summary: "The rooms on the site.",
    access: "public",
    answers: { 200: z.array(roomAnswer) },
  },
  get: {
    method: "get",
    path: "/rooms/:slug",
    summary: "One room, by its address.",
    access: "public",
    params: z.object({ slug: z.string() }),
    answers: { 200: roomAnswer },
    errors: { 404: "not_found" },
  },
  create: {
    method: "post",
    path: "/rooms",
    summary: "Adds a room; its address is made from its name.",
    access: "staff",
    role: "manager",
    body: roomInputSchema,
    answers: { 201: roomAnswer },
  },
  update: {
    method: "put",
    path: "/rooms/:id",
    summary: "Edits a room.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: roomInputSchema,
    answers: { 200: roomAnswer },
    errors: { 404: "not_found" },
  },
  remove: {
    method: "delete",
    path: "/rooms/:id",
    summary: "Deletes a room (refused while a request names it).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 204: null },
    errors: { 404: "not_found", 409: "room_in_use" },
  },
  setImages: {
    method: "put",
    path: "/rooms/:id/images",
    summary: "The gallery's order (photos left out are removed).",
    access: "staff",
    role: "manager",
    params: idParams,
    body: roomImagesSchema,
    answers: { 200: roomAnswer },
    errors: { 404: "not_found" },
  },
  upload: {
    method: "post",
    path: "/rooms/:id/upload",
    summary: "Adds a photo to the gallery (multipart, field `image`).",
    access: "staff",
    role: "manager",
    params: idParams,
    upload: { file: "image" },
    answers: { 201: z.object({ imageUrl: z.string(), asset: mediaAssetAnswer, room: roomAnswer }) },
    errors: { 400: "bad_upload, not_an_image", 404: "not_found", 409: "too_many_photos", 413: "file_too_large" },
  },
  setBookingLinks: {
    method: "put",
    path: "/rooms/:id/booking-links",
    summary: "The room's Booking.com and Airbnb addresses.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: bookingLinksSchema,
    answers: { 200: roomAnswer },
    errors: { 404: "not_found" },
  },
});
