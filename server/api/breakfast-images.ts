import { Router } from "express";

import { breakfastUploadSchema } from "~/features/breakfast/breakfast.schema";
import { addBreakfastImage, deleteBreakfastImage, listBreakfastImages } from "~/features/breakfast/breakfast.server";

import { idParam, parse, requireAdmin } from "../http";
import { imageUpload, requireFile } from "../uploads";

/** The breakfast photos. */
export function breakfastImagesRouter(): Router {
  const r = Router();

  r.get("/breakfast-images", async (_req, res) => {
    res.json(await listBreakfastImages());
  });

  r.post("/breakfast-images", requireAdmin, imageUpload, async (req, res) => {
    const file = requireFile(req);
    const { description } = parse(breakfastUploadSchema, req.body);
    res.status(201).json(await addBreakfastImage(file.buffer, file.originalname, description));
  });

  r.delete("/breakfast-images/:id", requireAdmin, async (req, res) => {
    await deleteBreakfastImage(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
