import type { Season } from "~/lib/constants";
import { addDays } from "~/lib/dates";
import { seasonOf, type Seasons } from "~/lib/seasons";

/**
 * The municipality's tourist tax ("imposta di soggiorno"): the owner's rule and what a stay
 * owes under it. Pure and browser-safe: the panel shows the same types the server computes.
 */

/** The owner's rule (GET/PUT /api/settings/tourist-tax). Rates in euros per guest and night. */
export type TouristTaxRule = {
  enabled: boolean;
  ratePerNight: Record<Season, number>;
  /** Nights per guest and stay that are taxed; the ones after them are not (the municipality's cap). */
  maxNights: number;
  /** Guests younger than this on the day of arrival pay nothing. */
  exemptUnderAge: number;
  /** Guests living in the property's own municipality pay nothing. */
  exemptResidents: boolean;
};

/** Until the owner sets her municipality's rule, no tax is shown or e-mailed. */
export const DEFAULT_TOURIST_TAX_RULE: TouristTaxRule = {
  enabled: false,
  ratePerNight: { high: 0, low: 0 },
  maxNights: 7,
  exemptUnderAge: 14,
  exemptResidents: true,
};

export const TOURIST_TAX_LIMITS = {
  maxRate: 10,
  maxNights: { min: 1, max: 60 },
  exemptUnderAge: { min: 0, max: 25 },
} as const;

/** Guest-nights not taxed, by why: a child, a resident, beyond the cap. */
export type ExemptNights = { age: number; resident: number; cap: number };

/** What a stay owes (GET /api/stays/{id}'s `touristTax`). `amount` in euros, to the cent. */
export type TouristTax = { amount: number; taxableNights: number; exemptNights: ExemptNights };

/** A stay's tax with what it was computed on: the guests counted, and whether each one's data was entered. */
export type StayTouristTax = TouristTax & { guests: number; complete: boolean };

/** The two facts of a guest the tax looks at. */
export type TaxedGuest = { birthDate: string; residencePlace: string | null };

export type TaxedStay = { checkIn: string; checkOut: string; guests: number };

/** Euros to whole cents: every sum is made in cents, so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Age in whole years on `day` (both YYYY-MM-DD). Someone born on 29 February turns a year older
 * on 1 March in the years without one.
 */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5, 10) < birthDate.slice(5, 10) ? years - 1 : years;
}

/** The nights of a stay, by the date each begins: check-in included, check-out not. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

const noExemptions = (): ExemptNights => ({ age: 0, resident: 0, cap: 0 });

/**
 * What a stay owes: for each guest, every night exempt when they are under the age limit on the
 * arrival day, else when they live in the property's municipality (and the rule exempts
 * residents); otherwise the first `maxNights` nights are taxed, each at the rate of its own
 * season (a stay across the seasons' boundary mixes rates), and the rest are exempt as beyond
 * the cap.
 *
 * `guests` are the data entered for the stay. When fewer were entered than the stay's party,
 * the missing ones are counted as adults living elsewhere: the tax is never understated, and
 * entering their data can only lower it (`complete` says whether that may still happen).
 */
export function touristTaxOf(
  stay: TaxedStay,
  guests: readonly TaxedGuest[],
  rule: TouristTaxRule,
  seasons: Seasons,
  municipality: string,
): StayTouristTax {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const taxed = nights.slice(0, rule.maxNights);
  const capped = nights.length - taxed.length;
  const taxedCents = taxed.reduce((sum, night) => sum + toCents(rule.ratePerNight[seasonOf(night, seasons)]), 0);
  const missing = Math.max(0, stay.guests - guests.length);

  const exemptNights = noExemptions();
  let cents = 0;
  let taxableNights = 0;
  const payer = () => {
    cents += taxedCents;
    taxableNights += taxed.length;
    exemptNights.cap += capped;
  };
  for (const guest of guests) {
    if (ageOn(guest.birthDate, stay.checkIn) < rule.exemptUnderAge) exemptNights.age += nights.length;
    else if (rule.exemptResidents && guest.residencePlace === municipality) exemptNights.resident += nights.length;
    else payer();
  }
  for (let i = 0; i < missing; i++) payer();

  return { amount: cents / 100, taxableNights, exemptNights, guests: guests.length + missing, complete: missing === 0 };
}

/** The three figures a stay's page and the API show, without what they were computed on. */
export function publicTax({ amount, taxableNights, exemptNights }: TouristTax): TouristTax {
  return { amount, taxableNights, exemptNights: { ...exemptNights } };
}

/** One stay of the report, with what the owner needs to find it. */
export type TaxReportStay = TouristTax & {
  stayId: number;
  checkIn: string;
  checkOut: string;
  roomName: string;
  leadName: string;
  guests: number;
  /** Every guest's data was entered: else the missing ones were counted as adults living elsewhere. */
  complete: boolean;
};

/** GET /api/reports/tourist-tax (the panel's tab also shows the rule and each stay's dates and name). */
export type TaxReport = {
  from: string;
  to: string;
  /** The rule the figures were computed with (the panel says when it is off). */
  rule: TouristTaxRule;
  stays: TaxReportStay[];
  total: TouristTax & { guests: number };
};

/** Sums of several stays' figures, in cents so that the total is the sum of the rows shown. */
export function sumTaxes<T extends TouristTax & { guests: number }>(rows: readonly T[]): TouristTax & { guests: number } {
  const exemptNights = noExemptions();
  let cents = 0;
  let taxableNights = 0;
  let guests = 0;
  for (const row of rows) {
    cents += toCents(row.amount);
    taxableNights += row.taxableNights;
    guests += row.guests;
    exemptNights.age += row.exemptNights.age;
    exemptNights.resident += row.exemptNights.resident;
    exemptNights.cap += row.exemptNights.cap;
  }
  return { guests, taxableNights, exemptNights, amount: cents / 100 };
}

/** "Adempimenti › Imposta di soggiorno"'s address: /admin/adempimenti/imposta?dal=2027-01-01&al=2027-03-31 */
export const TAX_PARAMS = { from: "dal", to: "al" } as const;

/** The quarter a day falls in, as the municipality's returns are made: first and last day. */
export function quarterOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const first = Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, "0")}-01`;
  const next = first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}
