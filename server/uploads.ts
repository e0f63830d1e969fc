import type { NextFunction, Request, Response } from "express";
import type Multer from "multer";

import { LIMITS } from "~/lib/constants";
import { HttpError, invalidField } from "~/lib/http-error";

type Parser = { upload: ReturnType<ReturnType<typeof Multer>["single"]>; MulterError: typeof Multer.MulterError };

let parser: Promise<Parser> | undefined;

/** multer is loaded at the first upload: only the owner uploads, and most processes never do. */
function imageParser(): Promise<Parser> {
  parser ??= import("multer").then(({ default: multer }) => ({
    upload: multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 5, fieldSize: 10_000, parts: 8 },
    }).single("image"),
    MulterError: multer.MulterError,
  }));
  return parser;
}

/** Parses one multipart image (field "image"); size and shape errors become clear 4xx answers. */
export function imageUpload(req: Request, res: Response, next: NextFunction): void {
  imageParser().then(({ upload, MulterError }) => upload(req, res, (error: unknown) => handled(error, MulterError, next)), next);
}

/** A clear 4xx answer for what multer refused. */
function handled(error: unknown, MulterError: Parser["MulterError"], next: NextFunction): void {
  if (!error) return next();
  if (error instanceof MulterError) {
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
}

const missingImage = () => invalidField("image", "errors.fileRequired");

export function requireFile(req: Request): Express.Multer.File {
  if (!req.file || req.file.size === 0) throw missingImage();
  return req.file;
}
