import { asApiError } from "~/components/panel/api";

/** One thing a stay would overlap (a confirmation, a stay entered or moved → 409 room_busy). */
export type RoomConflict = {
  kind: "feed" | "stay" | "block";
  source: string;
  start: string;
  end: string;
  stayId?: number;
  quoteId?: number;
};

export type RoomBusy = { message: string; conflicts: RoomConflict[] };

const isConflict = (value: unknown): value is RoomConflict => {
  const c = value as RoomConflict;
  return typeof c === "object" && c !== null && typeof c.source === "string" && typeof c.start === "string" && typeof c.end === "string";
};

/**
 * The server's refusal to place a stay in a room taken on its dates, with what takes it;
 * undefined for any other failure.
 */
export function roomBusyOf(caught: unknown): RoomBusy | undefined {
  const error = asApiError(caught);
  if (error.status !== 409 || error.code !== "room_busy") return undefined;
  const list = error.details.conflicts;
  return { message: error.serverMessage ?? "", conflicts: Array.isArray(list) ? list.filter(isConflict) : [] };
}
