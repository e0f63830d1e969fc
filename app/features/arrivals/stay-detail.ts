import type { Registration } from "~/features/guests/guest-types";
import type { StayTaxView } from "~/features/reports/tourist-tax";
import type { StayView } from "~/features/stays/stay-types";

/** GET /api/stays/{id}: the stay and the e-mails written for it, oldest first. */
export type StayDetail = StayView & {
  /** Where the stay stands with the police report. */
  registration: Registration;
  messages: { id: number; kind: string; subject: string; status: string; createdAt: Date | string; sentAt: Date | string | null }[];
  /** The municipality's tourist tax the stay owes, with what the owner recorded of it; null while the owner has the tax off (Impostazioni). */
  touristTax: StayTaxView | null;
};
