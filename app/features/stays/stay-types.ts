import type { StaySource } from "~/features/availability/channels";

/** The shapes of stays the API answers with, shared by the server and the panel. */

/**
 * How a party is reported: a family or a group as its head (with a document) and members
 * (without), individuals each as a single guest with a document of their own.
 */
export const PARTY_TYPES = ["family", "group", "individuals"] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/**
 * How the owner identified the guests at their arrival: the law (Consiglio di Stato, 21 November
 * 2025) wants it done at that moment, in person or by a live video call.
 */
export const IDENTITY_CHECK_METHODS = ["in-person", "video"] as const;
export type IdentityCheckMethod = (typeof IDENTITY_CHECK_METHODS)[number];

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
