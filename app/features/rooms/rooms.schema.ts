import { z } from "zod";
import { LIMITS } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

/** Gallery paths are our own: uploaded photos under /uploads/rooms/ or built-in ones under /images/. */
export const GALLERY_PATH = /^\/(uploads\/rooms|images)\/[A-Za-z0-9._/-]{1,200}\.(jpe?g|png|webp|avif|svg)$/;

export const roomImagesSchema = z.object({
  images: z
    .array(z.string({ error: "errors.invalidImages" }).regex(GALLERY_PATH, { error: "errors.invalidImages" }).refine((p) => !p.includes(".."), { error: "errors.invalidImages" }), {
      error: "errors.invalidImages",
    })
    .max(LIMITS.roomImages, { error: "errors.invalidImages" })
    .refine((list) => new Set(list).size === list.length, { error: "errors.invalidImages" }),
});

const externalUrl = z.preprocess(
  emptyToNull,
  z
    .string({ error: "errors.invalidUrl" })
    .trim()
    .max(LIMITS.url, { error: "errors.tooLong" })
    .refine((v) => {
      // Control characters (NUL, line breaks) never belong in a link; PostgreSQL cannot even store NUL.
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      if (/[\u0000-\u001f\u007f]/.test(v)) return false;
      try {
        const url = new URL(v);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, { error: "errors.invalidUrl" })
    .nullable(),
);

export const bookingLinksSchema = z.object({ bookingUrl: externalUrl, airbnbUrl: externalUrl });

export type BookingLinks = z.infer<typeof bookingLinksSchema>;
