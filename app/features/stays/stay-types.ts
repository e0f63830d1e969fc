import type { StaySource } from "~/features/availability/channels";
import type { IdentityCheckMethod, PartyType, Registration } from "~/features/guests/guest-types";
import type { TouristTax } from "~/features/reports/tourist-tax";

/** The shapes of stays the API answers with, shared by the server and the panel. */

export const STAY_STATUSES = ["booked", "cancelled"] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export type DepositView = {
  /** Euros, with cents. */
  amount: number | null;
  dueDate: string | null;
  receivedOn: string | null;
  receivedAmount: number | null;
  /** Asked, not received, and its due date has passed (Italy's today). */
  overdue: boolean;
};

export type StayView = {
  id: number;
  roomId: number;
  roomName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  source: StaySource;
  quoteId: number | null;
  leadGuest: { name: string; email: string | null; phone: string | null };
  language: string;
  notes: string | null;
  status: StayStatus;
  deposit: DepositView | null;
  /** The pre-check-in link for the guests (absolute), to forward; null for a cancelled stay. */
  checkInUrl: string | null;
  partyType: PartyType | null;
  identityCheckedAt: string | null;
  identityCheckMethod: IdentityCheckMethod | null;
  /** When the guests actually arrived, if the owner recorded it: the police deadline runs from it. */
  arrivedAt: string | null;
  /** When the police report is due: 24 hours from arrival, 6 for a stay of 24 hours or less; null for a cancelled stay. */
  policeDueAt: string | null;
  policeSentAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/stays/{id}: the stay and the e-mails written for it, oldest first. */
export type StayDetail = StayView & {
  /** Where the stay stands with the police report. */
  registration: Registration;
  messages: { id: number; kind: string; subject: string; status: string; createdAt: Date | string; sentAt: Date | string | null }[];
  /** The municipality's tourist tax the stay owes; null while the owner has the rule off (Impostazioni). */
  touristTax: TouristTax | null;
};

/** One arrival or departure of a day: a stay, or a channel's imported range no stay stands for yet. */
export type Movement =
  | { type: "stay"; roomId: number; roomName: string; checkIn: string; checkOut: string; stay: StayView }
  | {
      type: "unregistered";
      roomId: number;
      roomName: string;
      checkIn: string;
      checkOut: string;
      /** airbnb, booking or other, by the feed's name. */
      source: StaySource;
      feedName: string;
      /** "Airbnb, ospite non registrato". */
      label: string;
    };

/** GET /api/stays/movements?date= */
export type Movements = { date: string; arrivals: Movement[]; departures: Movement[] };
