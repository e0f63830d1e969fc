import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import { LIMITS } from "~/lib/constants";
import { HttpError, invalidField } from "~/lib/http-error";

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 5, fieldSize: 10_000, parts: 8 },
}).single("image");

/** Parses one multipart image (field "image"); size and shape errors become clear 4xx answers. */
export function imageUpload(req: Request, res: Response, next: NextFunction): void {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") {
        return next(new HttpError(413, "file_too_large", "errors.fileTooLarge", undefined, { max: LIMITS.uploadBytes / 1024 / 1024 }));
      }
      // A description far over its limit is cut off by multer before the schema sees it.
      if (error.code === "LIMIT_FIELD_VALUE" && error.field === "description") {
        return next(invalidField("description", "errors.tooLong", { max: LIMITS.imageDescription }));
      }
      // A file under another field name: the image the endpoint needs is missing, not invalid.
      if (error.code === "LIMIT_UNEXPECTED_FILE" && error.field !== "image") return next(missingImage());
      return next(new HttpError(400, "bad_upload", "errors.notAnImage"));
    }
    next(new HttpError(400, "bad_upload", "errors.notAnImage"));
  });
}

const missingImage = () => invalidField("image", "errors.fileRequired");

export function requireFile(req: Request): Express.Multer.File {
  if (!req.file || req.file.size === 0) throw missingImage();
  return req.file;
}
