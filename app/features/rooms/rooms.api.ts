import { z } from "zod";

import { mediaAssetAnswer } from "~/features/media/media.schema";
import { operations } from "~/lib/api-contract";
import { idParams } from "~/lib/api-schemas";

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

export const roomsApi = operations({
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
