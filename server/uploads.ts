import type { NextFunction, Request, RequestHandler, Response } from "express";
import type Multer from "multer";

import { LIMITS } from "~/lib/constants";
import { HttpError, invalidField } from "~/lib/http-error";

type Parser = { upload: ReturnType<ReturnType<typeof Multer>["single"]>; MulterError: typeof Multer.MulterError };

/** One kind of file an endpoint takes: its multipart field, its size cap, and the answer when it is missing or not one. */
type FileKind = { field: string; maxBytes: number; missing: () => HttpError; invalid: () => HttpError };

const IMAGE: FileKind = {
  field: "image",
  maxBytes: LIMITS.uploadBytes,
  missing: () => invalidField("image", "errors.fileRequired"),
  invalid: () => new HttpError(400, "bad_upload", "errors.notAnImage"),
};

const PDF: FileKind = {
  field: "file",
  maxBytes: LIMITS.receiptPdfBytes,
  missing: () => invalidField("file", "errors.pdfRequired"),
  invalid: () => invalidField("file", "errors.notAPdf"),
};

const parsers = new Map<FileKind, Promise<Parser>>();

/** multer is loaded at the first upload: only the owner uploads, and most processes never do. */
function parserFor(kind: FileKind): Promise<Parser> {
  let parser = parsers.get(kind);
  if (!parser) {
    parser = import("multer").then(({ default: multer }) => ({
      upload: multer({
        storage: multer.memoryStorage(),
        limits: { fileSize: kind.maxBytes, files: 1, fields: 5, fieldSize: 10_000, parts: 8 },
      }).single(kind.field),
      MulterError: multer.MulterError,
    }));
    parsers.set(kind, parser);
  }
  return parser;
}

/** Parses one multipart file of this kind; size and shape errors become clear 4xx answers. */
function fileUpload(kind: FileKind): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parserFor(kind).then(({ upload, MulterError }) => upload(req, res, (error: unknown) => handled(error, kind, MulterError, next)), next);
  };
}

/** One image (field "image"). */
export const imageUpload = fileUpload(IMAGE);

/** One PDF (field "file"): a police receipt. */
export const pdfUpload = fileUpload(PDF);

/** A clear 4xx answer for what multer refused. */
function handled(error: unknown, kind: FileKind, MulterError: Parser["MulterError"], next: NextFunction): void {
  if (!error) return next();
  if (error instanceof MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") {
      return next(new HttpError(413, "file_too_large", "errors.fileTooLarge", undefined, { max: kind.maxBytes / 1024 / 1024 }));
    }
    // A description far over its limit is cut off by multer before the schema sees it.
    if (error.code === "LIMIT_FIELD_VALUE" && error.field === "description") {
      return next(invalidField("description", "errors.tooLong", { max: LIMITS.imageDescription }));
    }
    // A file under another field name: the file the endpoint needs is missing, not invalid.
    if (error.code === "LIMIT_UNEXPECTED_FILE" && error.field !== kind.field) return next(kind.missing());
  }
  next(kind.invalid());
}

export function requireFile(req: Request): Express.Multer.File {
  if (!req.file || req.file.size === 0) throw IMAGE.missing();
  return req.file;
}
