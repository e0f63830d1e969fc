/**
 * A room's state for the cleaning, shared by the server and the housekeeping screen: clean, to
 * clean (a departure made it so on its day, or someone said so) or checked (cleaned, then looked
 * over by the owner before the next guests).
 */
export const ROOM_STATUSES = ["clean", "to_clean", "checked"] as const;
export type RoomCleaning = (typeof ROOM_STATUSES)[number];

/** How the panel names each status: on the housekeeping screen's cards and buttons, and beside the arrivals. */
export const ROOM_STATUS_LABELS: Record<RoomCleaning, string> = { clean: "Pulita", to_clean: "Da pulire", checked: "Controllata" };

/** Who leaves or arrives in the room today, as housekeeping may see it: a name and how many. */
export type RoomMovement = { guestName: string; guests: number };

/** One room on the housekeeping screen. */
export type RoomStatusEntry = {
  id: number;
  name: string;
  status: RoomCleaning;
  /** When someone last set the status (ISO), and who; null while nobody ever has. */
  changedAt: string | null;
  changedBy: string | null;
  departure: RoomMovement | null;
  arrival: RoomMovement | null;
};

/** Today's rooms, `date` being Italy's day they were read for. */
export type RoomsStatus = { date: string; rooms: RoomStatusEntry[] };
