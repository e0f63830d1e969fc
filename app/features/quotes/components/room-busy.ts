import { asApiError } from "~/components/panel/api";

/** One stay that a confirmation would overlap (PATCH /api/quotes/{id} → 409 room_busy). */
export type RoomConflict = { kind: "feed" | "quote" | "block"; source: string; start: string; end: string; quoteId?: number };

export type RoomBusy = { message: string; conflicts: RoomConflict[] };

const isConflict = (value: unknown): value is RoomConflict => {
  const c = value as RoomConflict;
  return typeof c === "object" && c !== null && typeof c.source === "string" && typeof c.start === "string" && typeof c.end === "string";
};

/**
 * The server's refusal to confirm a request whose room is taken on its dates, with what takes
 * it; undefined for any other failure.
 */
export function roomBusyOf(caught: unknown): RoomBusy | undefined {
  const error = asApiError(caught);
  if (error.status !== 409 || error.code !== "room_busy") return undefined;
  const list = error.details.conflicts;
  return { message: error.serverMessage ?? "", conflicts: Array.isArray(list) ? list.filter(isConflict) : [] };
}
