import type { Language } from "~/i18n/languages";
import type { AdditionalServiceId } from "~/lib/constants";

/** A rendered message: what the outbox stores and nodemailer sends. */
export type RenderedEmail = { subject: string; html: string; text: string };

/** The property's contact details the guest's messages end with, as the owner edits them in Struttura. */
export type BusinessContact = { name: string; phone: string; email: string; streetAddress: string; city: string; postalCode: string };

/** A quote request as the messages show it. Dates are calendar dates, YYYY-MM-DD. */
export type QuoteMail = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  /** The preferred room's name, or null for "no preference". */
  roomName: string | null;
  services: AdditionalServiceId[];
  specialRequests: string | null;
  createdAt: Date;
  /** The language of the page the request came from. */
  lang: Language;
};

export type ReviewMail = { id: number; guestName: string; rating: number; title: string; comment: string; createdAt: Date };

/** The status notices the owner may send when she confirms, declines or cancels. */
export type StatusNotice = "confirmed" | "declined" | "cancelled";

/** A deposit asked in the owner's answer: where and how much to transfer, and its QR code (an image sent with the message). */
export type DepositMail = {
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  accountHolder: string;
  /** Without spaces. */
  iban: string;
  bankName: string | null;
  reference: string;
  qr: { src: string; width: number };
};

/** A stay as its e-mails show it. Dates are calendar dates, YYYY-MM-DD. */
export type StayMail = {
  id: number;
  leadName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  roomName: string;
  lang: Language;
  /** The stay's pre-check-in page, for the guests' data the law asks for. */
  checkInUrl?: string | null;
  /** The municipality's tourist tax to pay at the property, in cents; absent when there is none to pay. */
  touristTaxCents?: number | null;
};

/** What the pre-arrival e-mail says of the house: hours, where it is, how to get there, how to call. */
export type ArrivalInfo = {
  checkIn: { from: string; to: string };
  checkOut: { from: string; to: string };
  address: string;
  mapUrl: string;
  /** As on the contact page: by plane, by train, by car. */
  directions: { title: string; text: string }[];
  phone: string;
  whatsapp: { number: string; href: string } | null;
  /** What the owner added for this language in Struttura. */
  note: string | null;
};

/** One day of guests sent to the police through the portal, for the owner's summary (day: YYYY-MM-DD, Italy's calendar). */
export type PoliceSummaryMail = {
  day: string;
  sent: { leadName: string; roomName: string; guests: number; at: Date; automatic: boolean }[];
  /** Stays the portal refused, with each refused guest (position from 1) and the portal's words. */
  refused: { leadName: string; roomName: string; guests: { position: number; message: string }[] }[];
  /** Stays still unsent because the portal did not answer or refused the account, with why. */
  failed: { leadName: string; roomName: string; message: string }[];
};
