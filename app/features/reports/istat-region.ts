/**
 * What the panel shows of the region's ISTAT service: the account (never the password) and each
 * day's outcome of a sending. Browser-safe: the server (istat-region.server.ts) builds them.
 */

/** GET /api/settings/istat: never the password. */
export type IstatSettings = {
  structureCode: string;
  endpoint: string;
  username: string;
  autoSend: boolean;
  /** Beds per room id, every room listed: a room the owner left out has its capacity. */
  beds: Record<string, number>;
  configured: boolean;
};

export type IstatDayStatus = "accepted" | "partial" | "refused" | "failed";

/** A guest the region refused, as the panel lists it. */
export type RefusedGuest = { idswh: string; stayId: number; guest: number; message: string };

/** One day of a sending: what happened to it. `unchanged`: accepted before, and nothing has changed since. */
export type DayOutcome = { day: string; status: IstatDayStatus | "unchanged"; refused: RefusedGuest[]; error: string | null };

/** What was last sent to the region for a day, when and by whom ("invio automatico" for the automatic sending). */
export type IstatSentDay = DayOutcome & { sentAt: string; sentBy: string };
