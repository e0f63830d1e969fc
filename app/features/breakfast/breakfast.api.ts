import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { idParams, successAnswer, timestamp } from "~/lib/api-schemas";

import { breakfastUploadSchema } from "./breakfast.schema";

/** A breakfast photo as stored: its file under /uploads/breakfast/, the name it was sent with, its caption. */
export const breakfastImageAnswer = z.object({
  id: z.number().int(),
  filename: z.string(),
  originalName: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  uploadedAt: timestamp,
});

export const breakfastApi = operations({
  list: {
    method: "get",
    path: "/breakfast-images",
    summary: "The breakfast photos, newest first.",
    access: "public",
    answers: { 200: z.array(breakfastImageAnswer) },
  },
  upload: {
    method: "post",
    path: "/breakfast-images",
    summary: "Adds a breakfast photo (multipart, field `image`, with an optional `description`).",
    access: "staff",
    role: "manager",
    upload: { file: "image", fields: breakfastUploadSchema },
    answers: {
      201: breakfastImageAnswer.extend({ url: z.string(), width: z.number().int(), height: z.number().int() }),
    },
    errors: { 400: "validation_error, bad_upload, not_an_image", 413: "file_too_large" },
  },
  remove: {
    method: "delete",
    path: "/breakfast-images/:id",
    summary: "Deletes a breakfast photo (its files too, once nothing else shows them).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found" },
  },
});
