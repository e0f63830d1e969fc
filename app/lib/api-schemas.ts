import { z } from "zod";

/** Shapes many answers share, so each is written once (app/lib/api-contract.ts). */

/** A moment as JSON writes a Date: `2026-12-06T07:49:21.000Z`. */
export const timestamp = z.iso.datetime();

/** A calendar day in Italy: `2026-12-06`. */
export const isoDay = z.iso.date();

/** A database row's id as it appears in a path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** `{ success: true }`: done, nothing more to say. */
export const successAnswer = z.object({ success: z.literal(true) });
