import { Router } from "express";

import { breakfastApi } from "~/features/breakfast/breakfast.api";
import { addBreakfastImage, deleteBreakfastImage, listBreakfastImages } from "~/features/breakfast/breakfast.server";

import { idParam } from "../http";
import { imageUpload, requireFile } from "../uploads";
import { route } from "./route";

/** The breakfast photos. */
export function breakfastImagesRouter(): Router {
  const r = Router();

  route(r, breakfastApi.list, async (_req, res) => {
    res.json(await listBreakfastImages());
  });

  route(r, breakfastApi.upload, imageUpload, async (req, res, { body }) => {
    const file = requireFile(req);
    const { description } = body;
    res.status(201).json(await addBreakfastImage(file.buffer, file.originalname, description));
  });

  route(r, breakfastApi.remove, async (req, res) => {
    await deleteBreakfastImage(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
